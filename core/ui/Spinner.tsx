import { useT } from '../i18n';

/**
 * Props of `Spinner`.
 * @example const props: SpinnerProps = { label: t('shell.loadingUserContext'), hideLabel: false };
 */
export interface SpinnerProps {
  /** Default `common.loading` (Loading). */
  label?: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  className?: string;
}

/**
 * A loading indicator: `role="status"` with a text label, visible or visually hidden. The ring is
 * decoration and stops turning for people who ask for reduced motion.
 * @example <Spinner label={t('shell.loadingUserContext')} />
 */
export function Spinner({ label, hideLabel = false, className }: SpinnerProps) {
  const t = useT();
  return (
    <div role="status" className={['portico-ui', 'portico-spinner', className].filter(Boolean).join(' ')}>
      <span className="portico-spinner__ring" aria-hidden="true" />
      <span className={hideLabel ? 'portico-visually-hidden' : 'portico-spinner__label'}>{label ?? t('common.loading')}</span>
    </div>
  );
}
