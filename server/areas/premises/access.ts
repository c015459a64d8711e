// Who reaches a premises page: spec 1 §6 makes them the owner's. Another resident's premises (or
// a missing one) is 404; a subtenant asking for their own home is 403.
import type { Db } from '../../database/connection';
import { HttpError, notFound } from '../../http/errors';
import { ownPremises, type AuthUser } from '../core';
import { premisesMessages as messages } from './messages';

/**
 * The premises id if the user owns it; 404 when it is not theirs (or does not exist), 403 when
 * they live there as a subtenant (spec 1 §6: the premises pages are the owner role's).
 * @example const { premisesId } = await ownedPremises(db, user, c.req.param('id'));
 */
export async function ownedPremises(db: Db, user: AuthUser, premisesId: string): Promise<{ premisesId: string; developmentId: string }> {
  const own = (await ownPremises(db, user)).get(premisesId);
  if (!own) throw notFound('Premises');
  if (own.relationship !== 'owner') throw new HttpError(403, [messages.ownerOnly]);
  return { premisesId, developmentId: own.developmentId };
}
