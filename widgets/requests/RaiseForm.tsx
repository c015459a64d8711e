import { useId, type RefObject } from 'react';
import { t as translate, useT } from '../../core/i18n';
import { TICKET_MESSAGE_MAX } from '../../core/schemas/tickets';
import { Alert } from '../../core/ui/Alert';
import { ErrorSummary } from '../../core/ui/ErrorSummary';
import { Field } from '../../core/ui/Field';
import { $developments } from '../../core/stores/developments';
import { $ticketCategories, $ticketOwnerTypes } from '../../core/stores/tickets';
import { joinLoads } from '../../core/ui/joinLoads';
import { Loaded, useResource } from '../../core/ui/Loaded';
import { clampHeadingLevel, Heading } from '../../core/ui/links';
import { Spinner } from '../../core/ui/Spinner';
import { CallNumbers } from './CallNumbers';
import { CharacterCount } from '../../core/ui/CharacterCount';
import { raisableDevelopments, raiseFields, visiblePremises, type Raiser } from './form';
import { FilePicker } from './FilePicker';
import type { RaiseRequestProps } from './raiseProps';
import { useRaiseForm, type RaiseChoices, type RaiseFieldName } from './useRaiseForm';
import { useSignedInUser } from '../../core/elements/useSignedInUser';

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
  const loads = joinLoads(useResource($developments, translate('errors.developments')), useResource($ticketCategories, ''), useResource($ticketOwnerTypes, ''));
  // The categories and owner types have no text of their own: a failure without the server's says the generic one.
  const state = loads.status === 'failed' ? { ...loads, error: loads.error || translate('dialog.error.defaultDescription') } : loads;
  return (
    <Loaded state={state}>
      {([developments, categories, ownerTypes]) => (
        <RaiseForm data={{ developments: raisableDevelopments(developments, raiser), categories, ownerTypes }} userId={userId} raiser={raiser} {...props} />
      )}
    </Loaded>
  );
}

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
  const level = clampHeadingLevel(headingLevel);
  const ids = fieldIds(base);
  const { form, values, context, created, busy, locked, done, problems, setProblems, uploads, failedFiles, successRef, formRef, change, touch, finish, sendFiles, submit, raiseAnother } = useRaiseForm({ data, userId, raiser, preferred: preferredDevelopment?.trim() || undefined, onRaised, emit });
  const shown = (field: RaiseFieldName) => form.errors[field];

  if (done) return <RaiseSuccess rootRef={successRef} level={level} onContinue={onContinue} onRaiseAnother={raiseAnother} />;

  const development = data.developments.find((candidate) => candidate.id === values.developmentId);
  // In the order the fields show, and only the fields shown.
  const listed = form.summary((field) => ids[field]);
  const summary = raiseFields(context).flatMap((field) => listed.filter((entry) => entry.fieldId === ids[field]));
  // What every choice and radio group takes from the form.
  const bound = (field: RaiseFieldName) => ({ value: values[field], error: shown(field), disabled: locked, onChange: (value: string) => change(field, value) });
  const radios = (field: 'categoryId' | 'ownerTypeCode', name: string) => ({ name: `${base}-${name}`, idPrefix: `${base}-${name}`, part: name, ...bound(field) });

  return (
    <form ref={formRef} className="portico-requests__form" part="form" noValidate onSubmit={(event) => void submit(event)}>
      {showHeading ? (
        <Heading level={level} className="portico-requests__heading">
          {t('requests.form.title')}
        </Heading>
      ) : null}
      <WhomItGoesTo raiser={raiser} developmentId={values.developmentId} officeHoursPhone={officeHoursPhone} outOfHoursPhone={outOfHoursPhone} />
      <ErrorSummary errors={summary} focusKey={form.focusKey} />
      {form.serverError ? (
        <Alert type="error" className="portico-requests__create-error">
          {form.serverError}
        </Alert>
      ) : null}
      <ChoiceField id={ids.developmentId} label={t('common.development')} choices={data.developments} {...bound('developmentId')} onBlur={() => touch('developmentId')} />
      {raiser === 'customer' ? (
        <ChoiceField id={ids.premisesId} label={t('common.premises')} choices={visiblePremises(development)} {...bound('premisesId')} onBlur={() => touch('premisesId')} />
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
        <RadioGroup {...radios('categoryId', 'category')} legend={t('common.category')} options={data.categories.map((category) => ({ value: category.id, label: category.name }))} />
      ) : null}
      {raiser === 'customer' && context.hasSiteStaff ? (
        <RadioGroup {...radios('ownerTypeCode', 'audience')} legend={t('requests.audience')} options={data.ownerTypes.map((ownerType) => ({ value: ownerType.code, label: ownerType.name }))} />
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
      {created && !busy && failedFiles > 0 ? <FilesLeftBehind count={failedFiles} onRetry={() => void sendFiles(created)} onSkip={() => finish(created)} /> : null}
      {busy && !created ? <Spinner /> : null}
      {created ? null : <SubmitRow busy={busy} />}
    </form>
  );
}

/** The ids of the fields, each error summary entry's link; a radio group's is its first radio's. */
function fieldIds(base: string): Record<RaiseFieldName, string> {
  return {
    developmentId: `${base}-development`,
    premisesId: `${base}-premises`,
    title: `${base}-subject`,
    description: `${base}-message`,
    categoryId: `${base}-category-0`,
    ownerTypeCode: `${base}-audience-0`,
  };
}

/** Customers see the numbers to call; clients that the request goes to the property manager. */
function WhomItGoesTo({ raiser, developmentId, officeHoursPhone, outOfHoursPhone }: Pick<RaiseRequestProps, 'officeHoursPhone' | 'outOfHoursPhone'> & { raiser: Raiser; developmentId: string }) {
  const t = useT();
  if (raiser === 'customer') return <CallNumbers developmentId={developmentId} officeHoursPhone={officeHoursPhone} outOfHoursPhone={outOfHoursPhone} />;
  return (
    <p className="portico-requests__note" part="client-note">
      {t('requests.clientNote')}
    </p>
  );
}

/** The confirmation: its heading takes focus; Continue (when the host gave one) and Raise another. */
function RaiseSuccess({ rootRef, level, onContinue, onRaiseAnother }: { rootRef: RefObject<HTMLDivElement | null>; level: number; onContinue: (() => void) | undefined; onRaiseAnother: () => void }) {
  const t = useT();
  return (
    <div ref={rootRef} className="portico-requests__success" part="success">
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
        <button type="button" className="portico-button portico-button--secondary" part="raise-another" onClick={onRaiseAnother}>
          {t('requests.raiseAnother')}
        </button>
      </div>
    </div>
  );
}

interface ChoiceFieldProps {
  id: string;
  label: string;
  choices: readonly { id: string; name: string }[];
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A required choice from a list (the development, the premises), "Choose" first. */
function ChoiceField({ id, label, choices, value, error, disabled, onChange, onBlur }: ChoiceFieldProps) {
  const t = useT();
  return (
    <Field id={id} label={label} error={error}>
      <select value={value} disabled={disabled} onChange={(event) => onChange(event.currentTarget.value)} onBlur={onBlur}>
        <option value="">{t('requests.form.choose')}</option>
        {choices.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Raise request; once the request exists, only its files are sent again. */
function SubmitRow({ busy }: { busy: boolean }) {
  const t = useT();
  return (
    <div className="portico-requests__actions">
      <button type="submit" className="portico-button portico-button--primary" part="submit" aria-disabled={busy ? true : undefined}>
        {t('requests.form.submit')}
      </button>
    </div>
  );
}

/** The request exists but some files failed: Retry sends those again, or the user goes on without them. */
function FilesLeftBehind({ count, onRetry, onSkip }: { count: number; onRetry: () => void; onSkip: () => void }) {
  const t = useT();
  return (
    <Alert type="warning" className="portico-requests__partial">
      <p>{t('requests.upload.partial', { count })}</p>
      <div className="portico-requests__actions">
        <button type="button" className="portico-button portico-button--primary" part="retry-files" onClick={onRetry}>
          {t('common.retry')}
        </button>
        <button type="button" className="portico-button portico-button--secondary" part="skip-files" onClick={onSkip}>
          {t('requests.upload.skip', { count })}
        </button>
      </div>
    </Alert>
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
