import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../i18n';
import { styleRef } from './styles';
import { $snackbar, dismissSnackbar, SNACKBAR_DURATION_MS, type SnackbarType } from './snackbarStore';

// Snackbar: one at a time, top centre (spec 1 §9). The host spans the top edge but lets clicks
// through; only the snackbar itself takes the pointer.
const snackbarCss = [
`
.portico-snackbar-host {
  position: fixed;
  inset-block-start: calc(var(--_p-space) * 2);
  inset-inline: 0;
  z-index: 2147483000;
  display: flex;
  flex-direction: column;
  align-items: center;
  pointer-events: none;
  background-color: transparent;
}
.portico-snackbar {
  display: flex;
  align-items: center;
  gap: var(--_p-space);
  max-inline-size: min(40rem, calc(100vw - 2rem));
  padding: var(--_p-space) var(--_p-space) var(--_p-space) calc(var(--_p-space) * 2);
  border-radius: var(--_p-radius);
  box-shadow: 0 0.5rem 1.5rem rgb(0 0 0 / 0.3);
  pointer-events: auto;
  color: var(--_p-on-status);
  animation: portico-snackbar-in 200ms ease-out;
}
.portico-snackbar--success { background-color: var(--_p-success); }
.portico-snackbar--error { background-color: var(--_p-error); }
.portico-snackbar--info { background-color: var(--_p-info); }
.portico-snackbar__message { margin: 0; flex: 1; }
.portico-snackbar__dismiss {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 2rem;
  min-block-size: 2rem;
  padding: 0.25rem;
  border: 1px solid transparent;
  border-radius: var(--_p-radius);
  color: inherit;
  background: transparent;
  cursor: pointer;
}
`,
// The snackbar's background is a status colour: a ring in the text colour keeps 3:1 on it.
`
.portico-snackbar__dismiss:focus-visible { outline-color: currentColor; }
@keyframes portico-snackbar-in {
  from { opacity: 0; transform: translateY(-0.5rem); }
  to { opacity: 1; transform: none; }
}
@media (prefers-reduced-motion: reduce) {
  .portico-snackbar { animation: none; }
}
`,
].join('\n');

/**
 * Props of `Snackbar`.
 * @example const props: SnackbarProps = { message, type: 'error', onDismiss: () => dismissSnackbar(id) };
 */
export interface SnackbarProps {
  message: string;
  /** Default success. */
  type?: SnackbarType;
  /** Runs on the dismiss button and when the time is up. */
  onDismiss: () => void;
  /** Default 7000 ms. */
  durationMs?: number;
}

/**
 * One snackbar message with a dismiss button. It calls `onDismiss` after `durationMs`; the clock
 * stops while the pointer is over it or focus is in it (WCAG 2.2.1: people who need longer to
 * read, or who reach it with the keyboard, keep it), and starts again in full when they leave.
 * It is presentation only: `SnackbarHost` places it top-centre inside a live region.
 * @example <Snackbar message={t('customers.added')} onDismiss={() => dismissSnackbar(id)} />
 */
export function Snackbar({ message, type = 'success', onDismiss, durationMs = SNACKBAR_DURATION_MS }: SnackbarProps) {
  const t = useT();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const onDismissRef = useRef(onDismiss);
  useLayoutEffect(() => {
    onDismissRef.current = onDismiss;
  });

  useEffect(() => {
    if (hovered || focused) return;
    const timer = setTimeout(() => onDismissRef.current(), durationMs);
    return () => clearTimeout(timer);
  }, [hovered, focused, durationMs]);

  return (
    // Pausing on hover is an addition for pointer users; the dismiss button is the control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={styleRef(snackbarCss)}
      className={`portico-ui portico-snackbar portico-snackbar--${type}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Capture-phase focus events behave the same in React and Preact (focus does not bubble).
      onFocusCapture={() => setFocused(true)}
      onBlurCapture={() => setFocused(false)}
    >
      <p className="portico-snackbar__message">{message}</p>
      <button type="button" className="portico-snackbar__dismiss" onClick={() => onDismissRef.current()}>
        <svg className="portico-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M18.3 5.7a1 1 0 0 0-1.4 0L12 10.6 7.1 5.7a1 1 0 0 0-1.4 1.4l4.9 4.9-4.9 4.9a1 1 0 1 0 1.4 1.4l4.9-4.9 4.9 4.9a1 1 0 0 0 1.4-1.4L13.4 12l4.9-4.9a1 1 0 0 0 0-1.4Z" />
        </svg>
        <span className="portico-visually-hidden">{t('ui.snackbar.dismiss')}</span>
      </button>
    </div>
  );
}

/**
 * Renders the snackbar opened through `showSnackbar`, top-centre. The two live regions are always
 * in the page (a region added together with its text is often not announced): success and info go
 * to the polite one, errors to the assertive one. Mount one per page.
 * @example <SnackbarHost />
 */
export function SnackbarHost() {
  const current = useStore($snackbar);
  const snackbar = current ? (
    <Snackbar
      key={current.id}
      message={current.message}
      type={current.type}
      onDismiss={() => dismissSnackbar(current.id)}
    />
  ) : null;
  const urgent = current?.type === 'error';
  return (
    <div className="portico-ui portico-snackbar-host" ref={styleRef(snackbarCss)}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {urgent ? null : snackbar}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {urgent ? snackbar : null}
      </div>
    </div>
  );
}
