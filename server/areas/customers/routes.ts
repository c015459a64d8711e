// The customers routes (spec 2 §7 Customers and developments, User): staff of a development read
// its customers, add customers and premises, activate and deactivate relationships, download a
// customer's files; global staff reset a registered customer's password. README.md has the rules.
import type { Hono } from 'hono';
import type { Bill, RolePayload } from '../../../core/schemas';
import { AdminPasswordResetRequest } from '../../../core/schemas/auth';
import { CustomerCreate, CustomerDetailQuery, CustomerPremisesCreate, CustomersQuery, RelationshipUpdate } from '../../../core/schemas/customers';
import { validateGbPhone } from '../../../core/domain/phones';
import { canAddCustomer, canAddPremisesToCustomer, canDeactivatePremises, hasPayload } from '../../../core/domain/permissions';
import type { AppEnv } from '../../area';
import type { Db } from '../../database/connection';
import { hashPassword } from '../../auth/passwords';
import { requireStaff, requireUser } from '../../http/auth';
import { HttpError, fieldError, notFound } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import { accountRules, phoneRules, TITLES } from '../account';
import { TEMPORARY_PASSWORD_SECONDS } from '../auth/temporary-password';
import { findUserRow } from '../core';
import { contentDisposition } from '../requests/files';
import { customerScope, requireRule } from './access';
import { readCustomerFile } from './files';
import { customersFieldRules as rules, customersMessages as messages } from './messages';
import {
  addCustomer,
  addCustomerPremises,
  customerDetail,
  customerDevelopments,
  customerKey,
  developmentCustomers,
  developmentPremises,
  openCustomerFile,
  relationshipOf,
  relationshipPayload,
  relationshipTypes,
  resetCustomerPassword,
  setRelationshipActive,
} from './service';

/**
 * The premises of the body, which must be the development's, and the role payload of its
 * relationship type; a 400 naming the field otherwise.
 * @example const { premises, payload } = await premisesAndType(db, body);
 */
async function premisesAndType(
  db: Db,
  body: { developmentId: string; premisesId: string; relationshipTypeId: string },
): Promise<{ premises: { name: string; development_name: string }; payload: RolePayload }> {
  const premises = await developmentPremises(db, body.developmentId, body.premisesId);
  if (!premises) throw fieldError('premisesId', rules.premisesOfDevelopment);
  const payload = await relationshipPayload(db, body.relationshipTypeId);
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
  app.get('/developments/:id/customers', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const developmentId = c.req.param('id');
    if (!(await customerScope(ctx.db, user)).has(developmentId)) throw notFound('Development');
    const { inactive } = readQuery(c, CustomersQuery);
    const customers = await developmentCustomers(ctx.db, developmentId);
    return c.json({ data: { customers: inactive === '0' ? customers.filter((row) => row.relationshipStateCode === 0) : customers } });
  });

  app.get('/customers/relationship-types', requireUser, requireStaff, async (c) => c.json({ data: { relationshipTypes: await relationshipTypes(c.var.ctx.db) } }));

  app.get('/customers/:id', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { developmentId } = readQuery(c, CustomerDetailQuery);
    const key = await customerKey(ctx.db, c.req.param('id'));
    // Another development's customer is a customer that does not exist, for staff and residents alike.
    if (!key || !(await customerScope(ctx.db, user)).has(developmentId)) throw notFound('Customer');
    return c.json({ data: { customer: await customerDetail(ctx.db, key, developmentId) } });
  });

  app.get('/customers/:id/files/:fileId', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const key = await customerKey(ctx.db, c.req.param('id'));
    const scope = await customerScope(ctx.db, user);
    const file = key ? await openCustomerFile(ctx.db, key, c.req.param('fileId')) : undefined;
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
    const role = (await customerScope(ctx.db, user)).get(body.developmentId);
    // A development in the body that is not the caller's is a wrong field, as for any body id.
    if (!role) throw fieldError('developmentId', rules.staffDevelopment);
    requireRule(role, canAddCustomer, messages.addCustomerRoles);
    const title = body.title.trim();
    if (!TITLES.includes(title)) throw fieldError('title', accountRules.titleOneOf(TITLES));
    const phoneError = validateGbPhone(body.mainNumber ?? '');
    if (phoneError) throw fieldError('mainNumber', phoneRules[phoneError]);
    const { premises, payload } = await premisesAndType(ctx.db, body);
    const contactId = await addCustomer(
      ctx,
      {
        developmentId: body.developmentId,
        premisesId: body.premisesId,
        relationshipTypeId: body.relationshipTypeId,
        payload,
        title,
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        email: body.email.trim(),
        mainNumber: textOrNull(body.mainNumber),
      },
      premises,
    );
    const customer = (await developmentCustomers(ctx.db, body.developmentId)).find((row) => row.relationshipId === contactId)!;
    return c.json({ data: { customer } }, 201);
  });

  app.post('/customers/:id/premises', requireUser, requireStaff, async (c) => {
    const { ctx, user } = c.var;
    const body = await readJson(c, CustomerPremisesCreate);
    const key = await customerKey(ctx.db, c.req.param('id'));
    const role = (await customerScope(ctx.db, user)).get(body.developmentId);
    if (!key || !role || !(await customerDevelopments(ctx.db, key)).includes(body.developmentId)) throw notFound('Customer');
    requireRule(role, canAddPremisesToCustomer, messages.addPremisesRoles);
    const { premises, payload } = await premisesAndType(ctx.db, body);
    await addCustomerPremises(ctx, key, { premisesId: body.premisesId, relationshipTypeId: body.relationshipTypeId, payload }, premises);
    return c.json({ data: { customer: await customerDetail(ctx.db, key, body.developmentId) } }, 201);
  });

  app.patch('/contact-relationships/:id', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { active } = await readJson(c, RelationshipUpdate);
    const contact = await relationshipOf(ctx.db, c.req.param('id'));
    const role = contact && (await customerScope(ctx.db, user)).get(contact.development_id);
    if (!contact || !role) throw notFound('Relationship');
    // The deactivate rule's roles hold for activating too; its flag and "active only" are the portal's.
    requireRule(role, (permissions) => canDeactivatePremises(permissions, { relationshipActive: true }), messages.relationshipRoles);
    await setRelationshipActive(ctx.db, c.req.param('id'), active);
    return c.json({ data: { customer: await customerDetail(ctx.db, contact.key, contact.development_id) } });
  });

  app.put('/admin/users/:id/password', requireUser, requireStaff, async (c) => {
    const { ctx, user } = c.var;
    if (!hasPayload({ types: user.roleTypes, payloads: user.rolePayloads }, 'global')) throw new HttpError(403, [messages.passwordResetRole]);
    const { newPassword } = await readJson(c, AdminPasswordResetRequest);
    const target = await findUserRow(ctx.db, c.req.param('id'));
    // Only a customer registered in the portal: staff and client accounts reset their own.
    if (!target || !(JSON.parse(target.role_types) as string[]).includes('customer')) throw notFound('Customer');
    const passwordHash = await hashPassword(newPassword);
    const days = TEMPORARY_PASSWORD_SECONDS / (24 * 60 * 60);
    const staff = (await findUserRow(ctx.db, user.id))!;
    await resetCustomerPassword(ctx, target, staff, passwordHash, days);
    return c.json({ data: { message: messages.passwordReset(days) } });
  });
}
