// The parcels routes (spec 2 §7 Parcels): staff of a development read, log and change its parcels;
// a resident reads those of the premises they hold there; clients have none. README.md has the rules.
import type { Hono } from 'hono';
import { londonDay } from '../../../core/domain/london';
import { ParcelCreate, ParcelsQuery, ParcelUpdate } from '../../../core/schemas/parcels';
import type { AppContext, AppEnv } from '../../area';
import { requireUser } from '../../http/auth';
import { HttpError, fieldError, notFound } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import { ownPremises, type AuthUser } from '../core';
import { customerScope } from '../customers/access';
import { parcelsFieldRules as rules, parcelsMessages as messages } from './messages';
import { changeParcel, developmentParcels, findParcel, isDevelopmentPremises, isParcelType, logParcel, parcelTypes } from './service';

/**
 * Whose parcels of the development the user reads: staff of it all of them (`premises` null), a
 * resident those of the premises they actively hold there. A development out of reach is the 404
 * of one that does not exist; a client organisation has no parcels (403).
 */
async function readerOf(ctx: AppContext, user: AuthUser, developmentId: string): Promise<{ premises: readonly string[] | null }> {
  if (user.roleTypes.includes('admin')) {
    if (!(await customerScope(ctx.db, user)).has(developmentId)) throw notFound('Development');
    return { premises: null };
  }
  if (!user.roleTypes.includes('customer')) throw new HttpError(403, [messages.noClients]);
  const premises = [...(await ownPremises(ctx.db, user))].filter(([, held]) => held.developmentId === developmentId).map(([id]) => id);
  if (premises.length === 0) throw notFound('Development');
  return { premises };
}

/** Staff of the development only: anyone else who is not staff is 403, staff of other developments 404. */
async function requireParcelStaff(ctx: AppContext, user: AuthUser, developmentId: string): Promise<void> {
  if (!user.roleTypes.includes('admin')) throw new HttpError(403, [messages.staffOnly]);
  if (!(await customerScope(ctx.db, user)).has(developmentId)) throw notFound('Development');
}

/** The premises and type of a body, when it names them: the development's, and known; a 400 naming the field otherwise. */
async function checkReferences(ctx: AppContext, developmentId: string, body: { premisesId?: string | undefined; typeId?: string | undefined; receivedOn?: string | undefined }): Promise<void> {
  if (body.premisesId !== undefined && !(await isDevelopmentPremises(ctx.db, developmentId, body.premisesId))) {
    throw fieldError('premisesId', rules.premisesOfDevelopment);
  }
  if (body.typeId !== undefined && !(await isParcelType(ctx.db, body.typeId))) throw fieldError('typeId', rules.parcelType);
  if (body.receivedOn !== undefined && body.receivedOn > londonDay(ctx.now())) throw fieldError('receivedOn', rules.notInFuture);
}

/** A trimmed note, or null when nothing is left. */
const noteOrNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * Registers the parcels routes.
 * @example parcelRoutes(app);
 */
export function parcelRoutes(app: Hono<AppEnv>): void {
  // Before `/parcels/:parcelId`, which would take "types" for an id.
  app.get('/developments/:id/parcels/types', requireUser, async (c) => {
    const { ctx, user } = c.var;
    await readerOf(ctx, user, c.req.param('id'));
    return c.json({ data: { types: await parcelTypes(ctx.db) } });
  });

  app.get('/developments/:id/parcels', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const developmentId = c.req.param('id');
    const { premises } = await readerOf(ctx, user, developmentId);
    const { collected } = readQuery(c, ParcelsQuery);
    const parcels = await developmentParcels(ctx.db, developmentId, { collected: collected === undefined ? undefined : collected === 'true', premises });
    return c.json({ data: { parcels } });
  });

  app.get('/developments/:id/parcels/:parcelId', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const developmentId = c.req.param('id');
    const { premises } = await readerOf(ctx, user, developmentId);
    const parcel = await findParcel(ctx.db, developmentId, c.req.param('parcelId'));
    // Another premises' parcel is not found for a resident, as one that does not exist.
    if (!parcel || (premises && !premises.includes(parcel.premises.id))) throw notFound('Parcel');
    return c.json({ data: { parcel } });
  });

  app.post('/developments/:id/parcels', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const developmentId = c.req.param('id');
    await requireParcelStaff(ctx, user, developmentId);
    const body = await readJson(c, ParcelCreate);
    await checkReferences(ctx, developmentId, body);
    const parcel = await logParcel(ctx, developmentId, { premisesId: body.premisesId, typeId: body.typeId, receivedOn: body.receivedOn, note: noteOrNull(body.note) });
    return c.json({ data: { parcel } }, 201);
  });

  app.put('/developments/:id/parcels/:parcelId', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const developmentId = c.req.param('id');
    await requireParcelStaff(ctx, user, developmentId);
    const parcel = await findParcel(ctx.db, developmentId, c.req.param('parcelId'));
    if (!parcel) throw notFound('Parcel');
    const body = await readJson(c, ParcelUpdate);
    await checkReferences(ctx, developmentId, body);
    // Marking a collected parcel collected again keeps the time it was collected.
    const collectedAt = body.collected === undefined ? parcel.collectedAt : body.collected ? (parcel.collectedAt ?? ctx.now().toISOString()) : null;
    const changed = await changeParcel(ctx.db, parcel, {
      premisesId: body.premisesId ?? parcel.premises.id,
      typeId: body.typeId ?? parcel.type.id,
      receivedOn: body.receivedOn ?? parcel.receivedOn,
      note: 'note' in body ? noteOrNull(body.note) : parcel.note,
      collectedAt,
    });
    return c.json({ data: { parcel: changed } });
  });
}
