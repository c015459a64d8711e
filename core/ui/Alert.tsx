import { useId, type ReactNode } from 'react';
import { useT } from '../i18n';

/**
 * The kind of an `Alert`: sets its colour, its role and its spoken prefix.
 * @example const type: AlertType = error ? 'error' : 'success';
 */
export type AlertType = 'error' | 'warning' | 'info' | 'success';

/** Catalogue ids of the spoken type prefix, spelt out so each id can be found in the code. */
const typeLabels: Record<AlertType, string> = {
  error: 'ui.alert.error',
  warning: 'ui.alert.warning',
  info: 'ui.alert.info',
  success: 'ui.alert.success',
};

/**
 * Props of `Alert`.
 * @example const props: AlertProps = { type: 'error', children: message, onRetry: reload };
 */
export interface AlertProps {
  type: AlertType;
  /** Optional title; the type is also given to screen readers as a hidden prefix. */
  title?: ReactNode;
  children?: ReactNode;
  /** When given, a Try again button calls it (e.g. to reload a list that failed). */
  onRetry?: () => void;
  className?: string;
}

/**
 * An inline message. Errors use `role="alert"` so they are announced when they appear; the other
 * types use `role="status"`. Colour is not the only signal: the type is spoken as a prefix.
 * @example <Alert type="error" onRetry={loadCharges}>{t('charges.loadError')}</Alert>
 */
export function Alert({ type, title, children, onRetry, className }: AlertProps) {
  const t = useT();
  const titleId = useId();
  // The space stays outside the hidden span: name computation trims text inside an element.
  const prefix = (
    <>
      <span className="portico-visually-hidden">{t(typeLabels[type])}</span>{' '}
    </>
  );
  return (
    <div
      role={type === 'error' ? 'alert' : 'status'}
      aria-labelledby={title ? titleId : undefined}
      className={['portico-ui', 'portico-alert', `portico-alert--${type}`, className].filter(Boolean).join(' ')}
    >
      {title ? (
        <p id={titleId} className="portico-alert__title">
          {prefix}
          {title}
        </p>
      ) : null}
      <div className="portico-alert__body">
        {title ? null : prefix}
        {children}
      </div>
      {onRetry ? (
        <div className="portico-alert__actions">
          <button type="button" className="portico-button portico-button--secondary" onClick={onRetry}>
            {t('common.retry')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
