// GET and PUT /premises/{id}, PUT /premises/{id}/main-residence (spec 1 §2-8). The premises pages
// are the owner's (spec 1 §6): a resident reaches only premises they own.
import type { Hono } from 'hono';
import {
  MainResidenceUpdate,
  PremisesUpdate,
  type ContactPreferencesInput,
  type CorrespondenceAddress,
  type CorrespondenceAddressInput,
  type Premises,
} from '../../../core/schemas';
import type { AppContext, AppEnv } from '../../area';
import { ownPremises, type AuthUser } from '../core';
import { createTicket } from '../requests/service';
import { requireUser } from '../../http/auth';
import { HttpError, notFound } from '../../http/errors';
import { readJson } from '../../http/validate';
import { pounds } from './statements';

interface PremisesRow {
  id: string;
  development_id: string;
  development_name: string;
  name: string;
  legal_owner: string;
  hidden: number;
  in_breach: number;
  correspondence_address: string;
  legal_owner_address: string;
  service_change_receive_post: number;
  statutory_notices_receive_digital: number;
}

interface ContactRow {
  id: string;
  user_id: string | null;
  title: string | null;
  first_name: string;
  last_name: string;
  relationship: string;
  is_main_residence: number;
}

// The relationship as people read it; the stored value is the role payload.
const RELATIONSHIP_NAMES: Record<string, string> = { owner: 'Owner', subtenant: 'Subtenant' };

/**
 * The premises as its owner sees it (core/schemas `Premises`): people, preferences, addresses,
 * the balance of all its charge accounts and whether it is this user's main residence.
 * @example const premises = premisesJson(ctx, user, 'pre-riverside-flat-1');
 */
export function premisesJson(ctx: AppContext, user: AuthUser, premisesId: string): Premises {
  const { db } = ctx;
  const row = db.prepare<[string], PremisesRow>('SELECT p.*, d.name AS development_name FROM premises p JOIN developments d ON d.id = p.development_id WHERE p.id = ?').get(premisesId)!;
  const contacts = db
    .prepare<[string], ContactRow>(
      `SELECT id, user_id, title, first_name, last_name, relationship, is_main_residence FROM premises_contacts
        WHERE premises_id = ? AND active = 1 ORDER BY relationship = 'owner' DESC, last_name, first_name, id`,
    )
    .all(premisesId);
  const balance = db
    .prepare<[string], { pence: number }>(
      `SELECT COALESCE(SUM(l.amount_pence), 0) AS pence FROM charge_accounts a JOIN statement_lines l ON l.account_id = a.id WHERE a.premises_id = ?`,
    )
    .get(premisesId)!.pence;
  return {
    id: row.id,
    name: row.name,
    legalOwner: row.legal_owner,
    totalBalance: pounds(balance),
    hidden: row.hidden === 1,
    inBreach: row.in_breach === 1,
    isMainResidence: contacts.some((contact) => contact.user_id === user.id && contact.is_main_residence === 1),
    people: contacts.map((contact) => ({
      contactUuid: contact.id,
      title: contact.title,
      firstName: contact.first_name,
      lastName: contact.last_name,
      relationship: RELATIONSHIP_NAMES[contact.relationship] ?? contact.relationship,
      isMainResidence: contact.is_main_residence === 1,
    })),
    contactPreferences: {
      serviceChangeReceivePost: row.service_change_receive_post === 1,
      statutoryNoticesReceiveDigital: row.statutory_notices_receive_digital === 1,
    },
    correspondenceAddress: JSON.parse(row.correspondence_address) as CorrespondenceAddress,
    legalOwnerAddress: JSON.parse(row.legal_owner_address) as CorrespondenceAddress,
  };
}

/**
 * The premises id if the user owns it; 404 when it is not theirs (or does not exist), 403 when
 * they live there as a subtenant (spec 1 §6: the premises pages are the owner role's).
 * @example const premisesId = ownedPremises(ctx, user, c.req.param('id'));
 */
export function ownedPremises(ctx: AppContext, user: AuthUser, premisesId: string): { premisesId: string; developmentId: string } {
  const own = ownPremises(ctx.db, user).get(premisesId);
  if (!own) throw notFound('Premises');
  if (own.relationship !== 'owner') throw new HttpError(403, ['Only the owner of these premises can see or change their details.']);
  return { premisesId, developmentId: own.developmentId };
}

function addressText(address: CorrespondenceAddressInput): string {
  return [address.addressLine1, address.addressLine2, address.addressLine3, address.city, address.county, address.postalCode, address.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join('\n');
}

function savePreferences(ctx: AppContext, premisesId: string, preferences: ContactPreferencesInput): void {
  ctx.db
    .prepare('UPDATE premises SET service_change_receive_post = ?, statutory_notices_receive_digital = ? WHERE id = ?')
    .run(preferences.serviceChangeReceivePost ? 1 : 0, preferences.statutoryNoticesReceiveDigital ? 1 : 0, premisesId);
}

/**
 * The premises routes.
 * @example registerPremises(app);
 */
export function registerPremises(app: Hono<AppEnv>): void {
  app.get('/premises/:id', requireUser, (c) => {
    const { ctx, user } = c.var;
    const { premisesId } = ownedPremises(ctx, user, c.req.param('id'));
    return c.json({ data: premisesJson(ctx, user, premisesId) });
  });

  app.put('/premises/:id', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { premisesId, developmentId } = ownedPremises(ctx, user, c.req.param('id'));
    const update = await readJson(c, PremisesUpdate);
    if ('contactPreferences' in update) {
      savePreferences(ctx, premisesId, update.contactPreferences);
    } else {
      // spec 1 §8: an address change is not made at once; it raises a request for the managing
      // agent to check and register (the client says so, then points to My Requests).
      const name = ctx.db.prepare<[string], { name: string }>('SELECT name FROM premises WHERE id = ?').get(premisesId)!.name;
      createTicket(ctx, {
        userId: user.id,
        developmentId,
        premisesId,
        title: `Change of correspondence address: ${name}`,
        description: `Please change the correspondence address of ${name} to:\n${addressText(update.correspondenceAddress)}`,
        categorySlug: 'correspondence_address',
        sendingRequestAs: 'customer',
        ownerTypeSlug: 'property_manager',
      });
    }
    return c.json({ data: premisesJson(ctx, user, premisesId) });
  });

  app.put('/premises/:id/main-residence', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { premisesId } = ownedPremises(ctx, user, c.req.param('id'));
    const { contactUuid, isMainResidence } = await readJson(c, MainResidenceUpdate);
    // Only the caller's own contact record on this premises; anyone else's is "not found".
    const contact = ctx.db
      .prepare<[string, string, string], { id: string }>('SELECT id FROM premises_contacts WHERE id = ? AND premises_id = ? AND user_id = ? AND active = 1')
      .get(contactUuid, premisesId, user.id);
    if (!contact) throw notFound('Contact');
    ctx.db.transaction(() => {
      // spec 1 §4: one main residence at a time; ticking one unticks the person's others, and the
      // person's contact records on the same premises share the state.
      if (isMainResidence) ctx.db.prepare('UPDATE premises_contacts SET is_main_residence = 0 WHERE user_id = ? AND premises_id <> ?').run(user.id, premisesId);
      ctx.db.prepare('UPDATE premises_contacts SET is_main_residence = ? WHERE user_id = ? AND premises_id = ?').run(isMainResidence ? 1 : 0, user.id, premisesId);
    })();
    return c.json({ data: premisesJson(ctx, user, premisesId) });
  });
}
