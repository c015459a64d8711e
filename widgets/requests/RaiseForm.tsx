import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createTicket } from '../../core/api/endpoints/tickets';
import { isApiError } from '../../core/api/error';
import { checkResolver, useValidatedForm } from '../../core/forms';
import { t as translate, useT } from '../../core/i18n';
import type { Development } from '../../core/schemas/developments';
import { TICKET_MESSAGE_MAX, type Ticket, type TicketCategory, type TicketOwnerType } from '../../core/schemas/tickets';
import { Alert } from '../../core/ui/Alert';
import { ErrorSummary } from '../../core/ui/ErrorSummary';
import { Field } from '../../core/ui/Field';
import { $developments } from '../../core/stores/developments';
import { $ticketCategories, $ticketOwnerTypes } from '../../core/stores/tickets';
import { Loaded, useResource, type LoadState } from '../../core/ui/Loaded';
import { Heading } from '../../core/ui/links';
import { Spinner } from '../../core/ui/Spinner';
import { CallNumbers } from './CallNumbers';
import {
  checkRaise,
  clearDraft,
  EMPTY_RAISE_VALUES,
  loadDraft,
  raisableDevelopments,
  raiseBody,
  raiseFields,
  saveDraft,
  visiblePremises,
  type RaiseContext,
  type Raiser,
  type RaiseValues,
} from './form';
import { FilePicker } from './FilePicker';
import { useUploads } from './useUploads';
import type { RaiseRequestProps } from './RaiseRequest';
import { useSignedInUser } from '../../core/session/useSignedInUser';
import { CharacterCount } from '../../core/ui/CharacterCount';

/** What the form offers: the developments the user may raise in, the categories and the audiences. */
interface RaiseChoices {
  developments: Development[];
  categories: TicketCategory[];
  ownerTypes: TicketOwnerType[];
}

/**
 * The raise form for a known user and raiser (what `RaiseRequest` and the list's dialog show once
 * the session is known): loads the user's developments, the categories and the owner types, then
 * the form. Apart from `RaiseRequest`, so the list loads it on demand without the sign-in.
 * @example <RaiseRequestForm raiser="customer" onContinue={close} />
 */
export function RaiseRequestForm({ raiser, ...props }: RaiseRequestProps & { raiser: Raiser }) {
  const session = useSignedInUser();
  // Shown only while signed in (the callers show the sign-in otherwise); keyed by the user, so
  // another user starts from their own draft.
  return session.status === 'signed-in' ? <LoadedRaise key={session.user.id} userId={session.user.id} raiser={raiser} {...props} /> : null;
}

function LoadedRaise({ userId, raiser, ...props }: RaiseRequestProps & { userId: string; raiser: Raiser }) {
  // The page's stores: the developments the rest of the page read, the categories and owner types
  // every raise form of the page shares.
  const developments = useResource($developments, translate('errors.developments'));
  const categories = useResource($ticketCategories, '');
  const ownerTypes = useResource($ticketOwnerTypes, '');
  const loads = [developments, categories, ownerTypes];
  const failed = loads.find((state) => state.status === 'failed');
  const data: LoadState<RaiseChoices> & { retry: () => void } =
    developments.status === 'loaded' && categories.status === 'loaded' && ownerTypes.status === 'loaded'
      ? { status: 'loaded', data: { developments: raisableDevelopments(developments.data, raiser), categories: categories.data, ownerTypes: ownerTypes.data }, retry: () => undefined }
      : failed?.status === 'failed'
        ? { status: 'failed', error: failed.error || translate('dialog.error.defaultDescription'), retry: () => loads.forEach((state) => state.status === 'failed' && state.retry()) }
        : { status: 'loading', retry: () => undefined };
  return <Loaded state={data}>{(loaded) => <RaiseForm data={loaded} userId={userId} raiser={raiser} {...props} />}</Loaded>;
}

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

type FieldName = keyof RaiseValues;

