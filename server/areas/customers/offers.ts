// A customer's own step that links a contact staff made with their e-mail to their account
// (README.md, Contact offers): staff never link an account they found by its address, so a
// registered customer added at a premises sees it only once they accept it.
import type Database from 'better-sqlite3';
import type { Hono } from 'hono';
import type { ContactOffer } from '../../../core/schemas';
import type { AppContext, AppEnv } from '../../area';
import { requireUser } from '../../http/auth';
import { HttpError, notFound } from '../../http/errors';
import type { AuthUser } from '../core/users';
import { sendMessage } from '../outbox';
import { customersEmails, customersMessages as messages } from './messages';
import { CUSTOMER_KEY, TYPE_JOIN } from './service';

interface OfferRow {
  key: string;
  development_name: string;
  premises_name: string;
  relationship: string;
}

// The caller's offers: active contacts no account holds yet that name the caller's e-mail, while
// that e-mail is confirmed (an address nobody proved theirs takes nobody's premises). An unlinked
// contact's customer key is its person or itself: one offer per customer record of a development.
const OFFER_ROWS = `SELECT ${CUSTOMER_KEY} AS key, d.name AS development_name, p.name AS premises_name, COALESCE(rt.name, c.relationship) AS relationship
  FROM premises_contacts c JOIN premises p ON p.id = c.premises_id JOIN developments d ON d.id = p.development_id
  JOIN users u ON u.id = @userId AND u.email_confirmed = 1 AND c.email = u.email COLLATE NOCASE ${TYPE_JOIN}
  WHERE c.user_id IS NULL AND c.declined_at IS NULL AND c.active = 1 AND (@development IS NULL OR p.development_id = @development)`;

/**
 * The customer's offers, by development and premises. A view-as session sees those of the
 * development it was opened from only, as it reads nothing of the others.
 * @example contactOffers(db, user)[0]; // { id: 'con-…', developmentName: 'Riverside Wharf', premises: [{ name: 'Flat 2', relationship: 'Tenant' }] }
 */
export function contactOffers(db: Database.Database, user: AuthUser): ContactOffer[] {
  const rows = db
    .prepare<{ userId: string; development: string | null }, OfferRow>(`${OFFER_ROWS} ORDER BY d.name, key, p.name, c.id`)
    .all({ userId: user.id, development: user.onlyDevelopment ?? null });
  const offers = new Map<string, ContactOffer>();
  for (const row of rows) {
    const offer = offers.get(row.key) ?? { id: row.key, developmentName: row.development_name, premises: [] };
    offer.premises.push({ name: row.premises_name, relationship: row.relationship });
    offers.set(row.key, offer);
  }
  return [...offers.values()];
}

/** The offer `id` of the caller's, or a 404 that says no more than for an id that does not exist. */
function requireOffer(db: Database.Database, user: AuthUser, id: string): string {
  if (!contactOffers(db, user).some((offer) => offer.id === id)) throw notFound('Offer');
  return id;
}

/**
 * Tells the customer whose confirmed account has `email` that staff made a contact of it at
 * `premisesName` (the contact is offered to them in the portal). Says nothing when no confirmed
 * customer account has it, and the staff answer never says which.
 * @example tellOfferedCustomer(ctx, 'owner@example.com', 'Riverside Wharf', 'Flat 2');
 */
export function tellOfferedCustomer(ctx: AppContext, email: string, developmentName: string, premisesName: string): void {
  const account = ctx.db
    .prepare<[string], { email: string; role_types: string }>('SELECT email, role_types FROM users WHERE email = ? COLLATE NOCASE AND email_confirmed = 1')
    .get(email);
  if (!account || !(JSON.parse(account.role_types) as string[]).includes('customer')) return;
  // The dashboard shows offers to every customer; the premises pages are the owners' only.
  const link = `${ctx.config.portalOrigin}/dashboard`;
  sendMessage(ctx, { to: account.email, channel: 'email', ...customersEmails.contactOffered(developmentName, premisesName, link) });
}

/**
 * Registers `GET /user/contact-offers` and accepting or declining one (README.md).
 * @example contactOfferRoutes(app);
 */
export function contactOfferRoutes(app: Hono<AppEnv>): void {
  // Staff and client accounts are never premises contacts.
  const customerOnly = (user: AuthUser) => {
    if (!user.roleTypes.includes('customer')) throw new HttpError(403, [messages.offersForCustomers]);
  };

  app.get('/user/contact-offers', requireUser, (c) => {
    const { ctx, user } = c.var;
    customerOnly(user);
    return c.json({ data: { offers: contactOffers(ctx.db, user) } });
  });

  app.post('/user/contact-offers/:id/accept', requireUser, (c) => {
    const { ctx, user } = c.var;
    customerOnly(user);
    ctx.db.transaction(() => {
      const key = requireOffer(ctx.db, user, c.req.param('id'));
      // Every contact of that customer record becomes the account's, inactive ones too, so that
      // staff then see one customer (their key is now the user) and not the rest left behind
      // under the old key. Only those typed with the caller's address: nobody else's is taken.
      ctx.db
        .prepare<{ userId: string; key: string; email: string }>(
          `UPDATE premises_contacts AS c SET user_id = @userId
            WHERE ${CUSTOMER_KEY} = @key AND c.user_id IS NULL AND c.declined_at IS NULL AND c.email = @email COLLATE NOCASE`,
        )
        .run({ userId: user.id, key, email: user.email });
      // The development's files of that customer record are the customer's now.
      ctx.db.prepare('UPDATE customer_files SET customer_id = ? WHERE customer_id = ?').run(user.id, key);
    })();
    return c.json({ data: { offers: contactOffers(ctx.db, user) } });
  });

  app.post('/user/contact-offers/:id/decline', requireUser, (c) => {
    const { ctx, user } = c.var;
    customerOnly(user);
    ctx.db.transaction(() => {
      const key = requireOffer(ctx.db, user, c.req.param('id'));
      // Staff go on seeing a contact without an account, as before.
      ctx.db
        .prepare<{ key: string; email: string; at: string }>(
          `UPDATE premises_contacts AS c SET declined_at = @at
            WHERE ${CUSTOMER_KEY} = @key AND c.user_id IS NULL AND c.declined_at IS NULL AND c.email = @email COLLATE NOCASE`,
        )
        .run({ key, email: user.email, at: ctx.now().toISOString() });
    })();
    return c.json({ data: { offers: contactOffers(ctx.db, user) } });
  });
}
