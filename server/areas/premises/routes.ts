// GET and PUT /premises/{id}, PUT /premises/{id}/main-residence (spec 1 §2-8). The premises pages
// are the owner's (spec 1 §6, ./access.ts): a resident reaches only premises they own. The
// queries are in ./service.ts.
import type { Hono } from 'hono';
import { MainResidenceUpdate, PremisesUpdate, type CorrespondenceAddressInput } from '../../../core/schemas';
import type { AppEnv } from '../../area';
import { requireUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { readJson } from '../../http/validate';
import { createTicket } from '../requests/service';
import { ownedPremises } from './access';
import { premisesMessages as messages } from './messages';
import { isOwnContact, premisesJson, premisesName, savePreferences, setMainResidence } from './service';

function addressText(address: CorrespondenceAddressInput): string {
  return [address.addressLine1, address.addressLine2, address.addressLine3, address.city, address.county, address.postalCode, address.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * The premises routes.
 * @example premisesRoutes(app);
 */
export function premisesRoutes(app: Hono<AppEnv>): void {
  app.get('/premises/:id', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { premisesId } = await ownedPremises(ctx.db, user, c.req.param('id'));
    return c.json({ data: await premisesJson(ctx.db, user, premisesId) });
  });

  app.put('/premises/:id', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { premisesId, developmentId } = await ownedPremises(ctx.db, user, c.req.param('id'));
    const update = await readJson(c, PremisesUpdate);
    if ('contactPreferences' in update) {
      await savePreferences(ctx.db, premisesId, update.contactPreferences);
    } else {
      // spec 1 §8: an address change is not made at once; it raises a request for the managing
      // agent to check and register (the client says so, then points to My Requests).
      const name = await premisesName(ctx.db, premisesId);
      await createTicket(ctx, {
        userId: user.id,
        developmentId,
        premisesId,
        title: messages.addressChangeTitle(name),
        description: messages.addressChangeDescription(name, addressText(update.correspondenceAddress)),
        categorySlug: 'correspondence_address',
        sendingRequestAs: 'customer',
        ownerTypeSlug: 'property_manager',
      });
    }
    return c.json({ data: await premisesJson(ctx.db, user, premisesId) });
  });

  app.put('/premises/:id/main-residence', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { premisesId } = await ownedPremises(ctx.db, user, c.req.param('id'));
    const { contactUuid, isMainResidence } = await readJson(c, MainResidenceUpdate);
    // Only the caller's own contact record on this premises; anyone else's is "not found".
    if (!(await isOwnContact(ctx.db, user.id, premisesId, contactUuid))) throw notFound('Contact');
    await setMainResidence(ctx.db, user.id, premisesId, isMainResidence);
    return c.json({ data: await premisesJson(ctx.db, user, premisesId) });
  });
}
