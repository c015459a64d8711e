// The customers routes (spec 2 §7 Customers and developments, User): staff of a development read
// its customers, add customers and premises, activate and deactivate relationships, download a
// customer's files; global staff reset a registered customer's password. README.md has the rules.
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Hono } from 'hono';
import type { Bill, RolePayload } from '../../../core/schemas';
import { AdminPasswordResetRequest } from '../../../core/schemas/auth';
import { CustomerCreate, CustomerDetailQuery, CustomerPremisesCreate, CustomersQuery, RelationshipUpdate } from '../../../core/schemas/customers';
import { validateGbPhone } from '../../../core/domain/phones';
import { canAddCustomer, canAddPremisesToCustomer, canDeactivatePremises, hasPayload } from '../../../core/domain/permissions';
import type { AppEnv } from '../../area';
import { hashPassword } from '../../auth/passwords';
import { requireStaff, requireUser } from '../../http/auth';
import { HttpError, fieldError, notFound } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import { accountRules, phoneRules, TITLES } from '../account';
import { recordAccess } from '../auth/access-log';
import { authEmails } from '../auth/messages';
import { revokeAllSessions } from '../auth/sessions';
import { storePassword, TEMPORARY_PASSWORD_SECONDS } from '../auth/temporary-password';
import { sendMessage } from '../outbox';
import { findUserRow } from '../core';
import { contentDisposition } from '../requests/files';
import { customerScope, requireRule } from './access';
import { readCustomerFile } from './files';
import { tellOfferedCustomer } from './offers';
import { customersFieldRules as rules, customersMessages as messages } from './messages';
import { CUSTOMER_KEY, customerDetail, customerDevelopments, customerKey, developmentCustomers, openCustomerFile, relationshipPayload, relationshipTypes } from './service';

/**
 * The premises of the body, which must be the development's, and the role payload of its
 * relationship type; a 400 naming the field otherwise.
 * @example const { premises, payload } = premisesAndType(db, body);
 */
function premisesAndType(
  db: Database.Database,
  body: { developmentId: string; premisesId: string; relationshipTypeId: string },
): { premises: { name: string; development_name: string }; payload: RolePayload } {
  const premises = db
    .prepare<[string, string], { name: string; development_name: string }>(
      'SELECT p.name, d.name AS development_name FROM premises p JOIN developments d ON d.id = p.development_id WHERE p.id = ? AND p.development_id = ?',
    )
    .get(body.premisesId, body.developmentId);
  if (!premises) throw fieldError('premisesId', rules.premisesOfDevelopment);
  const payload = relationshipPayload(db, body.relationshipTypeId);
  if (!payload) throw fieldError('relationshipTypeId', rules.relationshipType);
  return { premises, payload };
}

/** A trimmed text, or null when nothing is left. */
const textOrNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * Registers the customers routes.
 * @example customerRoutes(app);
 */
