import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $config } from '../config';
import { $language, useT } from '../i18n';
import { Alert } from '../ui/Alert';

/**
 * Renders `children` once the page's configuration and language file have settled; until then
 * `fallback` (nothing by default), and the technical-issue alert when no configuration could be
 * used (spec 1 §8). Every element's frame and `PorticoProvider` wait through this one gate.
 * @example <PageReady fallback={<Spinner />}><Charges /></PageReady>
 */
export function PageReady({ children, fallback = null }: { children?: ReactNode; fallback?: ReactNode }) {
  const config = useStore($config);
  const language = useStore($language);
  const t = useT();
  if (config.status === 'technical-issue') {
    // spec 1 §8: neither configuration file could be used.
    return (
      <Alert type="error" title={t('config.technicalIssue.title')}>
        {t('config.technicalIssue.description')}
      </Alert>
    );
  }
  // Until the language file settles there is no text to show (a failed load activates the
  // built-in fallback and settles `error`, and the page goes on with it).
  if (config.status === 'loading' || language.status === 'loading') return fallback;
  return children;
}
