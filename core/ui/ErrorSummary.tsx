import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useT } from '../i18n';
import { focusRing, styleRef } from './styles';

// Error summary (GOV.UK pattern): focused on a failed submit, so the ring shows on any focus.
const errorSummaryCss = `
.portico-error-summary {
  margin-block-end: calc(var(--_p-space) * 3);
  padding: calc(var(--_p-space) * 2);
  border: 0.25rem solid var(--_p-error);
  border-radius: var(--_p-radius);
}
.portico-error-summary:focus { ${focusRing} }
.portico-error-summary__heading { margin: 0 0 var(--_p-space); font-size: 1.25em; line-height: 1.3; }
.portico-error-summary__list { margin: 0; padding-inline-start: 1.25rem; }
.portico-error-summary__list a { color: var(--_p-error); font-weight: 600; }
`;

/**
 * One problem in a form: the id of the field's control and its message.
 * @example const error: SummaryError = { fieldId: 'email', message: t('validation.email') };
 */
export interface SummaryError {
  fieldId: string;
  message: string;
}

/**
 * Props of `ErrorSummary`.
 * @example const props: ErrorSummaryProps = { errors, focusKey: formState.submitCount };
 */
export interface ErrorSummaryProps {
  errors: readonly SummaryError[];
  /**
   * Change it on every failed submit (the submit count is handy): the summary then takes focus,
   * so keyboard and screen-reader users land on the list of problems (GOV.UK error summary).
   * Left undefined, the summary never moves focus.
   */
  focusKey?: number | string;
  /** Default `ui.errorSummary.heading` (There is a problem). */
  heading?: string;
  className?: string;
}

/**
 * Focuses the control with `id` in the same tree as `link`. A `#id` fragment would not work: the
 * document cannot see ids inside a shadow root, and the link may live in one.
 */
function focusField(link: HTMLElement, id: string): boolean {
  const root = link.getRootNode() as Document | ShadowRoot;
  const field = root.getElementById(id);
  if (!(field instanceof HTMLElement)) return false;
  field.focus();
  return true;
}

/**
 * The list of a form's problems shown after a failed submit (an invalid
 * submit marks every field touched, so every field's error shows inline and here). Each message
 * links to its field; the summary takes focus when `focusKey` changes. Renders nothing without
 * errors.
 * @example <ErrorSummary errors={summariseFieldErrors(formState.errors)} focusKey={formState.submitCount} />
 */
export function ErrorSummary({ errors, focusKey, heading, className }: ErrorSummaryProps) {
  const t = useT();
  const headingId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (focusKey !== undefined && hasErrors) ref.current?.focus();
    // Focus follows a new submit only, not every change in the list while the user fixes it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);

  if (!hasErrors) return null;

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    if (focusField(event.currentTarget, fieldId)) event.preventDefault();
  };

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={headingId}
      className={['portico-ui', 'portico-error-summary', className].filter(Boolean).join(' ')}
    >
      <h2 id={headingId} className="portico-error-summary__heading" ref={styleRef(errorSummaryCss)}>
        {heading ?? t('ui.errorSummary.heading')}
      </h2>
      <ul className="portico-error-summary__list">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a href={`#${error.fieldId}`} onClick={(event) => onLinkClick(event, error.fieldId)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A react-hook-form style error tree (`formState.errors`): each field's leaf has a `message`.
 * @example const tree: FieldErrorTree = { email: { type: 'required', message: 'Enter a valid email address' } };
 */
export interface FieldErrorTree {
  readonly [name: string]: unknown;
}

/**
 * Turns a react-hook-form `formState.errors` tree into `ErrorSummary` errors, in the tree's order
 * (form-wide `root` errors are left out: show them in an `Alert`).
 * Nested names join with dots (`address.city`); `idFor` maps a name to the control's id when the
 * ids carry a prefix.
 * @example summariseFieldErrors(formState.errors, (name) => `signup-${name}`)
 */
export function summariseFieldErrors(
  errors: FieldErrorTree,
  idFor: (name: string) => string = (name) => name,
): SummaryError[] {
  const found: SummaryError[] = [];
  const walk = (tree: FieldErrorTree, path: string) => {
    for (const [key, value] of Object.entries(tree)) {
      // `ref` is the control itself; a top-level `root` holds form-wide errors, not a field's.
      if (!value || typeof value !== 'object' || key === 'ref' || (!path && key === 'root')) continue;
      const name = path ? `${path}.${key}` : key;
      const message: unknown = (value as { message?: unknown }).message;
      if (typeof message === 'string' && message) {
        found.push({ fieldId: idFor(name), message });
      } else {
        walk(value as FieldErrorTree, name);
      }
    }
  };
  walk(errors, '');
  return found;
}