function RaiseForm({
  data,
  userId,
  raiser,
  developmentId: preferredDevelopment,
  officeHoursPhone,
  outOfHoursPhone,
  headingLevel,
  showHeading = true,
  onRaised,
  onContinue,
  emit,
}: RaiseRequestProps & { data: RaiseChoices; userId: string; raiser: Raiser }) {
  const t = useT();
  const base = useId();
  const level = Math.min(5, Math.max(1, Math.trunc(headingLevel ?? 2) || 2));
  const ids: Record<FieldName, string> = {
    developmentId: `${base}-development`,
    premisesId: `${base}-premises`,
    title: `${base}-subject`,
    description: `${base}-message`,
    categoryId: `${base}-category-0`,
    ownerTypeCode: `${base}-audience-0`,
  };
  const preferred = preferredDevelopment?.trim() || undefined;
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

  const development = data.developments.find((candidate) => candidate.id === values.developmentId);
  const context = contextOf(values);
  const fields = raiseFields(context);
  const shown = (field: FieldName) => form.errors[field];
  const failedFiles = uploads.entries.filter((entry) => entry.state === 'failed').length;
  const locked = busy || created !== null;

  useEffect(() => {
    if (done) successRef.current?.querySelector<HTMLElement>('[data-focus]')?.focus();
    if (!done && firstFieldNext.current) {
      firstFieldNext.current = false;
      formRef.current?.querySelector<HTMLElement>('select, input, textarea')?.focus();
    }
  }, [done]);

  // Typed by the user: kept as the draft (an untouched form writes none).
  const change = (field: FieldName, value: string) => {
    const next = settle({ ...values, [field]: value }, data, preferred);
    form.setValues(next);
    saveDraft(userId, next);
  };
  const touch = (field: FieldName) => form.blur(field);

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

  if (done) {
    return (
      <div ref={successRef} className="portico-requests__success" part="success">
        <Heading level={level} className="portico-requests__heading" tabIndex={-1} data-focus="">
          {t('requests.success.title')}
        </Heading>
        <p>{t('requests.success.text')}</p>
        <div className="portico-requests__actions">
          {onContinue ? (
            <button type="button" className="portico-button portico-button--primary" part="continue" onClick={onContinue}>
              {t('common.continue')}
            </button>
          ) : null}
          <button type="button" className="portico-button portico-button--secondary" part="raise-another" onClick={raiseAnother}>
            {t('requests.raiseAnother')}
          </button>
        </div>
      </div>
    );
  }

  const premises = visiblePremises(development);
  // In the order the fields show, and only the fields shown.
  const listed = form.summary((field) => ids[field]);
  const summary = fields.flatMap((field) => listed.filter((entry) => entry.fieldId === ids[field]));

  return (
    <form ref={formRef} className="portico-requests__form" part="form" noValidate onSubmit={(event) => void submit(event)}>
      {showHeading ? (
        <Heading level={level} className="portico-requests__heading">
          {t('requests.form.title')}
        </Heading>
      ) : null}
      {raiser === 'customer' ? <CallNumbers developmentId={values.developmentId} officeHoursPhone={officeHoursPhone} outOfHoursPhone={outOfHoursPhone} /> : null}
      {raiser === 'client' ? (
        <p className="portico-requests__note" part="client-note">
          {t('requests.clientNote')}
        </p>
      ) : null}
      <ErrorSummary errors={summary} focusKey={form.focusKey} />
      {form.serverError ? (
        <Alert type="error" className="portico-requests__create-error">
          {form.serverError}
        </Alert>
      ) : null}
      <Field id={ids.developmentId} label={t('common.development')} error={shown('developmentId')}>
        <select value={values.developmentId} disabled={locked} onChange={(event) => change('developmentId', event.currentTarget.value)} onBlur={() => touch('developmentId')}>
          <option value="">{t('requests.form.choose')}</option>
          {data.developments.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </select>
      </Field>
      {raiser === 'customer' ? (
        <Field id={ids.premisesId} label={t('common.premises')} error={shown('premisesId')}>
          <select value={values.premisesId} disabled={locked} onChange={(event) => change('premisesId', event.currentTarget.value)} onBlur={() => touch('premisesId')}>
            <option value="">{t('requests.form.choose')}</option>
            {premises.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <Field id={ids.title} label={t('requests.form.subject')} error={shown('title')}>
        <input type="text" autoComplete="off" value={values.title} disabled={locked} onChange={(event) => change('title', event.currentTarget.value)} onBlur={() => touch('title')} />
      </Field>
      <Field id={ids.description} label={t('requests.form.message')} error={shown('description')}>
        {(control) => (
          <CharacterCount {...control} value={values.description} max={TICKET_MESSAGE_MAX} disabled={locked} onChange={(value) => change('description', value)} onBlur={() => touch('description')} />
        )}
      </Field>
      {raiser === 'customer' ? (
        <RadioGroup
          name={`${base}-category`}
          idPrefix={`${base}-category`}
          legend={t('common.category')}
          options={data.categories.map((category) => ({ value: category.id, label: category.name }))}
          value={values.categoryId}
          error={shown('categoryId')}
          disabled={locked}
          onChange={(value) => change('categoryId', value)}
          part="category"
        />
      ) : null}
      {raiser === 'customer' && context.hasSiteStaff ? (
        <RadioGroup
          name={`${base}-audience`}
          idPrefix={`${base}-audience`}
          legend={t('requests.audience')}
          options={data.ownerTypes.map((ownerType) => ({ value: ownerType.code, label: ownerType.name }))}
          value={values.ownerTypeCode}
          error={shown('ownerTypeCode')}
          disabled={locked}
          onChange={(value) => change('ownerTypeCode', value)}
          part="audience"
        />
      ) : null}
      <FilePicker
        id={`${base}-files`}
        entries={uploads.entries}
        held={0}
        onAdd={(files) => uploads.add(files)}
        onRemove={(key) => uploads.remove(key)}
        problems={problems}
        onProblems={setProblems}
        disabled={busy}
      />
      {created && !busy && failedFiles > 0 ? (
        <Alert type="warning" className="portico-requests__partial">
          <p>{t('requests.upload.partial', { count: failedFiles })}</p>
          <div className="portico-requests__actions">
            <button type="button" className="portico-button portico-button--primary" part="retry-files" onClick={() => void sendFiles(created)}>
              {t('common.retry')}
            </button>
            <button type="button" className="portico-button portico-button--secondary" part="skip-files" onClick={() => finish(created)}>
              {t('requests.upload.skip', { count: failedFiles })}
            </button>
          </div>
        </Alert>
      ) : null}
      {busy && !created ? <Spinner /> : null}
      {created ? null : (
        <div className="portico-requests__actions">
          <button type="submit" className="portico-button portico-button--primary" part="submit" aria-disabled={busy ? true : undefined}>
            {t('requests.form.submit')}
          </button>
        </div>
      )}
    </form>
  );
}

interface RadioGroupProps {
  name: string;
  idPrefix: string;
  legend: string;
  options: { value: string; label: string }[];
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
  part: string;
}

/** A required choice as radio buttons in a fieldset named by its legend; the first radio takes the error summary's link. */
function RadioGroup({ name, idPrefix, legend, options, value, error, disabled, onChange, part }: RadioGroupProps) {
  const t = useT();
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset className={`portico-requests__radios${error ? ' portico-requests__radios--invalid' : ''}`} part={part} aria-describedby={error ? errorId : undefined}>
      <legend className="portico-requests__legend">{legend}</legend>
      {error ? (
        <p id={errorId} className="portico-requests__error">
          <span className="portico-visually-hidden">{t('ui.field.errorPrefix')}</span> {error}
        </p>
      ) : null}
      {options.map((option, index) => (
        <div key={option.value} className="portico-requests__radio">
          <input
            type="radio"
            id={`${idPrefix}-${index}`}
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={disabled}
            onChange={() => onChange(option.value)}
          />
          <label htmlFor={`${idPrefix}-${index}`}>{option.label}</label>
        </div>
      ))}
    </fieldset>
  );
}
