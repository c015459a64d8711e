import { useRef, useState, type FormEvent } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type ResolverOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { failureText as callFailureText, isApiError } from '../api/error';
import type { SummaryError } from '../ui/ErrorSummary';

/**
 * What `useValidatedForm` needs: the resolver of the form's rules (`rulesResolver` or
 * `checkResolver`) and the values it starts with.
 * @example const options: ValidatedFormOptions<MfaValues> = { resolver: rulesResolver(mfaRules), defaultValues: { code: '' } };
 */
export interface ValidatedFormOptions<V extends FieldValues> {
  resolver: Resolver<V>;
  defaultValues: V | (() => V);
  /** The text of a failed submit's error; default the API's message, or the generic one. */
  failureText?: (error: unknown) => string;
}

/**
 * Every form of the portal, on react-hook-form: the values, each field's message, how often it
 * was submitted, the error summary's `focusKey` (it takes focus on each invalid submit), the request in flight and
 * the server's answer. An invalid submit checks, and so marks, every field; after it,
 * errors follow the typing. A failed request keeps everything typed, shows the server's message
 * (`serverError`) and puts its per-field messages (`fields`, by the last segment of their path)
 * on the fields. `form` is react-hook-form's own object, for what this one does not cover.
 * @example
 * const form = useValidatedForm({ resolver: rulesResolver<PasswordValues>(passwordRules), defaultValues: { email: '', password: '' } });
 * <form onSubmit={(event) => void form.submit(event, (values) => signIn(values))}>
 */
export function useValidatedForm<V extends FieldValues>({ resolver, defaultValues, failureText = callFailureText }: ValidatedFormOptions<V>) {
  const [initial] = useState(defaultValues);
  const form = useForm<V>({
    resolver,
    defaultValues: initial as DefaultValues<V>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes focus instead, and links to each field (GOV.UK pattern).
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control }) as V;
  const { errors: errorTree, submitCount } = form.formState;
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // A second submit while one is on its way is dropped; state would only tell on the next render.
  const busy = useRef(false);
  // Fields left once (`blur`): their errors show, and follow the typing, before any submit.
  const left = useRef(new Set<string>());
  // The error summary takes focus after an invalid submit only: a server's field errors leave the
  // focus where the user is. Moved on in the render that shows the submit's errors.
  const [lastSubmitInvalid, setLastSubmitInvalid] = useState(false);
  const [focus, setFocus] = useState({ submitCount: 0, key: 0 });
  if (focus.submitCount !== submitCount) setFocus({ submitCount, key: lastSubmitInvalid ? focus.key + 1 : focus.key });
  const focusKey = focus.key;

  const errors = fieldMessages<V>(errorTree);

  const recheck = (changed: readonly string[]) => recheckFields(form, resolver, Object.keys(initial as object), left.current, changed);

  const change = <K extends keyof V & string>(name: K, value: V[K]) => {
    form.setValue(name as unknown as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true, shouldTouch: true });
    recheck([name]);
  };

  /** Sets several values at once (a saved answer, a choice that clears the ones depending on it). */
  const setValues = (next: V | ((current: V) => V)) => {
    const current = form.getValues();
    const resolved = typeof next === 'function' ? next(current) : next;
    const changed = Object.keys(resolved).filter((name) => !Object.is(current[name], resolved[name]));
    for (const name of changed) {
      form.setValue(name as Path<V>, resolved[name] as PathValue<V, Path<V>>, { shouldDirty: true, shouldTouch: true });
    }
    if (changed.length > 0) recheck(changed);
  };

  /**
   * A field left: for forms that say a field's error as soon as the user leaves it,
   * before any submit; from then on its error follows the typing.
   */
  const blur = (name: keyof V & string) => {
    left.current.add(name);
    recheck([name]);
  };

  /** Starts again from `values`: nothing touched, nothing submitted, no errors. */
  const reset = (values: V) => {
    left.current.clear();
    setServerError(null);
    form.reset(values);
  };

  /** Validates, then runs `send` with the values unless a request is in flight or a field fails. */
  const submit = async (event: FormEvent | null, send: (values: V) => Promise<void>, onInvalid?: () => void) => {
    event?.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await form.handleSubmit(async (checked) => {
        setLastSubmitInvalid(false);
        setPending(true);
        setServerError(null);
        try {
          await send(checked);
        } catch (error) {
          setServerError(failureText(error));
          markServerFields(form, error);
        } finally {
          setPending(false);
        }
      }, () => {
        setLastSubmitInvalid(true);
        onInvalid?.();
      })();
    } finally {
      busy.current = false;
    }
  };

  /**
   * The error summary's entries once the form was submitted (a field's own error may show before,
   * on `blur`), in the form's field order, each linked to the field `idOf` names.
   */
  const summary = (idOf: (name: keyof V & string) => string): SummaryError[] => {
    if (submitCount === 0) return [];
    const order = Object.keys(initial as object);
    const names = (Object.keys(errors) as (keyof V & string)[]).sort((a, b) => rank(order, a) - rank(order, b));
    return names.flatMap((name) => {
      const message = errors[name];
      return message ? [{ fieldId: idOf(name), message }] : [];
    });
  };

  return { values, errors, submitCount, focusKey, pending, serverError, change, setValues, blur, reset, submit, summary, form };
}

