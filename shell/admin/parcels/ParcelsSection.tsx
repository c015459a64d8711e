import { useId, useState } from 'react';
import { createParcel, updateParcel } from '../../../core/api/endpoints/parcels';
import { formatStatementDate } from '../../../core/domain/dates';
import { formatDateTime } from '../../../core/domain/datetime';
import { londonDay } from '../../../core/domain/london';
import { checkResolver, FormDialog, useValidatedForm } from '../../../core/forms';
import { t as translate, useT } from '../../../core/i18n';
import type { Development } from '../../../core/schemas/developments';
import type { Parcel } from '../../../core/schemas/parcels';
import { parcelsStore, parcelTypesStore } from '../../../core/stores/parcels';
import { Field } from '../../../core/ui/Field';
import { Loaded, useResource } from '../../../core/ui/Loaded';
import { showSnackbar } from '../../../core/ui/snackbarStore';
import { styleRef } from '../../../core/ui/styles';
import { Table, type TableColumn } from '../../../core/ui/Table';
import { useApiAction } from '../../../core/ui/useApiAction';
import { ActionRoot, ChoiceField } from '../shared/actionParts';
import { checkParcel, parcelCreateBody, parcelUpdateBody, parcelValues, type ParcelValues } from './parcelForm';

// The parcel book's CSS, adopted where it renders, so it travels in the staff area's chunk.
const parcelsCss = `
.shell-admin-parcels { display: grid; gap: 1.5rem; }
.shell-admin-parcels h2 { margin: 0; }
.shell-admin-parcels__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.shell-admin-parcels__note { white-space: pre-line; overflow-wrap: anywhere; }
`;

/** Which parcel the dialog edits: a new one, one of the lists', or none (closed). */
type Editing = { parcel: Parcel | null } | null;

/**
 * A development's parcel book for staff at `/admin/{developmentId}/parcels` (spec 2 §2, §4, §7):
 * the parcels awaiting collection, each with Mark collected, and the collected ones; Add parcel
 * and Edit parcel in a dialog (`/admin/{developmentId}/parcels/new` opens Add parcel). Every save
 * is announced by core/api/endpoints/parcels, so both lists read again; a snackbar says it is done.
 */
