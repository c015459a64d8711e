// The parcels routes (spec 2 §7 Parcels): staff of a development read, log and change its parcels;
// a resident reads those of the premises they hold there; clients have none. README.md has the rules.
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { londonDay } from '../../../core/domain/london';
import { ParcelCreate, ParcelsQuery, ParcelUpdate, type Parcel, type ParcelType } from '../../../core/schemas/parcels';
import type { AppContext, AppEnv } from '../../area';
import { requireUser } from '../../http/auth';
import { HttpError, fieldError, notFound } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import { ownPremises, type AuthUser } from '../core';
import { customerScope } from '../customers/access';
import { notify } from '../notifications';
import { parcelsFieldRules as rules, parcelsMessages as messages } from './messages';

interface ParcelRow {
  id: string;
  development_id: string;
  premises_id: string;
  premises_name: string;
  type_id: string;
  type_name: string;
  received_on: string;
  note: string | null;
  collected_at: string | null;
  created_at: string;
}

const SELECT_PARCELS = `SELECT p.*, pr.name AS premises_name, t.name AS type_name
  FROM parcels p JOIN premises pr ON pr.id = p.premises_id JOIN parcel_types t ON t.id = p.type_id`;

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
 * Whose parcels of the development the user reads: staff of it all of them (`premises` null), a
 * resident those of the premises they actively hold there. A development out of reach is the 404
 * of one that does not exist; a client organisation has no parcels (403).
 */
function readerOf(ctx: AppContext, user: AuthUser, developmentId: string): { premises: readonly string[] | null } {
  if (user.roleTypes.includes('admin')) {
    if (!customerScope(ctx.db, user).has(developmentId)) throw notFound('Development');
    return { premises: null };
  }
  if (!user.roleTypes.includes('customer')) throw new HttpError(403, [messages.noClients]);
  const premises = [...ownPremises(ctx.db, user)].filter(([, held]) => held.developmentId === developmentId).map(([id]) => id);
  if (premises.length === 0) throw notFound('Development');
  return { premises };
}

/** Staff of the development only: anyone else who is not staff is 403, staff of other developments 404. */
function requireParcelStaff(ctx: AppContext, user: AuthUser, developmentId: string): void {
  if (!user.roleTypes.includes('admin')) throw new HttpError(403, [messages.staffOnly]);
  if (!customerScope(ctx.db, user).has(developmentId)) throw notFound('Development');
}

function findParcel(ctx: AppContext, developmentId: string, parcelId: string): ParcelRow | undefined {
  return ctx.db.prepare<[string, string], ParcelRow>(`${SELECT_PARCELS} WHERE p.id = ? AND p.development_id = ?`).get(parcelId, developmentId);
}

/** The premises and type of a body, when it names them: the development's, and known; a 400 naming the field otherwise. */
function checkReferences(ctx: AppContext, developmentId: string, body: { premisesId?: string | undefined; typeId?: string | undefined; receivedOn?: string | undefined }): void {
  if (body.premisesId !== undefined && !ctx.db.prepare('SELECT 1 FROM premises WHERE id = ? AND development_id = ?').get(body.premisesId, developmentId)) {
    throw fieldError('premisesId', rules.premisesOfDevelopment);
  }
  if (body.typeId !== undefined && !ctx.db.prepare('SELECT 1 FROM parcel_types WHERE id = ?').get(body.typeId)) throw fieldError('typeId', rules.parcelType);
  if (body.receivedOn !== undefined && body.receivedOn > londonDay(ctx.now())) throw fieldError('receivedOn', rules.notInFuture);
}

/** A trimmed note, or null when nothing is left. */
const noteOrNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * Tells the premises' active, registered residents that a parcel has arrived for it.
 * @example tellResidents(ctx, parcel);
 */
function tellResidents(ctx: AppContext, parcel: Parcel): void {
  const residents = ctx.db
    .prepare<[string], { user_id: string }>('SELECT user_id FROM premises_contacts WHERE premises_id = ? AND active = 1 AND user_id IS NOT NULL')
    .all(parcel.premises.id)
    .map((row) => row.user_id);
  const development = ctx.db.prepare<[string], { name: string }>('SELECT name FROM developments WHERE id = ?').get(parcel.developmentId);
  notify(ctx, residents, {
    importance: 'standard',
    title: messages.arrivedTitle(parcel.premises.name),
    text: messages.arrivedText(parcel.type.name, development?.name ?? ''),
    link: '/dashboard',
    source: `parcel:${parcel.id}`,
    developmentIds: [parcel.developmentId],
    createdAt: parcel.createdAt,
  });
}

