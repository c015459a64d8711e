import type { ReactNode } from 'react';
import { useT } from '../../../core/i18n';
import { Field } from '../../../core/ui/Field';
import { Loaded, type LoadState } from '../../../core/ui/Loaded';
import { styleRef } from '../../../core/ui/styles';

// What the staff sections' actions share: the root that gives a button and its dialog the ui's
// look, and a required choice from a list.

// The actions' own CSS, adopted where they render (the customers tab and the detail are not
// under the admin page's sheet), so it travels in the staff chunk.
const actionsCss = `
.shell-customer-actions { display: contents; }
/* In a grid (the customers tab) the button keeps its own width. */
.shell-customer-actions > .portico-button { justify-self: start; }
.shell-customer-actions__form { display: grid; }
.shell-customer-actions__password {
  display: inline-block;
  padding: 0.5rem 0.75rem;
  border: 1px solid var(--_p-border);
  border-radius: var(--_p-radius);
  font-family: ui-monospace, 'Cascadia Mono', 'DejaVu Sans Mono', Menlo, Consolas, monospace;
  font-size: 1.5rem;
  letter-spacing: 0.15em;
  user-select: all;
}
.shell-customer-actions__reason { margin: 0.25rem 0 0; color: var(--_p-text-muted); }
`;

const actionsStyle = styleRef(actionsCss);

/**
 * An action's root: the ui's look for its button and dialog (`portico-ui`, which the screens
 * placing it need not carry), and no box of its own, so the button sits in their row or cell.
 * @example <ActionRoot><button type="button" className="portico-button">{label}</button></ActionRoot>
 */
export function ActionRoot({ children, boxed = false }: { children: ReactNode; boxed?: boolean }) {
  return (
    <div ref={actionsStyle} className={boxed ? 'portico-ui' : 'portico-ui shell-customer-actions'}>
      {children}
    </div>
  );
}

/**
 * A required choice from a list (a `<select>` starting on Choose…), with its error; while the list
 * loads a spinner, and its failure with Try again, in the field's place.
 * @example <ChoiceField id={idOf('premisesId')} label={t('common.premises')} options={premises} value={values.premisesId} error={errors.premisesId} onChange={(id) => form.change('premisesId', id)} />
 */
export function ChoiceField(props: {
  id: string;
  label: string;
  name: string;
  options: (LoadState<readonly { id: string; name: string }[]> & { retry: () => void }) | readonly { id: string; name: string }[];
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const { id, label, name, options, value, error, onChange } = props;
  const state = 'status' in options ? options : { status: 'loaded' as const, data: options, retry: () => undefined };
  return (
    <Loaded state={state}>
      {(list) => (
        <Field id={id} label={label} error={error}>
          <select name={name} value={value} onChange={(event) => onChange(event.target.value)}>
            <option value="">{t('customers.choose')}</option>
            {list.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </Field>
      )}
    </Loaded>
  );
}
