import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $config, type ConfigProblem } from '../config';
import { $language, useT } from '../i18n';
import { Alert } from '../ui/Alert';

/** Catalogue ids of the sentence that tells the site's web team what is wrong, spelt out so each id can be found in the code. */
const problemTexts: Record<ConfigProblem['kind'], string> = {
  missing: 'config.problem.missing',
  blocked: 'config.problem.blocked',
  unreadable: 'config.problem.unreadable',
  invalid: 'config.problem.invalid',
};

/**
 * Renders `children` once the page's configuration and language file have settled; until then
 * `fallback` (nothing by default), and the technical-issue message when no configuration could be
 * used. Every element and `PorticoProvider` wait through this one gate.
 * @example <PageReady fallback={<Spinner />}><Charges /></PageReady>
 */
export function PageReady({ children, fallback = null }: { children?: ReactNode; fallback?: ReactNode }) {
  const config = useStore($config);
  const language = useStore($language);
  const t = useT();
  if (config.status === 'technical-issue') {
    // spec 1 §8: neither configuration file could be used. The resident reads the spec's message;
    // the site's web team reads what is missing and how to set it.
    const { problem } = config;
    return (
      <Alert type="error" title={t('config.technicalIssue.title')}>
        <p>{t('config.technicalIssue.description')}</p>
        <p>{t(problemTexts[problem.kind], problem)}</p>
      </Alert>
    );
  }
  // Until the language file settles there is no text to show (a failed load activates the
  // built-in English and settles `error`, and the page goes on with it).
  if (config.status === 'loading' || language.status === 'loading') return fallback;
  return children;
}
