import { sql } from 'kysely';
import type { Db } from '../../database/connection';
import { sameText } from '../../database/dialect';
import type { UserRow } from './migrations';
import type { NewsPreferences, NotificationPreferences, RolePayload, RoleType, User } from '../../../core/schemas';

/**
 * Who is asking: what every authorisation check needs, loaded once per request by `requireUser`.
 * @example if (user.roleTypes.includes('admin')) ...
 */
export interface AuthUser {
  readonly id: string;
  readonly email: string;
  readonly roleTypes: readonly RoleType[];
  readonly rolePayloads: readonly RolePayload[];
  /** Set for a view-as session: the development it was opened from, the only one it reads. */
  readonly onlyDevelopment?: string;
  /** Set for a view-as session: the staff member who sees the portal as this user. */
  readonly viewAsBy?: string;
}

export type { UserRow } from './migrations';

/**
 * The user's row, or undefined.
 * @example const row = await findUserRow(db, 'usr-olivia-owner');
 */
export function findUserRow(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The user with this e-mail address (case-insensitive), or undefined.
 * @example const row = await findUserByEmail(db, 'Owner@Example.com');
 */
export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where(sameText(sql.ref('email'), email.trim())).executeTakeFirst();
}

/**
 * The asker of a request, or null when the user no longer exists.
 * @example const user = await loadAuthUser(db, userId);
 */
export async function loadAuthUser(db: Db, id: string): Promise<AuthUser | null> {
  const row = await findUserRow(db, id);
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    roleTypes: JSON.parse(row.role_types) as RoleType[],
    rolePayloads: JSON.parse(row.role_payloads) as RolePayload[],
  };
}

/**
 * The user as the API answers it (core/schemas `User`).
 * @example return ok(c, userJson(row));
 */
export function userJson(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    role: {
      types: JSON.parse(row.role_types) as RoleType[],
      payloads: JSON.parse(row.role_payloads) as RolePayload[],
      hasBeenDowngraded: row.has_been_downgraded === 1,
    },
    profile: { title: row.title, firstName: row.first_name, lastName: row.last_name },
    contactInformation: { mobileNumber: row.mobile_number, mainNumber: row.main_number },
    newsPreferences: JSON.parse(row.news_preferences) as NewsPreferences,
    notificationPreferences: { ...(JSON.parse(row.notification_preferences) as NotificationPreferences), pendingEmail: row.pending_notification_email },
    paperlessPreference: { showPaperlessDialog: row.show_paperless_dialog === 1 },
    multiFactorPreferences: { multifactorEnabled: row.mfa_enabled === 1 },
    profilePictureUrl: row.profile_picture_url,
    feedbackInformation: {
      lastResponse: (row.feedback_last_response as User['feedbackInformation']['lastResponse']) ?? null,
      datetime: row.feedback_datetime,
    },
  };
}
