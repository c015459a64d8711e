import { useId, useState } from 'react';
import { createTicket, getTicketCategories, getTicketOwnerTypes } from '../../core/api/endpoints/tickets';
import { setMainResidence, updatePremises } from '../../core/api/endpoints/premises';
import { checkResolver, fieldResolver, FormDialog, useValidatedForm } from '../../core/forms';
import { t as translate, useT } from '../../core/i18n';
import type { Premises } from '../../core/schemas';
import { Alert } from '../../core/ui/Alert';
import { Field } from '../../core/ui/Field';
import { Loaded, useLoad } from '../../core/ui/Loaded';
import {
  ADDRESS_FIELDS,
  addressBody,
  addressValues,
  checkAddress,
  checkLinkDetails,
  linkRequestBody,
  ownContact,
  type AddressField,
  type AddressValues,
  type OwnName,
} from './premises';

/**
 * A button that opens an edit dialog, and the dialog. The form inside is keyed by each opening, so
 * it starts from the record as it is then, never from a previous attempt.
 */
function useOpening(): { open: boolean; opening: number; show: () => void; hide: () => void } {
  const [state, setState] = useState({ open: false, opening: 0 });
  return {
    ...state,
    show: () => setState((current) => ({ open: true, opening: current.opening + 1 })),
    hide: () => setState((current) => ({ ...current, open: false })),
  };
}

// A failed edit opens the generic error dialog on top of the edit's, which stays open with
// everything typed.
const editFailure = (prefix: string) => ({ title: translate('dialog.error.defaultTitle'), prefix: translate(prefix) });

type PreferencesValues = Premises['contactPreferences'];
type MainResidenceValues = { isMainResidence: boolean };

// The checks of the forms whose every value may be sent (their choices are checkboxes).
const preferencesResolver = checkResolver<PreferencesValues>(() => ({}));
const mainResidenceResolver = checkResolver<MainResidenceValues>(() => ({}));

const ADDRESS_LABELS: Record<AddressField, string> = {
  addressLine1: 'premises.address.line1',
  addressLine2: 'premises.address.line2',
  addressLine3: 'premises.address.line3',
  city: 'premises.address.city',
  county: 'premises.address.county',
  country: 'premises.address.country',
  postalCode: 'premises.address.postalCode',
};

const ADDRESS_AUTOCOMPLETE: Record<AddressField, string> = {
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  addressLine3: 'address-line3',
  city: 'address-level2',
  county: 'address-level1',
  country: 'country-name',
  postalCode: 'postal-code',
};

/**
 * The correspondence address edit (spec 1 §2, §5, §8): the address form, checked as spec 1 §5
 * says; a save raises a request for the managing agent (the API answers the premises unchanged)
 * and the success dialog says so.
 * @example <AddressEdit premises={premises} onSaved={replace} />
 */
export function AddressEdit({ premises, onSaved }: { premises: Premises; onSaved: (premises: Premises) => void }) {
  const t = useT();
  const dialog = useOpening();
  return (
    <>
      <button type="button" className="portico-button portico-button--secondary" aria-haspopup="dialog" onClick={dialog.show}>
        {t('premises.address.edit')}
      </button>
      <AddressForm key={dialog.opening} premises={premises} onSaved={onSaved} open={dialog.open} hide={dialog.hide} />
    </>
  );
}

