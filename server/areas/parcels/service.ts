// Every query of the parcels area: a development's parcel book and telling residents of an arrival.
import { randomUUID } from 'node:crypto';
import type { Parcel, ParcelType } from '../../../core/schemas/parcels';
import type { AppContext } from '../../area';
import type { Db } from '../../database/connection';
import { notify } from '../notifications';
import { parcelsMessages as messages } from './messages';

/** The parcels with their premises' and type's names. */
function parcelRows(db: Db) {
  return db
    .selectFrom('parcels as p')
    .innerJoin('premises as pr', 'pr.id', 'p.premises_id')
    .innerJoin('parcel_types as t', 't.id', 'p.type_id')
    .select([
      'p.id',
      'p.development_id',
      'p.premises_id',
      'pr.name as premises_name',
      'p.type_id',
      't.name as type_name',
      'p.received_on',
      'p.note',
      'p.collected_at',
      'p.created_at',
    ]);
}

/** A parcel as `parcelRows` answers it. */
type ParcelRow = Awaited<ReturnType<ReturnType<typeof parcelRows>['executeTakeFirstOrThrow']>>;

const parcelJson = (row: ParcelRow): Parcel => ({
  id: row.id,
  developmentId: row.development_id,
  premises: { id: row.premises_id, name: row.premises_name },
  type: { id: row.type_id, name: row.type_name },
  receivedOn: row.received_on,
  note: row.note,
  collected: row.collected_at !== null,
  collectedAt: row.collected_at,
  createdAt: row.created_at,
});

/**
 * The parcel types, in the order to offer them.
 * @example (await parcelTypes(db))[0]; // { id: 'pty-letter', name: 'Letter' }
 */
export function parcelTypes(db: Db): Promise<ParcelType[]> {
  return db.selectFrom('parcel_types').select(['id', 'name']).orderBy('position').orderBy('name').execute();
}

/**
 * The development's parcels, newest received first: all of them, or those collected or not, and
 * only those of `premises` when it is given (an empty list has none).
 * @example await developmentParcels(db, 'dev-riverside-wharf', { collected: false, premises: ['prm-flat-1'] });
 */
export async function developmentParcels(db: Db, developmentId: string, filter: { collected?: boolean | undefined; premises: readonly string[] | null }): Promise<Parcel[]> {
  if (filter.premises && filter.premises.length === 0) return [];
  let query = parcelRows(db).where('p.development_id', '=', developmentId);
  if (filter.collected !== undefined) query = query.where('p.collected_at', filter.collected ? 'is not' : 'is', null);
  if (filter.premises) query = query.where('p.premises_id', 'in', filter.premises);
  const rows = await query.orderBy('p.received_on', 'desc').orderBy('p.created_at', 'desc').orderBy('p.id').execute();
  return rows.map(parcelJson);
}

/**
 * The development's parcel with this id, or undefined.
 * @example const parcel = await findParcel(db, 'dev-riverside-wharf', 'prc-flat-1-letter');
 */
export async function findParcel(db: Db, developmentId: string, parcelId: string): Promise<Parcel | undefined> {
  const row = await parcelRows(db).where('p.id', '=', parcelId).where('p.development_id', '=', developmentId).executeTakeFirst();
  return row && parcelJson(row);
}

/**
 * Whether the premises is one of the development's.
 * @example if (!(await isDevelopmentPremises(db, developmentId, premisesId))) throw fieldError(...);
 */
export async function isDevelopmentPremises(db: Db, developmentId: string, premisesId: string): Promise<boolean> {
  const row = await db.selectFrom('premises').select('id').where('id', '=', premisesId).where('development_id', '=', developmentId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether the parcel type exists.
 * @example if (!(await isParcelType(db, 'pty-letter'))) throw fieldError(...);
 */
export async function isParcelType(db: Db, typeId: string): Promise<boolean> {
  const row = await db.selectFrom('parcel_types').select('id').where('id', '=', typeId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Logs a parcel of the development and tells the premises' active, registered residents; answers it.
 * @example const parcel = await logParcel(ctx, 'dev-riverside-wharf', { premisesId, typeId, receivedOn, note: null });
 */
export async function logParcel(
  ctx: AppContext,
  developmentId: string,
  body: { premisesId: string; typeId: string; receivedOn: string; note: string | null },
): Promise<Parcel> {
  const id = `prc-${randomUUID()}`;
  await ctx.db
    .insertInto('parcels')
    .values({
      id,
      development_id: developmentId,
      premises_id: body.premisesId,
      type_id: body.typeId,
      received_on: body.receivedOn,
      note: body.note,
      collected_at: null,
      created_at: ctx.now().toISOString(),
    })
    .execute();
  const parcel = (await findParcel(ctx.db, developmentId, id))!;
  await tellResidents(ctx, parcel);
  return parcel;
}

/**
 * Changes a parcel's fields (the parcel as it is, with the changes applied); answers it.
 * @example await changeParcel(db, parcel, { premisesId, typeId, receivedOn, note, collectedAt });
 */
export async function changeParcel(
  db: Db,
  parcel: Parcel,
  fields: { premisesId: string; typeId: string; receivedOn: string; note: string | null; collectedAt: string | null },
): Promise<Parcel> {
  await db
    .updateTable('parcels')
    .set({ premises_id: fields.premisesId, type_id: fields.typeId, received_on: fields.receivedOn, note: fields.note, collected_at: fields.collectedAt })
    .where('id', '=', parcel.id)
    .execute();
  return (await findParcel(db, parcel.developmentId, parcel.id))!;
}

/**
 * Tells the premises' active, registered residents that a parcel has arrived for it.
 * @example await tellResidents(ctx, parcel);
 */
async function tellResidents(ctx: AppContext, parcel: Parcel): Promise<void> {
  const residents = await ctx.db
    .selectFrom('premises_contacts')
    .select('user_id')
    .where('premises_id', '=', parcel.premises.id)
    .where('active', '=', 1)
    .where('user_id', 'is not', null)
    .execute();
  const development = await ctx.db.selectFrom('developments').select('name').where('id', '=', parcel.developmentId).executeTakeFirst();
  await notify(
    ctx,
    residents.flatMap((row) => (row.user_id === null ? [] : [row.user_id])),
    {
      importance: 'standard',
      title: messages.arrivedTitle(parcel.premises.name),
      text: messages.arrivedText(parcel.type.name, development?.name ?? ''),
      link: '/dashboard',
      source: `parcel:${parcel.id}`,
      developmentIds: [parcel.developmentId],
      createdAt: parcel.createdAt,
    },
  );
}