/**
 * Registers the parcels routes.
 * @example parcelRoutes(app);
 */
export function parcelRoutes(app: Hono<AppEnv>): void {
  // Before `/parcels/:parcelId`, which would take "types" for an id.
  app.get('/developments/:id/parcels/types', requireUser, (c) => {
    const { ctx, user } = c.var;
    readerOf(ctx, user, c.req.param('id'));
    const types = ctx.db.prepare<[], ParcelType>('SELECT id, name FROM parcel_types ORDER BY position, name').all();
    return c.json({ data: { types } });
  });

  app.get('/developments/:id/parcels', requireUser, (c) => {
    const { ctx, user } = c.var;
    const developmentId = c.req.param('id');
    const { premises } = readerOf(ctx, user, developmentId);
    const { collected } = readQuery(c, ParcelsQuery);
    const where = ['p.development_id = ?'];
    if (collected !== undefined) where.push(collected === 'true' ? 'p.collected_at IS NOT NULL' : 'p.collected_at IS NULL');
    if (premises) where.push('p.premises_id IN (SELECT value FROM json_each(?))');
    const rows = ctx.db
      .prepare<unknown[], ParcelRow>(`${SELECT_PARCELS} WHERE ${where.join(' AND ')} ORDER BY p.received_on DESC, p.created_at DESC, p.id`)
      .all(developmentId, ...(premises ? [JSON.stringify(premises)] : []));
    return c.json({ data: { parcels: rows.map(parcelJson) } });
  });

  app.get('/developments/:id/parcels/:parcelId', requireUser, (c) => {
    const { ctx, user } = c.var;
    const developmentId = c.req.param('id');
    const { premises } = readerOf(ctx, user, developmentId);
    const row = findParcel(ctx, developmentId, c.req.param('parcelId'));
    // Another premises' parcel is not found for a resident, as one that does not exist.
    if (!row || (premises && !premises.includes(row.premises_id))) throw notFound('Parcel');
    return c.json({ data: { parcel: parcelJson(row) } });
  });

  app.post('/developments/:id/parcels', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const developmentId = c.req.param('id');
    requireParcelStaff(ctx, user, developmentId);
    const body = await readJson(c, ParcelCreate);
    checkReferences(ctx, developmentId, body);
    const id = `prc-${randomUUID()}`;
    ctx.db
      .prepare('INSERT INTO parcels (id, development_id, premises_id, type_id, received_on, note, collected_at, created_at) VALUES (?, ?, ?, ?, ?, ?, NULL, ?)')
      .run(id, developmentId, body.premisesId, body.typeId, body.receivedOn, noteOrNull(body.note), ctx.now().toISOString());
    const parcel = parcelJson(findParcel(ctx, developmentId, id)!);
    tellResidents(ctx, parcel);
    return c.json({ data: { parcel } }, 201);
  });

  app.put('/developments/:id/parcels/:parcelId', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const developmentId = c.req.param('id');
    requireParcelStaff(ctx, user, developmentId);
    const row = findParcel(ctx, developmentId, c.req.param('parcelId'));
    if (!row) throw notFound('Parcel');
    const body = await readJson(c, ParcelUpdate);
    checkReferences(ctx, developmentId, body);
    // Marking a collected parcel collected again keeps the time it was collected.
    const collectedAt = body.collected === undefined ? row.collected_at : body.collected ? (row.collected_at ?? ctx.now().toISOString()) : null;
    ctx.db
      .prepare('UPDATE parcels SET premises_id = ?, type_id = ?, received_on = ?, note = ?, collected_at = ? WHERE id = ?')
      .run(body.premisesId ?? row.premises_id, body.typeId ?? row.type_id, body.receivedOn ?? row.received_on, 'note' in body ? noteOrNull(body.note) : row.note, collectedAt, row.id);
    return c.json({ data: { parcel: parcelJson(findParcel(ctx, developmentId, row.id)!) } });
  });
}
