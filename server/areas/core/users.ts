import type Database from 'better-sqlite3';
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

/** A row of `users` as SQLite answers it. */
export interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  email_confirmed: number;
  title: string | null;
  first_name: string;
  last_name: string;
  role_types: string;
  role_payloads: string;
  has_been_downgraded: number;
  mfa_enabled: number;
  main_number: string | null;
  mobile_number: string | null;
  profile_picture_url: string | null;
  news_preferences: string;
  notification_preferences: string;
  pending_notification_email: string | null;
  show_paperless_dialog: number;
  feedback_last_response: number | null;
  feedback_datetime: string | null;
  metadata: string;
  created_at: string;
  /** Set while the password is one staff set: it then only leads to choosing a new one (auth's migrations). */
  temporary_password_until: string | null;
}

/**
 * The user's row, or undefined.
 * @example const row = findUserRow(db, 'usr-olivia-owner');
 */
export function findUserRow(db: Database.Database, id: string): UserRow | undefined {
  return db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?').get(id);
}

/**
 * The user with this e-mail address (case-insensitive), or undefined.
 * @example const row = findUserByEmail(db, 'Owner@Example.com');
 */
export function findUserByEmail(db: Database.Database, email: string): UserRow | undefined {
  return db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?').get(email.trim());
}

/**
 * The asker of a request, or null when the user no longer exists.
 * @example const user = loadAuthUser(db, userId);
 */
export function loadAuthUser(db: Database.Database, id: string): AuthUser | null {
  const row = findUserRow(db, id);
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