function AddressForm({ premises, onSaved, open, hide }: { premises: Premises; onSaved: (premises: Premises) => void; open: boolean; hide: () => void }) {
  const t = useT();
  const base = useId();
  const form = useValidatedForm<AddressValues>({ resolver: addressResolver, defaultValues: () => addressValues(premises.correspondenceAddress) });
  const idOf = (field: AddressField) => `${base}-${field}`;

  const send = (values: AddressValues) =>
    updatePremises(premises.id, { correspondenceAddress: addressBody(values) }, { errorPrefix: translate('premises.edit.failed') }).then((updated) => {
      onSaved(updated);
      return translate('premises.correspondenceAddress.success');
    });

  return (
    <FormDialog open={open} heading={t('premises.correspondenceAddress.title')} onClose={hide} form={form} send={send} summary={form.summary(idOf)} failure={editFailure('premises.edit.failed')} className="shell-premises-dialog">
      {ADDRESS_FIELDS.map((field) => (
        <Field key={field} id={idOf(field)} label={t(ADDRESS_LABELS[field])} error={form.errors[field]}>
          <input type="text" autoComplete={ADDRESS_AUTOCOMPLETE[field]} value={form.values[field]} onChange={(event) => form.change(field, event.target.value)} />
        </Field>
      ))}
    </FormDialog>
  );
}

const addressResolver = checkResolver<AddressValues>(checkAddress);

/**
 * The contact preferences edit (spec 1 §2, §8): the two document delivery choices, saved at once.
 * @example <PreferencesEdit premises={premises} onSaved={replace} />
 */
export function PreferencesEdit({ premises, onSaved }: { premises: Premises; onSaved: (premises: Premises) => void }) {
  const t = useT();
  const dialog = useOpening();
  return (
    <>
      <button type="button" className="portico-button portico-button--secondary" aria-haspopup="dialog" onClick={dialog.show}>
        {t('premises.contactPreferences.edit')}
      </button>
      <PreferencesForm key={dialog.opening} premises={premises} onSaved={onSaved} open={dialog.open} hide={dialog.hide} />
    </>
  );
}

function PreferencesForm({ premises, onSaved, open, hide }: { premises: Premises; onSaved: (premises: Premises) => void; open: boolean; hide: () => void }) {
  const t = useT();
  const base = useId();
  const form = useValidatedForm({ resolver: preferencesResolver, defaultValues: premises.contactPreferences });
  const send = (values: PreferencesValues) =>
    updatePremises(premises.id, { contactPreferences: values }, { errorPrefix: translate('premises.edit.failed') }).then((updated) => {
      onSaved(updated);
      return translate('premises.contactPreferences.success');
    });
  const choices = ['serviceChangeReceivePost', 'statutoryNoticesReceiveDigital'] as const;
  return (
    <FormDialog open={open} heading={t('premises.documentDelivery.title')} onClose={hide} form={form} send={send} failure={editFailure('premises.edit.failed')} className="shell-premises-dialog">
      {choices.map((choice) => (
        <p key={choice} className="shell-premises-check">
          <input id={`${base}-${choice}`} type="checkbox" checked={form.values[choice]} onChange={(event) => form.change(choice, event.target.checked)} />
          <label htmlFor={`${base}-${choice}`}>{t(`premises.contactPreferences.${choice}`)}</label>
        </p>
      ))}
    </FormDialog>
  );
}

/**
 * The main residence change (spec 1 §4): whether this premises is the user's main residence, sent
 * for the user's own contact record; `onSaved` gets the premises as it now is, and the page
 * unticks the others.
 * @example <MainResidenceEdit premises={premises} name={user.profile} onSaved={applyMain} />
 */
export function MainResidenceEdit({ premises, name, onSaved }: { premises: Premises; name: OwnName; onSaved: (premises: Premises) => void }) {
  const t = useT();
  const dialog = useOpening();
  const contact = ownContact(premises, name);
  // The API changes only the caller's own contact record; without one there is nothing to change.
  if (!contact) return null;
  return (
    <>
      <button type="button" className="portico-button portico-button--secondary" aria-haspopup="dialog" onClick={dialog.show}>
        {t('premises.mainResidence.edit')}
      </button>
      <MainResidenceForm
        key={dialog.opening}
        premises={premises}
        contactUuid={contact.contactUuid}
        onSaved={onSaved}
        open={dialog.open}
        hide={dialog.hide}
      />
    </>
  );
}

