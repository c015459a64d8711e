// The signed-in user's own record: GET/PUT /user, the user meta, booking info and titles.
import type { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../area';
import { UserMetadataUpdate, UserUpdate, type UserMetadata } from '../../../core/schemas';
import { refuseViewAsContactChange, requireUser } from '../../http/auth';
import { fieldError } from '../../http/errors';
import { readJson } from '../../http/validate';
import { findUserRow, userJson, type UserRow } from '../core';
import { sendMessage } from '../outbox';
import { bookingInfo, facilityScope } from '../facilities';
import { saveNotificationPreferences } from '../requests';
import { accountEmails, accountRules } from './messages';
import { pictureBodyLimit, removePicture, savePicture } from './pictures';
import { contactColumns, profileColumns, storedNewsPreferences, TITLES } from './profile-input';

/**
 * A new user's facilities booking settings (spec 2 §9: the calendar opens on a week).
 * @example const meta = { ...DEFAULT_METADATA, ...stored };
 */
export const DEFAULT_METADATA: UserMetadata = {
  facilitiesBooking: { calendarView: 'week', bookingConfirmationEmails: true, bookingReminderEmails: true },
};

function userRow(ctx: AppContext, id: string): UserRow {
  // requireUser has just loaded this user, so the row exists.
  return findUserRow(ctx.db, id)!;
}

function metadataOf(row: UserRow): UserMetadata {
  const stored = JSON.parse(row.metadata) as Partial<UserMetadata>;
  return { facilitiesBooking: { ...DEFAULT_METADATA.facilitiesBooking, ...stored.facilitiesBooking } };
}

/** Writes the given columns of one user; the names come from this file, never from a request. */
function updateUser(ctx: AppContext, id: string, columns: Record<string, string | number | null>): void {
  const names = Object.keys(columns);
  if (names.length === 0) return;
  ctx.db.prepare(`UPDATE users SET ${names.map((name) => `${name} = @${name}`).join(', ')} WHERE id = @id`).run({ ...columns, id });
}

/**
 * spec 1 §3's way to switch multi-factor authentication (`PUT /user` with `multiFactorPreferences`):
 * the new setting when it changes, null when it stays as it is. It turns on only for an account
 * whose e-mail address is confirmed, since the sign-in codes go there.
 * @example const switchedTo = multiFactorChange(row, body.multiFactorPreferences);
 */
function multiFactorChange(row: UserRow, wanted: UserUpdate['multiFactorPreferences']): boolean | null {
  if (!wanted || wanted.multifactorEnabled === (row.mfa_enabled === 1)) return null;
  if (wanted.multifactorEnabled && row.email_confirmed !== 1) throw fieldError('multiFactorPreferences.multifactorEnabled', accountRules.mfaNeedsConfirmedEmail);
  return wanted.multifactorEnabled;
}

/**
 * The routes of the user's own record.
 * @example userRoutes(app);
 */
export function userRoutes(app: Hono<AppEnv>): void {
  app.get('/user', requireUser, (c) => c.json({ data: userJson(userRow(c.var.ctx, c.var.user.id)) }));

  app.put('/user', requireUser, pictureBodyLimit, async (c) => {
    const { ctx, user } = c.var;
    const body = await readJson(c, UserUpdate);
    const columns: Record<string, string | number | null> = {};
    // Every check runs before anything is written, so a refused update changes nothing.
    if (body.profile) {
      const profile = profileColumns(body.profile);
      Object.assign(columns, { title: profile.title, first_name: profile.firstName, last_name: profile.lastName });
    }
    if (body.contactInformation) {
      const contact = contactColumns(body.contactInformation);
      Object.assign(columns, { main_number: contact.mainNumber, mobile_number: contact.mobileNumber });
    }
    const current = userRow(ctx, user.id);
    if (body.newsPreferences) {
      const news = storedNewsPreferences(body.newsPreferences);
      refuseViewAsContactChange(user, (JSON.parse(current.news_preferences) as { smsNumber: string | null }).smsNumber, news.smsNumber);
      columns.news_preferences = JSON.stringify(news);
    }
    if (body.notificationPreferences) {
      const email = body.notificationPreferences.email.trim();
      refuseViewAsContactChange(user, (JSON.parse(current.notification_preferences) as { email: string }).email, email);
    }
    if (body.paperlessPreference) columns.show_paperless_dialog = body.paperlessPreference.showPaperlessDialog ? 1 : 0;
    if (body.feedbackInformation) {
      Object.assign(columns, { feedback_last_response: body.feedbackInformation.lastResponse, feedback_datetime: body.feedbackInformation.datetime });
    }
    const previousPicture = current.profile_picture_url;
    const mfaSwitchedTo = multiFactorChange(current, body.multiFactorPreferences);
    if (mfaSwitchedTo !== null) columns.mfa_enabled = mfaSwitchedTo ? 1 : 0;
    if (body.profilePicture) columns.profile_picture_url = savePicture(ctx, body.profilePicture, 'profilePicture');
    ctx.db.transaction(() => {
      updateUser(ctx, user.id, columns);
      if (body.notificationPreferences) saveNotificationPreferences(ctx, user.id, body.notificationPreferences);
      // No code or password proved this change, so the account's own address hears of it.
      if (mfaSwitchedTo !== null) sendMessage(ctx, { to: current.email, channel: 'email', ...accountEmails.multiFactorSwitched(mfaSwitchedTo) });
    })();
    if (body.profilePicture) removePicture(ctx, previousPicture);
    return c.json({ data: userJson(userRow(ctx, user.id)) });
  });

  // spec 2 §7: removing the picture is its own call (settings: "picture (removable)").
  app.delete('/user/profile-picture', requireUser, (c) => {
    const { ctx, user } = c.var;
    const previous = userRow(ctx, user.id).profile_picture_url;
    updateUser(ctx, user.id, { profile_picture_url: null });
    removePicture(ctx, previous);
    return c.json({ data: userJson(userRow(ctx, user.id)) });
  });

  app.get('/user/metadata', requireUser, (c) => c.json({ data: metadataOf(userRow(c.var.ctx, c.var.user.id)) }));

  app.put('/user/metadata', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const body = await readJson(c, UserMetadataUpdate);
    const metadata = { ...JSON.parse(userRow(ctx, user.id).metadata), facilitiesBooking: body.facilitiesBooking } as UserMetadata;
    updateUser(ctx, user.id, { metadata: JSON.stringify(metadata) });
    return c.json({ data: metadataOf(userRow(ctx, user.id)) });
  });

  // spec 2 §3: the user's booking info, per facility they may book (the facilities area's).
  app.get('/user/doctrine', requireUser, (c) => {
    const { ctx, user } = c.var;
    return c.json({ data: bookingInfo(ctx, facilityScope(ctx.db, user)) });
  });

  app.get('/user/titles', requireUser, (c) => c.json({ data: { titles: [...TITLES] } }));
}
