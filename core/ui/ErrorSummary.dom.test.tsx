import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import './testSetup.dom';
import { ErrorSummary, summariseFieldErrors } from './ErrorSummary';
import { Field } from './Field';
import { errorSummary } from './examples';

const errors = [
  { fieldId: 'first-name', message: 'This field is required' },
  { fieldId: 'email', message: 'Enter a valid email address' },
];

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} focusKey={1} />);
    expect(container.innerHTML).toBe('');
  });

  it('lists each message as a link to its field under the catalogue heading', () => {
    render(<ErrorSummary errors={errors} />);
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['This field is required', '#first-name'],
      ['Enter a valid email address', '#email'],
    ]);
    expect(summary.getAttribute('tabindex')).toBe('-1');
  });

  it('takes focus on each new focusKey, and not without one', () => {
    const { rerender } = render(
      <>
        <input aria-label="elsewhere" />
        <ErrorSummary errors={errors} />
      </>,
    );
    const elsewhere = screen.getByRole('textbox');
    elsewhere.focus();
    expect(document.activeElement).toBe(elsewhere);

    rerender(
      <>
        <input aria-label="elsewhere" />
        <ErrorSummary errors={errors} focusKey={1} />
      </>,
    );
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);

    elsewhere.focus();
    rerender(
      <>
        <input aria-label="elsewhere" />
        <ErrorSummary errors={errors.slice(0, 1)} focusKey={1} />
      </>,
    );
    expect(document.activeElement).toBe(elsewhere);

    rerender(
      <>
        <input aria-label="elsewhere" />
        <ErrorSummary errors={errors.slice(0, 1)} focusKey={2} />
      </>,
    );
    expect(document.activeElement).toBe(summary);
  });

  it('focuses the field when a link is clicked', async () => {
    const user = userEvent.setup();
    render(errorSummary.render());
    await user.click(screen.getByRole('link', { name: 'Verification code is required' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Verification code' }));
    expect(window.location.hash).toBe('');
  });

  it('finds the field inside the same shadow root', async () => {
    const user = userEvent.setup();
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    render(errorSummary.render(), { container });
    const link = shadow.querySelector('a[href="#summary-first-name"]') as HTMLAnchorElement;
    await user.click(link);
    expect(shadow.activeElement).toBe(shadow.getElementById('summary-first-name'));
    host.remove();
  });
});

function SignUpForm() {
  const { register, handleSubmit, formState } = useForm<{ firstName: string; email: string }>({
    defaultValues: { firstName: '', email: '' },
  });
  const summary = summariseFieldErrors(formState.errors);
  return (
    <form noValidate onSubmit={handleSubmit(() => {})}>
      <ErrorSummary errors={summary} focusKey={formState.submitCount} />
      <Field id="firstName" label="First name" error={formState.errors.firstName?.message}>
        <input {...register('firstName', { required: 'This field is required' })} />
      </Field>
      <Field id="email" label="Email" error={formState.errors.email?.message}>
        <input {...register('email', { required: 'Enter a valid email address' })} />
      </Field>
      <button type="submit">Register</button>
    </form>
  );
}

describe('ErrorSummary with react-hook-form', () => {
  it('shows every field’s error after an invalid submit and focuses the summary', async () => {
    const user = userEvent.setup();
    render(<SignUpForm />);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['#firstName', '#email']);
    expect(screen.getByRole('textbox', { name: 'First name' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('summariseFieldErrors', () => {
  it('flattens nested errors with dotted names, maps ids and skips root errors', () => {
    const summary = summariseFieldErrors(
      {
        root: { serverError: { type: '500', message: 'Server' } },
        address: { city: { type: 'required', message: 'City is required' }, country: undefined },
        phone: { type: 'maxLength', message: 'Too long', ref: { name: 'phone' } },
      },
      (name) => `profile-${name}`,
    );
    expect(summary).toEqual([
      { fieldId: 'profile-address.city', message: 'City is required' },
      { fieldId: 'profile-phone', message: 'Too long' },
    ]);
  });
});
