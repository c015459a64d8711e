// docs/demo-data.md "Customers": Riverside Wharf's Flats 5 and 6, Ivy Inactive (a registered tenant of
// Flat 5 whose relationship ended), Uma Unregistered (owner of Flat 6, never registered), and
// Olivia's files. Seeded when the area is new to a database, so an existing one gets them too.
import { shiftLondonDays } from '../../../core/domain/london';
import type { AppContext } from '../../area';
import { demoIds } from '../core';
import { textPdf } from '../residents/pdf';
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
 * @example seedCustomers(ctx);
 */
export function seedCustomers(ctx: AppContext): void {
  const { db } = ctx;
  const now = ctx.now();
  db.transaction(() => {
    const insertPremises = db.prepare(
      `INSERT INTO premises (id, development_id, name, legal_owner, tenant_reference, correspondence_address, legal_owner_address)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    insertPremises.run(demoIds.flat5, demoIds.riversideWharf, 'Flat 5', 'Riverside Wharf Freehold Ltd', 'RW-0005', address('Flat 5, 1 Wharf Road'), address('10 Chancery Lane'));
    insertPremises.run(demoIds.flat6, demoIds.riversideWharf, 'Flat 6', 'Uma Unregistered', 'RW-0006', address('Flat 6, 1 Wharf Road'), address('Flat 6, 1 Wharf Road'));

    // Ivy signs in with the demo password: the hash is Olivia's, so seeding hashes nothing.
    db.prepare(
      `INSERT INTO users (id, email, password_hash, title, first_name, last_name, role_types, role_payloads, news_preferences, notification_preferences, created_at)
       SELECT ?, 'inactive@example.com', password_hash, 'Ms', 'Ivy', 'Inactive', '["customer"]', '["subtenant"]', ?, ?, ? FROM users WHERE id = ?`,
    ).run(
      demoIds.ivy,
      JSON.stringify({ urgentNewsText: false, urgentNewsEmail: true, importantNewsEmail: true, standardNewsEmail: false, smsNumber: null }),
      JSON.stringify({ ownersCorrespondence: true, ownersReminders: true, email: 'inactive@example.com' }),
      now.toISOString(),
      demoIds.olivia,
    );
    const insertContact = db.prepare(
      `INSERT INTO premises_contacts (id, premises_id, user_id, title, first_name, last_name, relationship, relationship_type_id, is_main_residence, active, email, main_number)
       VALUES (@id, @premises, @user, @title, @first, @last, @payload, @type, 0, @active, @email, @phone)`,
    );
    insertContact.run({ id: demoIds.ivyFlat5, premises: demoIds.flat5, user: demoIds.ivy, title: 'Ms', first: 'Ivy', last: 'Inactive', payload: 'subtenant', type: demoIds.relationshipTenant, active: 0, email: null, phone: null });
    insertContact.run({
      id: demoIds.umaFlat6,
      premises: demoIds.flat6,
      user: null,
      title: 'Mrs',
      first: 'Uma',
      last: 'Unregistered',
      payload: 'owner',
      type: demoIds.relationshipOwner,
      active: 1,
      email: 'unregistered@example.com',
      phone: '020 7946 0606',
    });

    oliviaFiles.forEach(([name, kind, daysAgo], index) => {
      const bytes =
        kind === 'pdf'
          ? textPdf(name.replace(/\.pdf$/, ''), ['Olivia Owner', 'Riverside Wharf', 'Held by the managing agent.'])
          : Buffer.from(`${name.replace(/\.txt$/, '')}\n\nOlivia Owner, Riverside Wharf.\nNoted by the managing agent.\n`, 'utf8');
      storeCustomerFile(ctx, {
        id: `cfl-olivia-${index + 1}`,
        customerId: demoIds.olivia,
        developmentId: demoIds.riversideWharf,
        name,
        contentType: kind === 'pdf' ? 'application/pdf' : 'text/plain; charset=utf-8',
        bytes,
        updatedAt: new Date(shiftLondonDays(now.getTime(), -daysAgo)).toISOString(),
      });
    });
    for (const [id, customerId, developmentId, name] of otherFiles) {
      storeCustomerFile(ctx, { id, customerId, developmentId, name, contentType: 'application/pdf', bytes: textPdf(name.replace(/\.pdf$/, ''), ['Held by the managing agent.']), updatedAt: now.toISOString() });
    }
  })();
}
