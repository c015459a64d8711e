// Who reaches which charge account: residents only the accounts of their own premises, hidden
// ones excluded; any other id answers exactly like a missing one.
import type { Db } from '../../database/connection';
import { notFound } from '../../http/errors';
import { ownPremises, type AuthUser } from '../core';
import { findAccount, type AccountWithPremises } from './service';

/**
 * The premises whose charges the user sees: those they are an active contact of, as owner or
 * subtenant, except hidden ones (spec 1 §6: hidden premises are excluded).
 * @example const ids = await chargeablePremisesIds(db, user);
 */
export async function chargeablePremisesIds(db: Db, user: AuthUser): Promise<string[]> {
  return [...(await ownPremises(db, user))].filter(([, premises]) => !premises.hidden).map(([id]) => id);
}

/**
 * A charge account of one of the user's chargeable premises, or the 404 any other id gets
 * (another resident's account answers exactly like a missing one).
 * @example const account = await ownAccount(db, user, 'acc-flat-1-service-charge');
 */
export async function ownAccount(db: Db, user: AuthUser, accountId: string): Promise<AccountWithPremises> {
  const row = await findAccount(db, accountId);
  if (!row || !(await chargeablePremisesIds(db, user)).includes(row.premises_id)) throw notFound('Charge account');
  return row;
}