function MainResidenceForm({
  premises,
  contactUuid,
  onSaved,
  open,
  hide,
}: {
  premises: Premises;
  contactUuid: string;
  onSaved: (premises: Premises) => void;
  open: boolean;
  hide: () => void;
}) {
  const t = useT();
  const id = useId();
  const form = useValidatedForm({ resolver: mainResidenceResolver, defaultValues: { isMainResidence: premises.isMainResidence } });
  const send = (values: MainResidenceValues) =>
    setMainResidence(premises.id, { contactUuid, isMainResidence: values.isMainResidence }, { errorPrefix: translate('premises.edit.failed') }).then((updated) => {
      onSaved(updated);
      return translate('premises.mainResidence.success');
    });
  return (
    <FormDialog open={open} heading={t('premises.mainResidence.title')} onClose={hide} form={form} send={send} failure={editFailure('premises.edit.failed')} className="shell-premises-dialog">
      <p className="shell-premises-check">
        <input id={id} type="checkbox" checked={form.values.isMainResidence} onChange={(event) => form.change('isMainResidence', event.target.checked)} />
        <label htmlFor={id}>{t('premises.mainResidence.label')}</label>
      </p>
    </FormDialog>
  );
}

/**
 * Link another premises (spec 1 §2): raises a request to the property manager from a premises the
 * user already owns, with what they write about the premises to link.
 * @example <LinkPremises developmentId={group.id} premisesId={premises.id} />
 */
export function LinkPremises({ developmentId, premisesId }: { developmentId: string; premisesId: string }) {
  const t = useT();
  const dialog = useOpening();
  return (
    <>
      <button type="button" className="portico-button portico-button--secondary" aria-haspopup="dialog" onClick={dialog.show}>
        {t('premises.linkAnother')}
      </button>
      <LinkForm key={dialog.opening} developmentId={developmentId} premisesId={premisesId} open={dialog.open} hide={dialog.hide} />
    </>
  );
}

function LinkForm({ developmentId, premisesId, open, hide }: { developmentId: string; premisesId: string; open: boolean; hide: () => void }) {
  const t = useT();
  const id = useId();
  const form = useValidatedForm<LinkValues>({ resolver: linkResolver, defaultValues: { details: '' } });
  // The category and the audience the request is filed under, loaded as the dialog opens.
  const choices = useLoad(
    () => (open ? Promise.all([getTicketCategories(), getTicketOwnerTypes()]) : new Promise<never>(() => {})),
    translate('dialog.error.defaultDescription'),
  );
  const ready = choices.status === 'loaded' && Boolean(linkRequestBody({ developmentId, premisesId, details: '' }, ...choices.data));

  const send = async (values: LinkValues) => {
    const body = choices.status === 'loaded' ? linkRequestBody({ developmentId, premisesId, details: values.details }, ...choices.data) : undefined;
    if (!body) throw new Error(translate('premises.link.unavailable'));
    await createTicket(body, { errorPrefix: translate('errors.request.create') });
    return translate('premises.link.success');
  };

  return (
    <FormDialog
      open={open}
      heading={t('premises.linkAnother')}
      onClose={hide}
      form={form}
      failure={editFailure('errors.request.create')}
      className="shell-premises-dialog"
      send={send}
      summary={form.summary(() => id)}
      submitLabel={t('requests.form.submit')}
      ready={ready}
    >
      <Loaded state={choices}>
        {() =>
          ready ? (
            <Field id={id} label={t('premises.link.details')} hint={t('premises.link.hint')} error={form.errors.details}>
              <textarea rows={4} value={form.values.details} onChange={(event) => form.change('details', event.target.value)} />
            </Field>
          ) : (
            <Alert type="error">{t('premises.link.unavailable')}</Alert>
          )
        }
      </Loaded>
    </FormDialog>
  );
}

interface LinkValues {
  details: string;
}

const linkResolver = fieldResolver('details', checkLinkDetails);
