// Who writes news (spec 2 §6): the admin role type, every staff role in the developments it works
// in (global staff: all). Reading news is `developmentAccess` (areas/core): the developments the
// user may see.
import { STAFF_PAYLOADS } from '../../../core/domain/permissions';
import type { AppContext } from '../../area';
import { fieldError } from '../../http/errors';
import { developmentAccess, type AuthUser } from '../core';
import { newsTexts } from './messages';

/**
 * The developments the staff member writes news for (global staff: all), in name order.
 * @example const mine = await workedIn(ctx, user);
 */
export async function workedIn(ctx: AppContext, user: AuthUser): Promise<string[]> {
  return (await developmentAccess(ctx.db, user)).filter((access) => STAFF_PAYLOADS.includes(access.userRole)).map((access) => access.developmentId);
}

/**
 * The developments the user may read news of, out of `asked`. Those they may not see are left out
 * silently, exactly like ids that do not exist, so the answer tells nothing about them.
 * @example const readable = await readableDevelopments(ctx, user, ['dev-riverside-wharf']);
 */
export async function readableDevelopments(ctx: AppContext, user: AuthUser, asked: readonly string[]): Promise<string[]> {
  const visible = new Set((await developmentAccess(ctx.db, user)).map((access) => access.developmentId));
  return asked.filter((id) => visible.has(id));
}

/**
 * The asked developments, each once, when the caller works in every one of them; else a 400 (a
 * body's ids that are not the caller's).
 * @example const developmentIds = await ownDevelopments(ctx, user, input.developmentIds);
 */
export async function ownDevelopments(ctx: AppContext, user: AuthUser, asked: readonly string[]): Promise<string[]> {
  const mine = new Set(await workedIn(ctx, user));
  if (asked.some((id) => !mine.has(id))) throw fieldError('developmentIds', newsTexts.notYourDevelopments);
  return [...new Set(asked)];
}
