import type { ReactNode } from 'react';
import { useT } from '../../core/i18n';
import { Alert } from '../../core/ui/Alert';
import { Spinner } from '../../core/ui/Spinner';
import { useInteractiveParts, type Parts } from './load';

/**
 * Renders `children` with the interactive parts once they are loaded: a spinner meanwhile, and
 * requests.partsUnavailable with Try again when their chunk could not be fetched.
 * @example <WithParts>{(parts) => <parts.RequestDetail requestId={id} />}</WithParts>
 */
export function WithParts({ children }: { children: (parts: Parts) => ReactNode }) {
  const t = useT();
  const state = useInteractiveParts();
  if (state.status === 'ready') return <>{children(state.parts)}</>;
  if (state.status === 'failed') {
    return (
      <Alert type="error" onRetry={state.retry}>
        {t('requests.partsUnavailable')}
      </Alert>
    );
  }
  return <Spinner />;
}
