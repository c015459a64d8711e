import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useT } from '../i18n';
import { lightColours, styleRef } from './styles';

// Dialog: the native element in the top layer; only its look is ours. Its width is a share of
// the viewport it is laid out in (100%), not of 100vw, which counts a desktop scrollbar and, on a
// phone showing a page wider than the screen, that page's width.
const dialogCss = `
.portico-dialog {
  inline-size: min(36rem, calc(100% - 2rem));
  max-block-size: calc(100vh - 2rem);
  padding: calc(var(--_p-space) * 3);
  border: 1px solid var(--_p-border);
  border-radius: calc(var(--_p-radius) * 2);
  color: var(--_p-text);
  background-color: var(--_p-surface);
  box-shadow: 0 1rem 3rem rgb(0 0 0 / 0.3);
}
/* A backdrop inherits the dialog's tokens and scheme only in browsers as new as light-dark(); before them, the light one. */
.portico-dialog::backdrop { background-color: var(--portico-color-backdrop, var(--portico-color-backdrop-light, ${lightColours.backdrop})); }
@supports (color: light-dark(#000, #fff)) { .portico-dialog::backdrop { background-color: var(--_p-backdrop); } }
.portico-dialog__status { margin: 0 0 var(--_p-space); color: var(--_p-text-muted); font-weight: 600; }
.portico-dialog__heading { margin: 0 0 calc(var(--_p-space) * 2); font-size: 1.375em; line-height: 1.25; }
.portico-dialog__body > :first-child { margin-block-start: 0; }
.portico-dialog__actions {
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--_p-space);
  margin-block-start: calc(var(--_p-space) * 3);
}
.portico-dialog--error .portico-dialog__heading { color: var(--_p-error); }
`;

/**
 * Props of `Dialog`.
 * @example const props: DialogProps = { open, heading: title, onClose: () => setOpen(false) };
 */
export interface DialogProps {
  /** Whether the dialog is shown; it opens modally with `showModal()`. */
  open: boolean;
  /** The heading, which also names the dialog (`aria-labelledby`). */
  heading: ReactNode;
  /** Runs whenever the dialog closes: Close button, Escape, or `open` turning false. */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons placed before the Close button. */
  actions?: ReactNode;
  /** Shown above the heading, e.g. an error status code. */
  eyebrow?: ReactNode;
  /** Id of the element that describes the dialog (`aria-describedby`). */
  describedBy?: string;
  /** Extra class on the `<dialog>`, e.g. `portico-dialog--error`. */
  className?: string;
}

/** The focused element, looking through open shadow roots (document.activeElement stops at a host). */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

function restoreFocus(opener: Element | null): void {
  if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
}

/**
 * A modal dialog on the native `<dialog>` element: the browser supplies the top layer, the inert
 * page behind it, focus inside it and Escape. It is named by its heading, has a Close button, and
 * gives focus back to the element that was focused when it opened (also when it is unmounted
 * while open, as a store-driven host does).
 * @example
 * <Dialog open={open} heading="Delete booking" onClose={() => setOpen(false)}>
 *   <p>{text}</p>
 * </Dialog>
 */
export function Dialog({ open, heading, onClose, children, actions, eyebrow, describedBy, className }: DialogProps) {
  const t = useT();
  const headingId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = deepActiveElement();
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // The native `close` event covers every way out: the Close button, Escape (after `cancel`)
    // and a `form method="dialog"` a caller may put inside.
    const handleClose = () => {
      // `close` is queued as a task: one from a close() just before a reopen (StrictMode's
      // remount does exactly that) arrives while the dialog is open again, and is stale.
      if (dialog.open) return;
      restoreFocus(openerRef.current);
      openerRef.current = null;
      onCloseRef.current();
    };
    dialog.addEventListener('close', handleClose);
    return () => {
      dialog.removeEventListener('close', handleClose);
      // Unmounted while open: leave the top layer first, because the opener is inert until then.
      if (dialog.open) {
        dialog.close();
        restoreFocus(openerRef.current);
      }
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={['portico-ui', 'portico-dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      aria-describedby={describedBy}
    >
      {eyebrow ? <p className="portico-dialog__status">{eyebrow}</p> : null}
      <h2 id={headingId} className="portico-dialog__heading" ref={styleRef(dialogCss)}>
        {heading}
      </h2>
      <div className="portico-dialog__body">{children}</div>
      <div className="portico-dialog__actions">
        {actions}
        <button type="button" className="portico-button portico-button--secondary" onClick={() => dialogRef.current?.close()}>
          {t('dialog.close')}
        </button>
      </div>
    </dialog>
  );
}
