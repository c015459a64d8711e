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
  const byId = new Map(users.map((user) => [user.id, user]));
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values(
        users.map((user) => ({
          id: user.id,
          email: user.email,
          password_hash: passwordHash,
          title: user.title,
          first_name: user.firstName,
          last_name: user.lastName,
          role_types: JSON.stringify(user.types),
          role_payloads: JSON.stringify(user.payloads),
          has_been_downgraded: user.downgraded ? 1 : 0,
          mfa_enabled: user.mfa ? 1 : 0,
          mobile_number: user.mobile ?? null,
          news_preferences: JSON.stringify({
            urgentNewsText: Boolean(user.mobile),
            urgentNewsEmail: true,
            importantNewsEmail: true,
            standardNewsEmail: false,
            // Stored normalised, as sign-up does when urgent news by text is on (spec 1 §5).
            smsNumber: user.mobile ? `+44${user.mobile.replace(/\s/g, '').slice(1)}` : null,
          }),
          notification_preferences: JSON.stringify({ ownersCorrespondence: true, ownersReminders: true, email: user.email }),
          show_paperless_dialog: user.paperlessDue ? 1 : 0,
          created_at: created,
        })),
      )
      .execute();
    await trx
      .insertInto('developments')
      .values(
        developments.map((development) => ({
          id: development.id,
          name: development.name,
          address_line1: development.line1,
          address_line2: development.line2,
          city: development.city,
          postal_code: development.postalCode,
          image_file: `${development.id}.svg`,
          has_facilities_booking: development.facilities,
          has_ecomms_log_report: development.ecomms,
          has_site_staff: development.siteStaff,
          has_client_portal: development.clientPortal,
        })),
      )
      .execute();
    await trx
      .insertInto('premises')
      .values(
        premises.map((item) => {
          const development = developments.find((candidate) => candidate.id === item.development)!;
          return {
            id: item.id,
            development_id: item.development,
            name: item.name,
            legal_owner: item.legalOwner,
            tenant_reference: item.reference,
            hidden: item.hidden ?? 0,
            in_breach: item.inBreach ?? 0,
            correspondence_address: address(`${item.name}, ${development.line1}`, development.city, development.postalCode),
            legal_owner_address: address('10 Chancery Lane', 'London', 'WC2A 1AA'),
          };
        }),
      )
      .execute();
    await trx
      .insertInto('premises_contacts')
      .values(
        contacts.map(([id, premisesId, userId, relationship, main]) => {
          const user = byId.get(userId)!;
          return { id, premises_id: premisesId, user_id: userId, title: user.title, first_name: user.firstName, last_name: user.lastName, relationship, is_main_residence: main };
        }),
      )
      .execute();
    await trx
      .insertInto('development_members')
      .values(members.map(([userId, developmentId, payload]) => ({ user_id: userId, development_id: developmentId, role_payload: payload })))
      .execute();
  });
}
