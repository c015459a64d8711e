// docs/demo-data.md "Customers": Riverside Wharf's Flats 5 and 6, Ivy Inactive (a registered tenant of
// Flat 5 whose relationship ended), Uma Unregistered (owner of Flat 6, never registered), and
// Olivia's files. Seeded when the area is new to a database, so an existing one gets them too.
import { shiftLondonDays } from '../../../core/domain/london';
import type { AppContext } from '../../area';
import { demoIds } from '../core';
import { textPdf } from '../../files/pdf';
import { storeCustomerFile } from './files';

/** Olivia's files: [name, kind, days before the seeding day]; newest first in her detail. */
const oliviaFiles: [name: string, kind: 'pdf' | 'text', daysAgo: number][] = [
  ['Lease Flat 1.pdf', 'pdf', 400],
  ['Lease Flat 2.pdf', 'pdf', 380],
  ['Lease Flat 3.pdf', 'pdf', 360],
  ['Service charge demand 2026.pdf', 'pdf', 200],
  ['Ground rent demand 2026.pdf', 'pdf', 190],
  ['Section 20 notice - roof works.pdf', 'pdf', 150],
  ['Insurance certificate 2026.pdf', 'pdf', 120],
  ['Call notes - leak in Flat 1.txt', 'text', 90],
  ['Fire door inspection Flat 1.pdf', 'pdf', 60],
  ['Parking permit request.txt', 'text', 30],
  ['Service charge budget 2027.pdf', 'pdf', 14],
  ['Letter - change of correspondence address.pdf', 'pdf', 3],
];

/** One file of another customer of each development, so that each development's staff have one to download. */
const otherFiles: [id: string, customerId: string, developmentId: string, name: string][] = [
  ['cfl-sam-1', demoIds.sam, demoIds.riversideWharf, 'Tenancy agreement Flat 4.pdf'],
  ['cfl-mia-1', demoIds.mia, demoIds.elmCourt, 'Lease Apartment 14.pdf'],
  ['cfl-dee-1', demoIds.dee, demoIds.harbourLofts, 'Breach notice Loft 7.pdf'],
];

function address(line1: string) {
  return JSON.stringify({ addressLine1: line1, addressLine2: null, addressLine3: null, city: 'London', county: null, country: 'United Kingdom', postalCode: 'SE16 4JX' });
}

/**
 * Seeds this area's demo data (docs/demo-data.md, Customers).
 * @example await seedCustomers(ctx);
 */
export async function seedCustomers(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('premises')
      .values([
        { id: demoIds.flat5, development_id: demoIds.riversideWharf, name: 'Flat 5', legal_owner: 'Riverside Wharf Freehold Ltd', tenant_reference: 'RW-0005', correspondence_address: address('Flat 5, 1 Wharf Road'), legal_owner_address: address('10 Chancery Lane') },
        { id: demoIds.flat6, development_id: demoIds.riversideWharf, name: 'Flat 6', legal_owner: 'Uma Unregistered', tenant_reference: 'RW-0006', correspondence_address: address('Flat 6, 1 Wharf Road'), legal_owner_address: address('Flat 6, 1 Wharf Road') },
      ])
      .execute();

    // Ivy signs in with the demo password: the hash is Olivia's, so seeding hashes nothing.
    const olivia = await trx.selectFrom('users').select('password_hash').where('id', '=', demoIds.olivia).executeTakeFirstOrThrow();
    await trx
      .insertInto('users')
      .values({
        id: demoIds.ivy,
        email: 'inactive@example.com',
        password_hash: olivia.password_hash,
        title: 'Ms',
        first_name: 'Ivy',
        last_name: 'Inactive',
        role_types: JSON.stringify(['customer']),
        role_payloads: JSON.stringify(['subtenant']),
        news_preferences: JSON.stringify({ urgentNewsText: false, urgentNewsEmail: true, importantNewsEmail: true, standardNewsEmail: false, smsNumber: null }),
        notification_preferences: JSON.stringify({ ownersCorrespondence: true, ownersReminders: true, email: 'inactive@example.com' }),
        created_at: now.toISOString(),
      })
      .execute();
    await trx
      .insertInto('premises_contacts')
      .values([
        { id: demoIds.ivyFlat5, premises_id: demoIds.flat5, user_id: demoIds.ivy, title: 'Ms', first_name: 'Ivy', last_name: 'Inactive', relationship: 'subtenant', relationship_type_id: demoIds.relationshipTenant, is_main_residence: 0, active: 0 },
        {
          id: demoIds.umaFlat6,
          premises_id: demoIds.flat6,
          user_id: null,
          title: 'Mrs',
          first_name: 'Uma',
          last_name: 'Unregistered',
          relationship: 'owner',
          relationship_type_id: demoIds.relationshipOwner,
          is_main_residence: 0,
          active: 1,
          email: 'unregistered@example.com',
          main_number: '020 7946 0606',
        },
      ])
      .execute();

    const inTransaction: AppContext = { ...ctx, db: trx };
    for (const [index, [name, kind, daysAgo]] of oliviaFiles.entries()) {
      const bytes =
        kind === 'pdf'
          ? textPdf(name.replace(/\.pdf$/, ''), ['Olivia Owner', 'Riverside Wharf', 'Held by the managing agent.'])
          : Buffer.from(`${name.replace(/\.txt$/, '')}\n\nOlivia Owner, Riverside Wharf.\nNoted by the managing agent.\n`, 'utf8');
      await storeCustomerFile(inTransaction, {
        id: `cfl-olivia-${index + 1}`,
        customerId: demoIds.olivia,
        developmentId: demoIds.riversideWharf,
        name,
        contentType: kind === 'pdf' ? 'application/pdf' : 'text/plain; charset=utf-8',
        bytes,
        updatedAt: new Date(shiftLondonDays(now.getTime(), -daysAgo)).toISOString(),
      });
    }
    for (const [id, customerId, developmentId, name] of otherFiles) {
      await storeCustomerFile(inTransaction, { id, customerId, developmentId, name, contentType: 'application/pdf', bytes: textPdf(name.replace(/\.pdf$/, ''), ['Held by the managing agent.']), updatedAt: now.toISOString() });
    }
  });
}
