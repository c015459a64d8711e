import { useT } from '../core/i18n';
import { Spinner } from '../core/ui/Spinner';

/**
 * /loading-user-context (spec 1 §2): a spinner with the text Loading user context, also shown in
 * place of a signed-in page while the user of a stored session loads.
 */
export function LoadingUserContext() {
  const t = useT();
  return (
    <div className="shell-loading">
      <Spinner label={t('shell.loadingUserContext')} />
    </div>
  );
}
