import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../testing/axe';
import { describe, expect, it } from 'vitest';
import '../ui/testSetup.dom';
import { checkResolver } from './resolvers';
import { TextField } from './TextField';
import { useValidatedForm } from './useValidatedForm';

type CodeValues = { code: string };
const codeResolver = checkResolver<CodeValues>(({ code }) => (code.trim() === '' ? { code: 'Enter the code' } : {}));

function CodeForm() {
  const form = useValidatedForm<CodeValues>({ resolver: codeResolver, defaultValues: { code: 'AB' } });
  return (
    <form noValidate onSubmit={(event) => void form.submit(event, async () => undefined)}>
      <TextField form={form} name="code" id="code" label="Code" hint="On the letter" autoComplete="off" spellCheck={false} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('TextField', () => {
  it('shows the form value in a labelled input, follows the typing, and marks the error on its field', async () => {
    const user = userEvent.setup();
    const { container } = render(<CodeForm />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Code' });
    expect(input.value).toBe('AB');
    expect(input.getAttribute('type')).toBe('text');
    expect(input.getAttribute('name')).toBe('code');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.getAttribute('aria-describedby')).toBe('code-hint');

    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('code-hint code-error');
    screen.getByText('Enter the code');

    await user.type(input, 'CD');
    expect(input.value).toBe('CD');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
