import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import './testSetup.dom';
import { Field } from './Field';
import { fieldWithError, fieldWithHint } from './examples';

function describedText(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');
}

describe('Field', () => {
  it('labels its control and describes it with the hint', () => {
    render(fieldWithHint.render());
    const input = screen.getByRole('textbox', { name: 'Tenant reference number' });
    expect(input.id).toBe('example-reference');
    expect(describedText(input)).toBe('It is on your latest service charge demand.');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.className).toBe('portico-input');
  });

  it('links the inline error with aria-describedby and marks the control invalid', () => {
    render(fieldWithError.render());
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toBe('Error: Enter a valid email address');
    expect(document.querySelector('.portico-field--invalid')).not.toBeNull();
  });

  it('keeps the control’s own description and class, and passes props to a render function', () => {
    render(
      <>
        <p id="own">Own description</p>
        <Field id="a" label="A" hint="Hint A" error="Error A">
          <input aria-describedby="own" className="wide" />
        </Field>
        <Field id="b" label="B" error="Error B">
          {(control) => <textarea {...control} />}
        </Field>
      </>,
    );
    const a = screen.getByRole('textbox', { name: 'A' });
    expect(a.getAttribute('aria-describedby')).toBe('own a-hint a-error');
    expect(a.className).toBe('portico-input wide');
    const b = screen.getByRole('textbox', { name: 'B' });
    expect(b.tagName).toBe('TEXTAREA');
    expect(b.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(b)).toBe('Error: Error B');
  });
});