export function customerRoutes(app: Hono<AppEnv>): void {
  // The customer group picker reads it with inactive=0 (registered, active customers to add).
  app.get('/developments/:id/customers', requireUser, (c) => {
    const { ctx, user } = c.var;
    const developmentId = c.req.param('id');
    if (!customerScope(ctx.db, user).has(developmentId)) throw notFound('Development');
    const { inactive } = readQuery(c, CustomersQuery);
    const customers = developmentCustomers(ctx.db, developmentId);
    return c.json({ data: { customers: inactive === '0' ? customers.filter((row) => row.relationshipStateCode === 0) : customers } });
  });

  app.get('/customers/relationship-types', requireUser, requireStaff, (c) => c.json({ data: { relationshipTypes: relationshipTypes(c.var.ctx.db) } }));

  app.get('/customers/:id', requireUser, (c) => {
    const { ctx, user } = c.var;
    const { developmentId } = readQuery(c, CustomerDetailQuery);
    const key = customerKey(ctx.db, c.req.param('id'));
    // Another development's customer is a customer that does not exist, for staff and residents alike.
    if (!key || !customerScope(ctx.db, user).has(developmentId)) throw notFound('Customer');
    return c.json({ data: { customer: customerDetail(ctx.db, key, developmentId) } });
  });

  app.get('/customers/:id/files/:fileId', requireUser, (c) => {
    const { ctx, user } = c.var;
    const key = customerKey(ctx.db, c.req.param('id'));
    const scope = customerScope(ctx.db, user);
    const file = key ? openCustomerFile(ctx.db, key, c.req.param('fileId')) : undefined;
    // The file belongs to a development, not to the person: only that development's staff get it.
    if (!file || !scope.has(file.development_id)) throw notFound('File');
    const bytes = readCustomerFile(ctx, file.stored_name);
    if (!bytes) throw notFound('File');
    // The portal's API client asks for JSON: it gets the file as documents and bills come, base64
    // in the envelope (core/ui useFileDownload); a link or any other client gets the file itself.
    if (/\bapplication\/json\b/.test(c.req.header('Accept') ?? '')) {
      const answer: Bill = { content: bytes.toString('base64'), fileName: file.name };
      return c.json({ data: answer });
    }
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': file.content_type,
      'Content-Disposition': contentDisposition(file.name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  });

  app.post('/customers', requireUser, requireStaff, async (c) => {
    const { ctx, user } = c.var;
    const body = await readJson(c, CustomerCreate);
    const role = customerScope(ctx.db, user).get(body.developmentId);
    // A development in the body that is not the caller's is a wrong field, as for any body id.
    if (!role) throw fieldError('developmentId', rules.staffDevelopment);
    requireRule(role, canAddCustomer, messages.addCustomerRoles);
    const title = body.title.trim();
    if (!TITLES.includes(title)) throw fieldError('title', accountRules.titleOneOf(TITLES));
    const phoneError = validateGbPhone(body.mainNumber ?? '');
    if (phoneError) throw fieldError('mainNumber', phoneRules[phoneError]);
    const { premises, payload } = premisesAndType(ctx.db, body);
    const email = body.email.trim();

    const contactId = ctx.db.transaction(() => {
      const holder = ctx.db
        .prepare<[string, string], { id: string }>(
          'SELECT c.id FROM premises_contacts c LEFT JOIN users u ON u.id = c.user_id WHERE c.premises_id = ? AND COALESCE(u.email, c.email) = ? COLLATE NOCASE',
        )
        .get(body.premisesId, email);
      if (holder) throw new HttpError(409, [messages.emailHoldsPremises(email, premises.name)]);
      // Always a contact with the details typed, never an account found by its address: staff
      // must not gain sight of a person's records elsewhere, nor learn who has an account. The
      // same address already typed for this development's contacts stays one customer.
      const known = ctx.db
        .prepare<[string, string], { key: string }>(
          `SELECT ${CUSTOMER_KEY} AS key FROM premises_contacts c JOIN premises p ON p.id = c.premises_id
            WHERE c.user_id IS NULL AND c.email = ? COLLATE NOCASE AND p.development_id = ? ORDER BY c.id LIMIT 1`,
        )
        .get(email, body.developmentId);
      const id = `con-${randomUUID()}`;
      ctx.db
        .prepare(
          `INSERT INTO premises_contacts (id, premises_id, user_id, title, first_name, last_name, relationship, relationship_type_id, email, main_number, person_id)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(id, body.premisesId, null, title, body.firstName.trim(), body.lastName.trim(), payload, body.relationshipTypeId, email, textOrNull(body.mainNumber), known?.key ?? null);
      // The account's customer, if there is one, is told and takes it as theirs in the portal.
      tellOfferedCustomer(ctx, email, premises.development_name, premises.name);
      return id;
    })();
    const customer = developmentCustomers(ctx.db, body.developmentId).find((row) => row.relationshipId === contactId)!;
    return c.json({ data: { customer } }, 201);
  });

  app.post('/customers/:id/premises', requireUser, requireStaff, async (c) => {
    const { ctx, user } = c.var;
    const body = await readJson(c, CustomerPremisesCreate);
    const key = customerKey(ctx.db, c.req.param('id'));
    const role = customerScope(ctx.db, user).get(body.developmentId);
    if (!key || !role || !customerDevelopments(ctx.db, key).includes(body.developmentId)) throw notFound('Customer');
    requireRule(role, canAddPremisesToCustomer, messages.addPremisesRoles);
    const { premises, payload } = premisesAndType(ctx.db, body);

    ctx.db.transaction(() => {
      const held = ctx.db
        .prepare<[string, string], { id: string; active: number }>(`SELECT c.id, c.active FROM premises_contacts c WHERE ${CUSTOMER_KEY} = ? AND c.premises_id = ?`)
        .get(key, body.premisesId);
      if (held?.active === 1) throw new HttpError(409, [messages.premisesHeld(premises.name)]);
      if (held) {
        // A relationship that ended comes back, with the type asked for.
        ctx.db
          .prepare('UPDATE premises_contacts SET active = 1, relationship = ?, relationship_type_id = ? WHERE id = ?')
          .run(payload, body.relationshipTypeId, held.id);
        return;
      }
      // The new contact copies the person from one they hold: their user, or their details and key.
      const source = ctx.db
        .prepare<[string], { user_id: string | null; title: string | null; first_name: string; last_name: string; email: string | null; main_number: string | null }>(
          `SELECT c.user_id, c.title, c.first_name, c.last_name, c.email, c.main_number FROM premises_contacts c WHERE ${CUSTOMER_KEY} = ? ORDER BY c.id LIMIT 1`,
        )
        .get(key)!;
      ctx.db
        .prepare(
          `INSERT INTO premises_contacts (id, premises_id, user_id, title, first_name, last_name, relationship, relationship_type_id, email, main_number, person_id)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          `con-${randomUUID()}`,
          body.premisesId,
          source.user_id,
          source.title,
          source.first_name,
          source.last_name,
          payload,
          body.relationshipTypeId,
          source.email,
          source.main_number,
          source.user_id ? null : key,
        );
      if (!source.user_id && source.email) tellOfferedCustomer(ctx, source.email, premises.development_name, premises.name);
    })();
    return c.json({ data: { customer: customerDetail(ctx.db, key, body.developmentId) } }, 201);
  });

  app.patch('/contact-relationships/:id', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { active } = await readJson(c, RelationshipUpdate);
    const contact = ctx.db
      .prepare<[string], { key: string; development_id: string }>(
        `SELECT ${CUSTOMER_KEY} AS key, p.development_id FROM premises_contacts c JOIN premises p ON p.id = c.premises_id WHERE c.id = ?`,
      )
      .get(c.req.param('id'));
    const role = contact && customerScope(ctx.db, user).get(contact.development_id);
    if (!contact || !role) throw notFound('Relationship');
    // The deactivate rule's roles hold for activating too; its flag and "active only" are the portal's.
    requireRule(role, (permissions) => canDeactivatePremises(permissions, { relationshipActive: true }), messages.relationshipRoles);
    ctx.db.prepare('UPDATE premises_contacts SET active = ? WHERE id = ?').run(active ? 1 : 0, c.req.param('id'));
    return c.json({ data: { customer: customerDetail(ctx.db, contact.key, contact.development_id) } });
  });

  app.put('/admin/users/:id/password', requireUser, requireStaff, async (c) => {
    const { ctx, user } = c.var;
    if (!hasPayload({ types: user.roleTypes, payloads: user.rolePayloads }, 'global')) throw new HttpError(403, [messages.passwordResetRole]);
    const { newPassword } = await readJson(c, AdminPasswordResetRequest);
    const target = findUserRow(ctx.db, c.req.param('id'));
    // Only a customer registered in the portal: staff and client accounts reset their own.
    if (!target || !(JSON.parse(target.role_types) as string[]).includes('customer')) throw notFound('Customer');
    const passwordHash = await hashPassword(newPassword);
    const days = TEMPORARY_PASSWORD_SECONDS / (24 * 60 * 60);
    ctx.db.transaction(() => {
      // Temporary: signing in with it leads only to choosing a new password, for a limited time.
      storePassword(ctx, target.id, passwordHash, 'set-by-staff');
      // Whoever knew the old password may hold a session: every session of theirs ends.
      revokeAllSessions(ctx, target.id);
      // Who set whose password, and when, in the developments' access log; and the customer is told.
      recordAccess(ctx, { userId: target.id, event: 'staff-password-reset', viewedBy: user.id });
      const staff = findUserRow(ctx.db, user.id)!;
      sendMessage(ctx, { to: target.email, channel: 'email', ...authEmails.passwordSetByStaff(`${staff.first_name} ${staff.last_name}`, days) });
    })();
    return c.json({ data: { message: messages.passwordReset(days) } });
  });
}