/**
 * Checks the form again at once, in the same render as the change (react-hook-form's own
 * re-validation is asynchronous): after a submit every field's error follows the values, so a
 * change that makes another field required shows that field's error at once; before, only the
 * fields left once (`blur`). A server's message stays on its field until that field changes.
 * `order` is the fields the form started with, `left` those left once, `changed` those just changed.
 */
function recheckFields<V extends FieldValues>(form: UseFormReturn<V>, resolver: Resolver<V>, order: readonly string[], left: ReadonlySet<string>, changed: readonly string[]) {
  const submitted = form.formState.submitCount > 0;
  if (!submitted && left.size === 0) return;
  const outcome = resolver(form.getValues(), undefined, {
    fields: {},
    names: [],
    criteriaMode: 'firstError',
    shouldUseNativeValidation: false,
  } as unknown as ResolverOptions<V>);
  if (outcome instanceof Promise) {
    void form.trigger(submitted ? undefined : (changed as Path<V>[]));
    return;
  }
  const found = outcome.errors as Record<string, FieldError | undefined>;
  const names = new Set([...order, ...Object.keys(found), ...Object.keys(form.formState.errors)]);
  for (const name of names) {
    if (name === 'root' || (!submitted && !left.has(name))) continue;
    const current = form.getFieldState(name as Path<V>).error;
    if (current?.type === 'server' && !changed.includes(name)) continue;
    const next = found[name];
    if (typeof next?.message === 'string' && next.message) {
      if (current?.message !== next.message) form.setError(name as Path<V>, { type: next.type, message: next.message });
    } else if (current) {
      form.clearErrors(name as Path<V>);
    }
  }
}

/** Each field's message, by name, from react-hook-form's error tree (its `root` left out). */
function fieldMessages<V extends FieldValues>(errorTree: FieldErrors<V>): Partial<Record<keyof V, string>> {
  const errors: Partial<Record<keyof V, string>> = {};
  for (const [name, error] of Object.entries(errorTree)) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (name !== 'root' && typeof message === 'string' && message) errors[name as keyof V] = message;
  }
  return errors;
}

/** The per-field messages of a failed request on the fields of that name (the last segment of their path). */
function markServerFields<V extends FieldValues>(form: UseFormReturn<V>, error: unknown) {
  if (!isApiError(error) || !error.fields) return;
  const known = form.getValues();
  for (const [path, messages] of Object.entries(error.fields)) {
    const name = path.split('.').pop() ?? path;
    if (name in known && messages.length > 0) form.setError(name as Path<V>, { type: 'server', message: messages.join(' ') });
  }
}

/** A field's place in the form's order; fields the form did not start with come last. */
function rank(order: readonly string[], name: string): number {
  const index = order.indexOf(name);
  return index < 0 ? order.length : index;
}

/**
 * What `useValidatedForm` answers.
 * @example function Buttons({ form }: { form: ValidatedForm<MfaValues> }) { return form.pending ? <Spinner /> : null; }
 */
export type ValidatedForm<V extends FieldValues> = ReturnType<typeof useValidatedForm<V>>;
