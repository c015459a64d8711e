// The signed-in user's own record: GET/PUT /user, the user meta, booking info and titles.
import type { Hono } from 'hono';
import type { AppEnv } from '../../area';
import { UserMetadataUpdate, UserUpdate, type UserMetadata } from '../../../core/schemas';
import { refuseViewAsContactChange, requireUser } from '../../http/auth';
import { fieldError } from '../../http/errors';
import { readJson } from '../../http/validate';
import { userJson, type UserRow } from '../core';
import { bookingInfo, facilityScope } from '../facilities';
import { accountEmails, accountRules } from './messages';
import { pictureBodyLimit, removePicture, savePicture } from './pictures';
import { contactColumns, profileColumns, storedNewsPreferences, TITLES } from './profile-input';
import { saveUser, updateUser, userRow, type UserColumns } from './service';

/**
 * A new user's facilities booking settings (spec 2 §9: the calendar opens on a week).
 * @example const meta = { ...DEFAULT_METADATA, ...stored };
 */
export const DEFAULT_METADATA: UserMetadata = {
  facilitiesBooking: { calendarView: 'week', bookingConfirmationEmails: true, bookingReminderEmails: true },
};

function metadataOf(row: UserRow): UserMetadata {
  const stored = JSON.parse(row.metadata) as Partial<UserMetadata>;
  return { facilitiesBooking: { ...DEFAULT_METADATA.facilitiesBooking, ...stored.facilitiesBooking } };
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
  app.get('/user', requireUser, async (c) => c.json({ data: userJson(await userRow(c.var.ctx, c.var.user.id)) }));

  app.put('/user', requireUser, pictureBodyLimit, async (c) => {
    const { ctx, user } = c.var;
    const body = await readJson(c, UserUpdate);
    const columns: UserColumns = {};
    // Every check runs before anything is written, so a refused update changes nothing.
    if (body.profile) {
      const profile = profileColumns(body.profile);
      Object.assign(columns, { title: profile.title, first_name: profile.firstName, last_name: profile.lastName });
    }
    if (body.contactInformation) {
      const contact = contactColumns(body.contactInformation);
      Object.assign(columns, { main_number: contact.mainNumber, mobile_number: contact.mobileNumber });
    }
    const current = await userRow(ctx, user.id);
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
    // No code or password proved a switch of multi-factor authentication, so the account's own address hears of it.
    const notice = mfaSwitchedTo === null ? null : { to: current.email, ...accountEmails.multiFactorSwitched(mfaSwitchedTo) };
    try {
      await saveUser(ctx, user.id, columns, body.notificationPreferences, notice);
    } catch (error) {
      // The new picture's file goes with the refused write.
      if (body.profilePicture) removePicture(ctx, columns.profile_picture_url ?? null);
      throw error;
    }
    if (body.profilePicture) removePicture(ctx, previousPicture);
    return c.json({ data: userJson(await userRow(ctx, user.id)) });
  });

  // spec 2 §7: removing the picture is its own call (settings: "picture (removable)").
  app.delete('/user/profile-picture', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const previous = (await userRow(ctx, user.id)).profile_picture_url;
    await updateUser(ctx.db, user.id, { profile_picture_url: null });
    removePicture(ctx, previous);
    return c.json({ data: userJson(await userRow(ctx, user.id)) });
  });

  app.get('/user/metadata', requireUser, async (c) => c.json({ data: metadataOf(await userRow(c.var.ctx, c.var.user.id)) }));

  app.put('/user/metadata', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const body = await readJson(c, UserMetadataUpdate);
    const metadata = { ...JSON.parse((await userRow(ctx, user.id)).metadata), facilitiesBooking: body.facilitiesBooking } as UserMetadata;
    await updateUser(ctx.db, user.id, { metadata: JSON.stringify(metadata) });
    return c.json({ data: metadataOf(await userRow(ctx, user.id)) });
  });

  // spec 2 §3: the user's booking info, per facility they may book (the facilities area's).
  app.get('/user/doctrine', requireUser, async (c) => {
    const { ctx, user } = c.var;
    return c.json({ data: await bookingInfo(ctx, await facilityScope(ctx.db, user)) });
  });

  app.get('/user/titles', requireUser, (c) => c.json({ data: { titles: [...TITLES] } }));
}
