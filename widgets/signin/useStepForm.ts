import { useState, type FormEvent } from 'react';
import { isApiError } from '../../core/api/error';
import type { SummaryError } from '../../core/ui/ErrorSummary';
import { errorText } from '../../core/api/errorText';

/** A form's check: every failing field's message, in the form's field order (an empty object when all pass). */
export type FormCheck<V> = (values: V) => Partial<Record<keyof V, string>>;

/**
 * The state every step form of the sign-in and sign-up keeps: values, per-field errors, how often
 * it was submitted (the error summary takes focus on each failed submit), the request in flight
 * and the server's answer. An invalid submit checks, and so marks, every field (spec 1 §5); after
 * it, errors follow the typing. A failed request keeps everything typed, shows the server's
 * message and puts its per-field messages (`fields`, by the last segment of their path) on the
 * fields.
 * @example const form = useStepForm((values) => checkForm(passwordRules, values), { email: '', password: '' });
 */
export function useStepForm<V extends object>(check: FormCheck<V>, initial: V | (() => V)) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const change = <K extends keyof V>(name: K, value: V[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitCount > 0) setErrors(check(next));
  };

  /** Validates, then runs `send` with the values unless a request is in flight or a field fails. */
  const submit = async (event: FormEvent | null, send: (values: V) => Promise<void>) => {
    event?.preventDefault();
    if (pending) return;
    setSubmitCount((count) => count + 1);
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    setServerError(null);
    try {
      await send(values);
    } catch (error) {
      setServerError(errorText(error));
      if (isApiError(error) && error.fields) {
        const fieldErrors: Partial<Record<keyof V, string>> = {};
        for (const [path, messages] of Object.entries(error.fields)) {
          const name = path.split('.').pop() as keyof V;
          if (name in values && messages.length > 0) fieldErrors[name] = messages.join(' ');
        }
        setErrors(fieldErrors);
      }
    } finally {
      setPending(false);
    }
  };

  /** The error summary's entries, each linked to the field `idOf` names. */
  const summary = (idOf: (name: keyof V & string) => string): SummaryError[] =>
    (Object.keys(errors) as (keyof V & string)[]).flatMap((name) => {
      const message = errors[name];
      return message ? [{ fieldId: idOf(name), message }] : [];
    });

  return { values, errors, submitCount, pending, serverError, change, submit, summary, setValues };
}
