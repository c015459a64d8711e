// The public notification-preferences page (spec 1 §2, spec 2 §7): no token, the id in the path is the key.
import type { Hono } from 'hono';
import { ConfirmEmailRequest, NotificationPreferencesUpdate } from '../../../core/schemas';
import type { AppContext, AppEnv } from '../../area';
import { HttpError, notFound } from '../../http/errors';
import { readJson } from '../../http/validate';
import { clientAddress, rateLimiter } from '../auth/rate-limit';
import { confirmNotificationEmail, findPreferencesPage, preferencesJson, savePreferencesPage, unsubscribe, type PreferencesPage } from './preferences-service';
import { notificationTexts } from './messages';

async function page(ctx: AppContext, id: string): Promise<PreferencesPage> {
  const found = await findPreferencesPage(ctx, id);
  if (!found) throw notFound('Notification preferences');
  return found;
}

/**
 * The public notification-preferences page's routes. The preferences are the user's own
 * (`User.notificationPreferences`), so this page and the settings page always agree.
 * @example notificationPreferencesRoutes(app);
 */
export function notificationPreferencesRoutes(app: Hono<AppEnv>): void {
  // Anyone holding a page's link may save it, and a new address e-mails two people: saves count
  // against the page and against the caller's address, as sign-in attempts do.
  const limiter = rateLimiter();
  app.get('/notification-preferences/:id', async (c) => {
    return c.json({ data: preferencesJson(await page(c.var.ctx, c.req.param('id'))) });
  });

  app.put('/notification-preferences/:id', async (c) => {
    const { ctx } = c.var;
    await limiter.hit(ctx, `notification-preferences:page:${c.req.param('id')}`, ctx.config.rateLimit);
    await limiter.hit(ctx, `notification-preferences:address:${clientAddress(c)}`, ctx.config.rateLimit);
    const found = await page(ctx, c.req.param('id'));
    const update = await readJson(c, NotificationPreferencesUpdate);
    // Anyone holding this page's link gets here, so a new address waits for its own link.
    await savePreferencesPage(ctx, found, update);
    return c.json({ data: preferencesJson(await page(ctx, found.id)) });
  });

  app.delete('/notification-preferences/:id', async (c) => {
    const { ctx } = c.var;
    await unsubscribe(ctx, await page(ctx, c.req.param('id')));
    return c.body(null, 204);
  });

  // Public: the token e-mailed to the new address is the key. The pending address becomes the one
  // in use; answers the preferences as they now are.
  app.post('/user/confirm-notification-email', async (c) => {
    const { token } = await readJson(c, ConfirmEmailRequest);
    const confirmed = await confirmNotificationEmail(c.var.ctx, token);
    if (!confirmed) throw new HttpError(401, [notificationTexts.notificationEmailLinkInvalid]);
    return c.json({ data: confirmed });
  });
}
