// The routes of a customer's own step that links a contact staff made with their e-mail to their
// account (README.md, Contact offers): staff never link an account they found by its address, so a
// registered customer added at a premises sees it only once they accept it. Queries in service.ts.
import type { Hono } from 'hono';
import type { AppEnv } from '../../area';
import { requireUser } from '../../http/auth';
import { HttpError } from '../../http/errors';
import type { AuthUser } from '../core';
import { customersMessages as messages } from './messages';
import { acceptOffer, contactOffers, declineOffer } from './service';

/**
 * Registers `GET /user/contact-offers` and accepting or declining one (README.md).
 * @example contactOfferRoutes(app);
 */
export function contactOfferRoutes(app: Hono<AppEnv>): void {
  // Staff and client accounts are never premises contacts.
  const customerOnly = (user: AuthUser) => {
    if (!user.roleTypes.includes('customer')) throw new HttpError(403, [messages.offersForCustomers]);
  };

  app.get('/user/contact-offers', requireUser, async (c) => {
    const { ctx, user } = c.var;
    customerOnly(user);
    return c.json({ data: { offers: await contactOffers(ctx.db, user) } });
  });

  app.post('/user/contact-offers/:id/accept', requireUser, async (c) => {
    const { ctx, user } = c.var;
    customerOnly(user);
    await acceptOffer(ctx, user, c.req.param('id'));
    return c.json({ data: { offers: await contactOffers(ctx.db, user) } });
  });

  app.post('/user/contact-offers/:id/decline', requireUser, async (c) => {
    const { ctx, user } = c.var;
    customerOnly(user);
    await declineOffer(ctx, user, c.req.param('id'));
    return c.json({ data: { offers: await contactOffers(ctx.db, user) } });
  });
}