export function ParcelsSection(props: { development: Development; recordId: string | undefined }) {
  const t = useT();
  const { development, recordId } = props;
  const [editing, setEditing] = useState<Editing>(recordId === 'new' ? { parcel: null } : null);
  return (
    <section ref={styleRef(parcelsCss)} className="shell-admin-parcels portico-ui" aria-labelledby="admin-parcels-heading">
      <h2 id="admin-parcels-heading">{t('parcels.title')}</h2>
      <ActionRoot>
        <button type="button" className="portico-button" onClick={() => setEditing({ parcel: null })}>
          {t('parcels.add')}
        </button>
      </ActionRoot>
      <ParcelList development={development} collected={false} onEdit={(parcel) => setEditing({ parcel })} />
      <ParcelList development={development} collected onEdit={(parcel) => setEditing({ parcel })} />
      {editing ? <ParcelDialog key={editing.parcel?.id ?? 'new'} development={development} parcel={editing.parcel} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

/** One of the two lists: its table with premises, type, received date and note, and each row's actions. */
function ParcelList({ development, collected, onEdit }: { development: Development; collected: boolean; onEdit: (parcel: Parcel) => void }) {
  const t = useT();
  const parcels = useResource(parcelsStore(development.id, collected ? 'true' : 'false'), t('errors.parcels.load'));
  const { pending, run } = useApiAction();
  const markCollected = async (parcel: Parcel) => {
    const saved = await run(`collect:${parcel.id}`, () => updateParcel(development.id, parcel.id, { collected: true }), { failure: { prefix: translate('errors.parcels.save') } });
    if (saved) showSnackbar(translate('parcels.markedCollected', { premises: saved.premises.name, type: saved.type.name }));
  };
  // Each row's buttons carry the parcel in their names, so that a screen reader's list of
  // buttons tells them apart.
  const which = (parcel: Parcel) => <span className="portico-visually-hidden"> ({t('parcels.row', { type: parcel.type.name, premises: parcel.premises.name })})</span>;
  const columns: TableColumn<Parcel>[] = [
    { id: 'premises', header: t('common.premises'), cell: (parcel) => parcel.premises.name, rowHeader: true },
    { id: 'type', header: t('parcels.type'), cell: (parcel) => parcel.type.name },
    { id: 'received', header: t('parcels.receivedOn'), cell: (parcel) => formatStatementDate(parcel.receivedOn) },
    ...(collected ? [{ id: 'collectedAt', header: t('parcels.collectedOn'), cell: (parcel: Parcel) => (parcel.collectedAt ? formatDateTime(parcel.collectedAt) : '') }] : []),
    { id: 'note', header: t('facilities.booking.note'), cell: (parcel) => <span className="shell-admin-parcels__note">{parcel.note ?? ''}</span> },
    {
      id: 'actions',
      header: t('customers.column.actions'),
      cell: (parcel) => (
        <div className="shell-admin-parcels__actions">
          {collected ? null : (
            <button type="button" className="portico-button" aria-disabled={pending !== null || undefined} onClick={() => void markCollected(parcel)}>
              {pending === `collect:${parcel.id}` ? t('parcels.marking') : t('parcels.markCollected')}
              {which(parcel)}
            </button>
          )}
          <button type="button" className="portico-button portico-button--secondary" onClick={() => onEdit(parcel)}>
            {t('common.edit')}
            {which(parcel)}
          </button>
        </div>
      ),
    },
  ];
  return (
    <Loaded state={parcels}>
      {(list) => (
        <Table
          caption={t(collected ? 'parcels.collected' : 'parcels.uncollected')}
          columns={columns}
          rows={list}
          rowKey={(parcel) => parcel.id}
          emptyText={t(collected ? 'parcels.empty.collected' : 'parcels.empty.uncollected')}
        />
      )}
    </Loaded>
  );
}

/**
 * Add parcel (premises of the development, type, received date defaulting to today, note) or Edit
 * parcel (the same and Collected), checked with `ParcelCreate` / `ParcelUpdate`. Mounted for each
 * opening; a failure keeps everything typed and shows the API's reason above the fields.
 */
function ParcelDialog({ development, parcel, onClose }: { development: Development; parcel: Parcel | null; onClose: () => void }) {
  const t = useT();
  const ids = useId();
  const idOf = (name: keyof ParcelValues & string) => `${ids}-${name}`;
  const isNew = parcel === null;
  const [today] = useState(() => londonDay(Date.now()));
  const form = useValidatedForm<ParcelValues>({ resolver: checkResolver((values) => checkParcel(values, isNew, today)), defaultValues: parcelValues(parcel, today) });
  const types = useResource(parcelTypesStore(development.id), t('errors.parcelTypes'));
  const { values, errors } = form;

  const send = async (checked: ParcelValues) => {
    if (isNew) await createParcel(development.id, parcelCreateBody(checked));
    else await updateParcel(development.id, parcel.id, parcelUpdateBody(checked));
    showSnackbar(translate(isNew ? 'parcels.added' : 'parcels.saved'));
    onClose();
  };

  return (
    <FormDialog
      heading={t(isNew ? 'parcels.add' : 'parcels.edit')}
      form={form}
      summary={form.summary(idOf)}
      formClassName="shell-customer-actions__form"
      send={send}
      onClose={onClose}
      submitLabel={t(isNew ? 'parcels.add' : 'common.save')}
      errorTitle={t('parcels.errorTitle')}
      ready={types.status === 'loaded'}
    >
      <ChoiceField id={idOf('premisesId')} name="premisesId" label={t('common.premises')} options={development.premises} value={values.premisesId} error={errors.premisesId} onChange={(id) => form.change('premisesId', id)} />
      <ChoiceField id={idOf('typeId')} name="typeId" label={t('parcels.type')} options={types} value={values.typeId} error={errors.typeId} onChange={(id) => form.change('typeId', id)} />
      <Field id={idOf('receivedOn')} label={t('parcels.receivedOn')} error={errors.receivedOn}>
        <input type="date" name="receivedOn" max={today} value={values.receivedOn} onChange={(event) => form.change('receivedOn', event.target.value)} />
      </Field>
      <Field id={idOf('note')} label={t('facilities.booking.note')} error={errors.note}>
        <textarea name="note" rows={3} value={values.note} onChange={(event) => form.change('note', event.target.value)} />
      </Field>
      {isNew ? null : (
        <label className="shell-admin__check">
          <input type="checkbox" name="collected" checked={values.collected} onChange={(event) => form.change('collected', event.target.checked)} />
          {t('parcels.collected')}
        </label>
      )}
    </FormDialog>
  );
}
