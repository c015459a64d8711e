import type { AppContext } from '../../area';
import { hashPassword } from '../../auth/passwords';
import { demoIds as contractDemoIds } from '../../../core/schemas/demo-ids';

/** docs/demo-data.md: every demo account signs in with this password. */
export const DEMO_PASSWORD = 'Portal-Demo-1';

/**
 * The demo records' ids (core/schemas/demo-ids): the client's samples name the same records by
 * the same ids, so the two can never disagree.
 */
export const demoIds = contractDemoIds;

interface DemoUser {
  id: string;
  email: string;
  title: string;
  firstName: string;
  lastName: string;
  types: string[];
  payloads: string[];
  downgraded?: boolean;
  mfa?: boolean;
  paperlessDue?: boolean;
  mobile?: string | null;
}

const users: DemoUser[] = [
  { id: demoIds.olivia, email: 'owner@example.com', title: 'Ms', firstName: 'Olivia', lastName: 'Owner', types: ['customer'], payloads: ['owner'], paperlessDue: true, mobile: '07400 123456' },
  { id: demoIds.mia, email: 'mfa@example.com', title: 'Dr', firstName: 'Mia', lastName: 'Multifactor', types: ['customer'], payloads: ['owner'], mfa: true, mobile: '07400 234567' },
  { id: demoIds.sam, email: 'subtenant@example.com', title: 'Mr', firstName: 'Sam', lastName: 'Subtenant', types: ['customer'], payloads: ['subtenant'] },
  { id: demoIds.dee, email: 'downgraded@example.com', title: 'Mx', firstName: 'Dee', lastName: 'Downgraded', types: ['customer'], payloads: ['owner'], downgraded: true },
  { id: demoIds.clara, email: 'client@example.com', title: 'Ms', firstName: 'Clara', lastName: 'Client', types: ['client'], payloads: ['client_portal_access'] },
  // A customer who is also the client of Riverside Wharf: the dashboard's client-portal widget is hers (spec 1 §2).
  { id: demoIds.dora, email: 'director@example.com', title: 'Mrs', firstName: 'Dora', lastName: 'Director', types: ['customer', 'client'], payloads: ['client_portal_access'] },
  { id: demoIds.ada, email: 'admin@example.com', title: 'Ms', firstName: 'Ada', lastName: 'Admin', types: ['admin'], payloads: ['global'] },
  { id: demoIds.manny, email: 'manager@example.com', title: 'Mr', firstName: 'Manny', lastName: 'Manager', types: ['admin'], payloads: ['sl1'] },
  { id: demoIds.otto, email: 'officer@example.com', title: 'Mr', firstName: 'Otto', lastName: 'Officer', types: ['admin'], payloads: ['sl3'] },
];

const developments = [
  { id: demoIds.riversideWharf, name: 'Riverside Wharf', line1: '1 Wharf Road', line2: 'Rotherhithe', city: 'London', postalCode: 'SE16 4JX', facilities: 1, ecomms: 1, siteStaff: 1, clientPortal: 1 },
  { id: demoIds.elmCourt, name: 'Elm Court', line1: '12 Elm Grove', line2: null, city: 'Bristol', postalCode: 'BS6 6AB', facilities: 0, ecomms: 0, siteStaff: 0, clientPortal: 0 },
  { id: demoIds.harbourLofts, name: 'Harbour Lofts', line1: '7 Quay Street', line2: null, city: 'Leeds', postalCode: 'LS1 4BP', facilities: 1, ecomms: 0, siteStaff: 0, clientPortal: 0 },
];

const premises = [
  { id: demoIds.flat1, development: demoIds.riversideWharf, name: 'Flat 1', legalOwner: 'Olivia Owner', reference: 'RW-0001' },
  { id: demoIds.flat2, development: demoIds.riversideWharf, name: 'Flat 2', legalOwner: 'Olivia Owner', reference: 'RW-0002', inBreach: 1 },
  { id: demoIds.flat3, development: demoIds.riversideWharf, name: 'Flat 3', legalOwner: 'Olivia Owner', reference: 'RW-0003', hidden: 1 },
  { id: demoIds.flat4, development: demoIds.riversideWharf, name: 'Flat 4', legalOwner: 'Riverside Wharf Freehold Ltd', reference: 'RW-0004' },
  { id: demoIds.apartment12, development: demoIds.elmCourt, name: 'Apartment 12', legalOwner: 'Olivia Owner', reference: 'EC-0012' },
  { id: demoIds.apartment14, development: demoIds.elmCourt, name: 'Apartment 14', legalOwner: 'Mia Multifactor', reference: 'EC-0014' },
  { id: demoIds.apartment16, development: demoIds.elmCourt, name: 'Apartment 16', legalOwner: 'Elm Court Estates Ltd', reference: 'EC-0016' },
  { id: demoIds.loft7, development: demoIds.harbourLofts, name: 'Loft 7', legalOwner: 'Dee Downgraded', reference: 'HL-0007', inBreach: 1 },
];

