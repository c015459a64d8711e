// Who handles which tasks: staff of a development (global staff all, sl1, sl3 and sl4 their own:
// the same staff as customers'); another development's task does not exist for the caller.
import type { Db } from '../../database/connection';
import { notFound } from '../../http/errors';
import type { AuthUser } from '../core';
import { customerScope } from '../customers/access';
import { findTask, type TaskRow } from './service';

/**
 * The developments whose tasks the user handles, with their role in each.
 * @example if (!(await staffDevelopments(db, user)).has(developmentId)) throw notFound('Development');
 */
export function staffDevelopments(db: Db, user: AuthUser): Promise<ReadonlyMap<string, string>> {
  return customerScope(db, user);
}

/**
 * The task of that id when it is of one of the caller's developments; 404 otherwise.
 * @example const row = await visibleTask(db, user, c.req.param('id'));
 */
export async function visibleTask(db: Db, user: AuthUser, taskId: string): Promise<TaskRow> {
  const row = await findTask(db, taskId);
  if (!row || !(await staffDevelopments(db, user)).has(row.development_id)) throw notFound('Task');
  return row;
}
