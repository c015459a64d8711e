import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../testing/axe';
import { useId, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../ui/testSetup.dom';
import { ApiError } from '../api/error';
import { Field } from '../ui/Field';
import { $dialog, closeDialog } from '../ui/dialogStore';
import { FormDialog, type FormDialogProps } from './FormDialog';
import { checkResolver } from './resolvers';
import { useValidatedForm } from './useValidatedForm';

afterEach(() => act(() => closeDialog()));

type NameValues = { name: string };
const nameResolver = checkResolver<NameValues>(({ name }) => (name.trim() === '' ? { name: 'Enter a name' } : {}));
const refused = () => new ApiError({ kind: 'http', status: 409, messages: ['That name is taken.'], prefix: 'Could not save the name.' });

type Shown = Pick<FormDialogProps<NameValues>, 'send' | 'errorTitle' | 'failure'>;

/** A one-field form in the dialog, behind the button that opens it, the way a screen places it. */
function NameDialog(props: Shown) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Rename
      </button>
      <NameForm {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function NameForm({ open, onClose, ...props }: Shown & { open: boolean; onClose: () => void }) {
  const id = useId();
  const form = useValidatedForm<NameValues>({ resolver: nameResolver, defaultValues: { name: 'Gym' } });
  return (
    <FormDialog open={open} heading="Rename" form={form} summary={form.summary(() => id)} onClose={onClose} {...props}>
      <Field id={id} label="Name" error={form.errors.name}>
        <input type="text" value={form.values.name} onChange={(event) => form.change('name', event.target.value)} />
      </Field>
    </FormDialog>
  );
}

async function typeName(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Rename' }));
  const input = screen.getByRole('textbox', { name: 'Name' });
  await user.clear(input);
  if (name) await user.type(input, name);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return user;
}

describe('FormDialog', () => {
  it('an invalid submit lists the problem in the error summary, sends nothing, and axe finds nothing', async () => {
    const send = vi.fn(() => Promise.resolve());
    render(<NameDialog send={send} />);
    await typeName('');
    expect((await screen.findByRole('link', { name: 'Enter a name' })).getAttribute('href')).toMatch(/^#/);
    expect(send).not.toHaveBeenCalled();
    await expectNoAxeViolations(screen.getByRole('dialog', { name: 'Rename' }));
  });

  it('with an error title, a failure shows in an alert above the fields and keeps what was typed', async () => {
    render(<NameDialog send={() => Promise.reject(refused())} errorTitle="Could not rename" />);
    await typeName('Pool');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not rename');
    expect(alert.textContent).toContain('That name is taken.');
    expect($dialog.get()).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Pool');
  });

  it('without one, a failure opens the failure dialog with its words on top, and the form stays open with what was typed', async () => {
    render(<NameDialog send={() => Promise.reject(refused())} failure={{ title: 'An error occured', prefix: 'Could not save the name.' }} />);
    await typeName('Pool');
    await waitFor(() => expect($dialog.get()).toMatchObject({ kind: 'error', type: 'An error occured', status: 409, description: 'Could not save the name. That name is taken.' }));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Pool');
  });

  it('a send that answers a text closes the dialog and shows that text in the success dialog', async () => {
    render(<NameDialog send={() => Promise.resolve('<p>Renamed.</p>')} />);
    await typeName('Pool');
    await waitFor(() => expect($dialog.get()).toMatchObject({ kind: 'success', html: '<p>Renamed.</p>' }));
    expect(screen.queryByRole('dialog', { name: 'Rename' })).toBeNull();
  });
});