/** [contact id, premises, user, relationship, main residence] */
const contacts: [string, string, string, 'owner' | 'subtenant', 0 | 1][] = [
  ['con-olivia-flat-1', demoIds.flat1, demoIds.olivia, 'owner', 1],
  ['con-olivia-flat-2', demoIds.flat2, demoIds.olivia, 'owner', 0],
  ['con-olivia-flat-3', demoIds.flat3, demoIds.olivia, 'owner', 0],
  ['con-olivia-apartment-12', demoIds.apartment12, demoIds.olivia, 'owner', 0],
  ['con-mia-apartment-14', demoIds.apartment14, demoIds.mia, 'owner', 1],
  ['con-sam-flat-4', demoIds.flat4, demoIds.sam, 'subtenant', 1],
  ['con-dee-loft-7', demoIds.loft7, demoIds.dee, 'owner', 1],
];

/** [user, development, role payload] for staff and client organisations. */
const members: [string, string, string][] = [
  [demoIds.clara, demoIds.riversideWharf, 'client_portal_access'],
  [demoIds.dora, demoIds.riversideWharf, 'client_portal_access'],
  [demoIds.manny, demoIds.riversideWharf, 'sl1'],
  [demoIds.manny, demoIds.elmCourt, 'sl1'],
  [demoIds.otto, demoIds.riversideWharf, 'sl3'],
];

function address(line1: string, city: string, postalCode: string) {
  return JSON.stringify({ addressLine1: line1, addressLine2: null, addressLine3: null, city, county: null, country: 'United Kingdom', postalCode });
}

/**
 * Seeds docs/demo-data.md's accounts, developments, premises and who is whose. All demo accounts share
 * one password hash: hashing eight times would slow every test's fresh database for nothing.
 * @example await seedCore(ctx);
 */
export async function seedCore({ db, now }: AppContext): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created = now().toISOString();
  const insertUser = db.prepare(
    `INSERT INTO users (id, email, password_hash, title, first_name, last_name, role_types, role_payloads, has_been_downgraded,
       mfa_enabled, mobile_number, news_preferences, notification_preferences, show_paperless_dialog, created_at)
     VALUES (@id, @email, @passwordHash, @title, @firstName, @lastName, @types, @payloads, @downgraded, @mfa, @mobile, @news, @notifications, @paperless, @created)`,
  );
  const insertDevelopment = db.prepare(
    `INSERT INTO developments (id, name, address_line1, address_line2, city, postal_code, image_file, has_facilities_booking,
       has_ecomms_log_report, has_site_staff, has_client_portal)
     VALUES (@id, @name, @line1, @line2, @city, @postalCode, @image, @facilities, @ecomms, @siteStaff, @clientPortal)`,
  );
  const insertPremises = db.prepare(
    `INSERT INTO premises (id, development_id, name, legal_owner, tenant_reference, hidden, in_breach, correspondence_address, legal_owner_address)
     VALUES (@id, @development, @name, @legalOwner, @reference, @hidden, @inBreach, @correspondence, @legalOwnerAddress)`,
  );
  const insertContact = db.prepare(
    `INSERT INTO premises_contacts (id, premises_id, user_id, title, first_name, last_name, relationship, is_main_residence)
     SELECT ?, ?, id, title, first_name, last_name, ?, ? FROM users WHERE id = ?`,
  );
  const insertMember = db.prepare('INSERT INTO development_members (user_id, development_id, role_payload) VALUES (?, ?, ?)');

  db.transaction(() => {
    for (const user of users) {
      insertUser.run({
        ...user,
        passwordHash,
        types: JSON.stringify(user.types),
        payloads: JSON.stringify(user.payloads),
        downgraded: user.downgraded ? 1 : 0,
        mfa: user.mfa ? 1 : 0,
        mobile: user.mobile ?? null,
        news: JSON.stringify({
          urgentNewsText: Boolean(user.mobile),
          urgentNewsEmail: true,
          importantNewsEmail: true,
          standardNewsEmail: false,
          // Stored normalised, as sign-up does when urgent news by text is on (spec 1 §5).
          smsNumber: user.mobile ? `+44${user.mobile.replace(/\s/g, '').slice(1)}` : null,
        }),
        notifications: JSON.stringify({ ownersCorrespondence: true, ownersReminders: true, email: user.email }),
        paperless: user.paperlessDue ? 1 : 0,
        created,
      });
    }
    for (const development of developments) insertDevelopment.run({ ...development, image: `${development.id}.svg` });
    for (const item of premises) {
      const development = developments.find((candidate) => candidate.id === item.development)!;
      insertPremises.run({
        ...item,
        hidden: item.hidden ?? 0,
        inBreach: item.inBreach ?? 0,
        correspondence: address(`${item.name}, ${development.line1}`, development.city, development.postalCode),
        legalOwnerAddress: address('10 Chancery Lane', 'London', 'WC2A 1AA'),
      });
    }
    for (const [id, premisesId, userId, relationship, main] of contacts) insertContact.run(id, premisesId, relationship, main, userId);
    for (const [userId, developmentId, payload] of members) insertMember.run(userId, developmentId, payload);
  })();
}
