// Every query of the premises area: the premises page (people, preferences, addresses, balance)
// and the owner's changes to it. The balance is the charges area's (premisesBalance).
import type { ContactPreferencesInput, CorrespondenceAddress, Premises } from '../../../core/schemas';
import type { Db } from '../../database/connection';
import { inTransaction } from '../../database/connection';
import { pounds, premisesBalance } from '../charges';
import type { AuthUser } from '../core';

// The relationship as people read it; the stored value is the role payload.
const RELATIONSHIP_NAMES: Record<string, string> = { owner: 'Owner', subtenant: 'Subtenant' };

/**
 * The premises as its owner sees it (core/schemas `Premises`): people, preferences, addresses,
 * the balance of all its charge accounts and whether it is this user's main residence.
 * @example const premises = await premisesJson(db, user, 'pre-riverside-flat-1');
 */
export async function premisesJson(db: Db, user: AuthUser, premisesId: string): Promise<Premises> {
  const row = await db.selectFrom('premises').selectAll().where('id', '=', premisesId).executeTakeFirstOrThrow();
  const contacts = await db
    .selectFrom('premises_contacts')
    .select(['id', 'user_id', 'title', 'first_name', 'last_name', 'relationship', 'is_main_residence'])
    .where('premises_id', '=', premisesId)
    .where('active', '=', 1)
    // Owners first.
    .orderBy((eb) => eb.case().when('relationship', '=', 'owner').then(0).else(1).end())
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
  const balance = await premisesBalance(db, premisesId);
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
 * The premises' name.
 * @example const name = await premisesName(db, 'pre-riverside-flat-1'); // 'Flat 1'
 */
export async function premisesName(db: Db, premisesId: string): Promise<string> {
  return (await db.selectFrom('premises').select('name').where('id', '=', premisesId).executeTakeFirstOrThrow()).name;
}

/**
 * Saves the premises' contact preferences.
 * @example await savePreferences(db, premisesId, { serviceChangeReceivePost: true, statutoryNoticesReceiveDigital: false });
 */
export async function savePreferences(db: Db, premisesId: string, preferences: ContactPreferencesInput): Promise<void> {
  await db
    .updateTable('premises')
    .set({ service_change_receive_post: preferences.serviceChangeReceivePost ? 1 : 0, statutory_notices_receive_digital: preferences.statutoryNoticesReceiveDigital ? 1 : 0 })
    .where('id', '=', premisesId)
    .execute();
}

/**
 * Whether this is the user's own active contact record on the premises.
 * @example if (!(await isOwnContact(db, user.id, premisesId, contactUuid))) throw notFound('Contact');
 */
export async function isOwnContact(db: Db, userId: string, premisesId: string, contactId: string): Promise<boolean> {
  const row = await db
    .selectFrom('premises_contacts')
    .select('id')
    .where('id', '=', contactId)
    .where('premises_id', '=', premisesId)
    .where('user_id', '=', userId)
    .where('active', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * spec 1 §4: one main residence at a time; ticking one unticks the person's others, and the
 * person's contact records on the same premises share the state.
 * @example await setMainResidence(db, user.id, premisesId, true);
 */
export async function setMainResidence(db: Db, userId: string, premisesId: string, isMainResidence: boolean): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (isMainResidence) {
      await trx.updateTable('premises_contacts').set({ is_main_residence: 0 }).where('user_id', '=', userId).where('premises_id', '<>', premisesId).execute();
    }
    await trx
      .updateTable('premises_contacts')
      .set({ is_main_residence: isMainResidence ? 1 : 0 })
      .where('user_id', '=', userId)
      .where('premises_id', '=', premisesId)
      .execute();
  });
}
