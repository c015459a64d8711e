import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createTicket } from '../../core/api/endpoints/tickets';
import { isApiError } from '../../core/api/error';
import type { EmitFn } from '../../core/events';
import { checkResolver, useValidatedForm } from '../../core/forms';
import { t as translate } from '../../core/i18n';
import type { Development } from '../../core/schemas/developments';
import type { Ticket, TicketCategory, TicketOwnerType } from '../../core/schemas/tickets';
import { checkRaise, clearDraft, EMPTY_RAISE_VALUES, loadDraft, raiseBody, saveDraft, visiblePremises, type RaiseContext, type Raiser, type RaiseValues } from './form';
import { useUploads } from './useUploads';

/** What the form offers: the developments the user may raise in, the categories and the audiences. */
export interface RaiseChoices {
  developments: Development[];
  categories: TicketCategory[];
  ownerTypes: TicketOwnerType[];
}

/** One of the raise form's fields. */
export type RaiseFieldName = keyof RaiseValues;

/** Values made consistent with the lists: a lone development or premises chosen, stale choices dropped. */
function settle(values: RaiseValues, data: RaiseChoices, preferredDevelopment: string | undefined): RaiseValues {
  const next = { ...values };
  const ids = data.developments.map((development) => development.id);
  if (!ids.includes(next.developmentId)) next.developmentId = '';
  if (next.developmentId === '' && preferredDevelopment && ids.includes(preferredDevelopment)) next.developmentId = preferredDevelopment;
  if (next.developmentId === '' && ids.length === 1) next.developmentId = ids[0]!;
  const development = data.developments.find((candidate) => candidate.id === next.developmentId);
  const premises = visiblePremises(development);
  if (!premises.some((candidate) => candidate.id === next.premisesId)) next.premisesId = '';
  if (next.premisesId === '' && premises.length === 1) next.premisesId = premises[0]!.id;
  if (!data.categories.some((category) => category.id === next.categoryId)) next.categoryId = '';
  if (!development?.hasSiteStaff || !data.ownerTypes.some((ownerType) => ownerType.code === next.ownerTypeCode)) next.ownerTypeCode = '';
  return next;
}

/** Who raises, in what, and whom to tell once the request is raised. */
export interface RaiseFormSetup {
  data: RaiseChoices;
  userId: string;
  raiser: Raiser;
  /** The development to preselect, when it is one of the choices. */
  preferred: string | undefined;
  onRaised: ((ticket: Ticket) => void) | undefined;
  emit: EmitFn | undefined;
}

/**
 * The raise form's state and steps: the values settled against the choices and kept as the draft,
 * the request created once, its files uploaded (a failed file retried alone), the confirmation,
 * and Raise another back to the first field.
 * @example const raise = useRaiseForm({ data, userId, raiser: 'customer', preferred: undefined, onRaised, emit });
 */
export function useRaiseForm({ data, userId, raiser, preferred, onRaised, emit }: RaiseFormSetup) {
  // The request's context follows the chosen development: the check reads it from the values.
  const contextOf = (values: RaiseValues): RaiseContext => ({
    raiser,
    hasSiteStaff: data.developments.find((candidate) => candidate.id === values.developmentId)?.hasSiteStaff ?? false,
  });
  const form = useValidatedForm<RaiseValues>({
    resolver: checkResolver((values) => checkRaise(values, contextOf(values))),
    defaultValues: () => settle(loadDraft(userId) ?? EMPTY_RAISE_VALUES, data, preferred),
    // spec 2 §8: an inline alert; everything typed and chosen stays for another try.
    failureText: (error) => (isApiError(error) ? error.message : translate('errors.request.create')),
  });
  const { values } = form;
  // Once the request exists, a retry sends only the files, never the request again.
  const [created, setCreated] = useState<Ticket | null>(null);
  const [uploading, setUploading] = useState(false);
  const busy = form.pending || uploading;
  const [done, setDone] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const uploads = useUploads();
  const successRef = useRef<HTMLDivElement>(null);
  const firstFieldNext = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (done) successRef.current?.querySelector<HTMLElement>('[data-focus]')?.focus();
    if (!done && firstFieldNext.current) {
      firstFieldNext.current = false;
      formRef.current?.querySelector<HTMLElement>('select, input, textarea')?.focus();
    }
  }, [done]);

  // Typed by the user: kept as the draft (an untouched form writes none).
  const change = (field: RaiseFieldName, value: string) => {
    const next = settle({ ...values, [field]: value }, data, preferred);
    form.setValues(next);
    saveDraft(userId, next);
  };
  const touch = (field: RaiseFieldName) => form.blur(field);

  const finish = (ticket: Ticket) => {
    clearDraft(userId);
    setDone(true);
    emit?.('portico-request-raised', { requestId: ticket.id });
    onRaised?.(ticket);
  };

  const sendFiles = async (ticket: Ticket) => {
    setUploading(true);
    const { failed } = await uploads.upload(ticket.id, uploads.entries);
    setUploading(false);
    if (failed === 0) finish(ticket);
  };

  const locked = busy || created !== null;
  // spec 2 §5: an invalid submit marks every field touched; the summary takes focus.
  const submit = (event: FormEvent) => {
    if (locked) {
      event.preventDefault();
      return;
    }
    void form.submit(event, async (checked) => {
      const ticket = await createTicket(raiseBody(checked, contextOf(checked), data.categories, data.ownerTypes), {
        errorPrefix: translate('errors.request.create'),
      });
      setCreated(ticket);
      // Outside the submit: a failed file is the files' own (Retry), not the request's.
      void sendFiles(ticket);
    });
  };

  const raiseAnother = () => {
    form.reset(settle(EMPTY_RAISE_VALUES, data, preferred));
    setCreated(null);
    setProblems([]);
    uploads.reset();
    firstFieldNext.current = true;
    setDone(false);
  };

  const context = contextOf(values);
  const failedFiles = uploads.entries.filter((entry) => entry.state === 'failed').length;
  return { form, values, context, created, busy, locked, done, problems, setProblems, uploads, failedFiles, successRef, formRef, change, touch, finish, sendFiles, submit, raiseAnother };
}
