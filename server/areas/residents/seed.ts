// docs/demo-data.md for the residents' area: development images and pages, news, Olivia Owner's charge
// accounts (and one for each other resident, so authorisation tests have others' ids), 60+
// statement lines per account over the last two years, and a PDF bill per account. Deterministic:
// dates are relative to the seed time, amounts come from a seeded generator.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { startOfMonth } from 'date-fns/startOfMonth';
import { subHours } from 'date-fns/subHours';
import { shiftLondonDays } from '../../../core/domain/london';
import type { AppContext } from '../../area';
import type { LinkedLibraryFile } from '../../../core/schemas';
import { demoIds } from '../core';
import { filesDir, writePublicFile } from './files';
import { publishNews } from './news';
import { avatarSvg, developmentImageSvg } from './images';
import { textPdf } from './pdf';
import { balanceOn, demoStatement, insertLines, pounds, ukDate, type AccountPlan } from './statements';

/**
 * The demo records' ids of this area (charge accounts as in core/testing/samples/charges.ts).
 * @example await api.call(`/library/files/bill/${residentsDemoIds.flat1GroundRent}`, { token });
 */
export const residentsDemoIds = {
  flat1ServiceCharge: 'acc-flat-1-service-charge',
  flat1GroundRent: 'acc-flat-1-ground-rent',
  flat2ServiceCharge: 'acc-flat-2-service-charge',
  flat3ServiceCharge: 'acc-flat-3-service-charge',
  flat4Rent: 'acc-flat-4-rent',
  apartment12ServiceCharge: 'acc-apartment-12-service-charge',
  apartment14ServiceCharge: 'acc-apartment-14-service-charge',
  loft7ServiceCharge: 'acc-loft-7-service-charge',
  riversideBinsPost: 'pst-riverside-bins',
  riversideDraftPost: 'pst-riverside-summer-party',
  riversideUrgentNews: 'nws-riverside-water',
  portalNews: 'nws-all-portal-upgrade',
} as const;

interface DemoAccount extends AccountPlan {
  readonly premisesId: string;
  readonly accountNumber: string;
  readonly position: number;
}

// Balances as core/testing/samples/charges.ts has them for Olivia Owner: Flat 1 owes on service
// charge and is in credit on ground rent; the consolidated balance of her visible premises is 2289.00.
const accounts: DemoAccount[] = [
  { id: residentsDemoIds.flat1ServiceCharge, premisesId: demoIds.flat1, kind: 'service-charge', label: 'Service charge', accountNumber: 'RW-0001-SC', paymentMethod: 'Direct debit', monthlyPence: 18500, balancePence: 123450, position: 0 },
  { id: residentsDemoIds.flat1GroundRent, premisesId: demoIds.flat1, kind: 'ground-rent', label: 'Ground rent', accountNumber: 'RW-0001-GR', paymentMethod: 'Bank transfer', monthlyPence: 2100, balancePence: -12075, position: 1 },
  { id: residentsDemoIds.flat2ServiceCharge, premisesId: demoIds.flat2, kind: 'service-charge', label: 'Service charge', accountNumber: 'RW-0002-SC', paymentMethod: null, monthlyPence: 16000, balancePence: 86525, position: 0 },
  // Flat 3 is hidden: its account exists so that leaving it out of GET /charges is observable.
  { id: residentsDemoIds.flat3ServiceCharge, premisesId: demoIds.flat3, kind: 'service-charge', label: 'Service charge', accountNumber: 'RW-0003-SC', paymentMethod: 'Direct debit', monthlyPence: 15000, balancePence: 54000, position: 0 },
  { id: residentsDemoIds.flat4Rent, premisesId: demoIds.flat4, kind: 'rent', label: 'Rent', accountNumber: 'RW-0004-RE', paymentMethod: 'Direct debit', monthlyPence: 95000, balancePence: 9540, position: 0 },
  { id: residentsDemoIds.apartment12ServiceCharge, premisesId: demoIds.apartment12, kind: 'service-charge', label: 'Service charge', accountNumber: 'EC-0012-SC', paymentMethod: 'Cheque', monthlyPence: 12000, balancePence: 31000, position: 0 },
  { id: residentsDemoIds.apartment14ServiceCharge, premisesId: demoIds.apartment14, kind: 'service-charge', label: 'Service charge', accountNumber: 'EC-0014-SC', paymentMethod: 'Direct debit', monthlyPence: 12500, balancePence: 42010, position: 0 },
  { id: residentsDemoIds.loft7ServiceCharge, premisesId: demoIds.loft7, kind: 'service-charge', label: 'Service charge', accountNumber: 'HL-0007-SC', paymentMethod: 'Bank transfer', monthlyPence: 14000, balancePence: 312000, position: 0 },
];

// Bank details and the credit-control line per development (the statement's how-to-pay modal).
const banks: Record<string, { sortCode: string; accountNumber: string; iban: string; swift: string; phone: string }> = {
  [demoIds.riversideWharf]: { sortCode: '12-34-56', accountNumber: '12345678', iban: 'GB33BUKB20201555555555', swift: 'BUKBGB22', phone: '020 7946 0000' },
  [demoIds.elmCourt]: { sortCode: '60-16-13', accountNumber: '31926819', iban: 'GB29NWBK60161331926819', swift: 'NWBKGB2L', phone: '0117 496 0000' },
  [demoIds.harbourLofts]: { sortCode: '40-11-62', accountNumber: '98765432', iban: 'GB82WEST12345698765432', swift: 'WESTGB22', phone: '0113 496 0000' },
};

function importantNotes(account: DemoAccount): string {
  const common =
    '<p>Payments by bank transfer take up to <strong>3 working days</strong> to reach your account. Please quote your account number as the reference.</p>';
  if (account.kind === 'ground-rent') {
    return `${common}<p>Ground rent is due under the terms of your lease. A credit on this account is carried forward to the next demand.</p>`;
  }
  if (account.kind === 'rent') return `${common}<p>Rent is collected on the first working day of each month.</p>`;
  return `${common}<ul><li>Service charge demands follow the budget approved at the annual general meeting.</li><li>The reserve fund pays for major works; see the <em>Documents</em> area for the current plan.</li></ul>`;
}

/** The staff who write the demo pages and news, with the pictures made for them. */
const authors = {
  manny: { userId: demoIds.manny, name: 'Manny Manager', image: 'author-manny-manager.svg' },
  otto: { userId: demoIds.otto, name: 'Otto Officer', image: 'author-otto-officer.svg' },
  ada: { userId: demoIds.ada, name: 'Ada Admin', image: 'author-ada-admin.svg' },
} as const;
type Author = keyof typeof authors;

/** [id, development, title, HTML, published, author, days ago] */
const posts: [string, string, string, string, boolean, Author, number][] = [
  [residentsDemoIds.riversideBinsPost, demoIds.riversideWharf, 'Bin collection days', '<p>General waste is collected on <strong>Tuesdays</strong>, recycling on Fridays. Please use the bin store by the car park entrance.</p>', true, 'manny', 20],
  ['pst-riverside-gym-rules', demoIds.riversideWharf, 'Gym rules', '<ul><li>Book a slot before you come.</li><li>Wipe the equipment down after use.</li><li>No under-16s without an adult.</li></ul>', true, 'otto', 45],
  [residentsDemoIds.riversideDraftPost, demoIds.riversideWharf, 'Summer party', '<p>Save the date: the residents\u2019 summer party on the river terrace. Details to follow.</p>', false, 'otto', 12],
  ['pst-elm-parking', demoIds.elmCourt, 'Parking permits', '<p>Each apartment has <strong>one</strong> parking permit. Visitors may park in the two bays by the gate for up to 4 hours.</p>', true, 'manny', 30],
  ['pst-elm-garden-project', demoIds.elmCourt, 'Community garden project', '<p>Draft plan for the raised beds in the courtyard, for comment at the next meeting.</p>', false, 'manny', 6],
  ['pst-harbour-moorings', demoIds.harbourLofts, 'Bike store and moorings', '<p>The bike store code changes on the first of every month; ask the managing agent for the new code.</p>', true, 'ada', 25],
  ['pst-harbour-roof-terrace', demoIds.harbourLofts, 'Roof terrace opening hours', '<p>Proposed opening hours: 08:00 to 22:00 from April to September.</p>', false, 'ada', 4],
];

/** [id, developments, category, title, HTML, author, hours ago] */
const news: [string, string[], 'standard' | 'urgent' | 'important', string, string, Author, number][] = [
  [residentsDemoIds.riversideUrgentNews, [demoIds.riversideWharf], 'urgent', 'Water shut-off on Thursday', '<p>The water supply will be off from <strong>9:00 to 13:00</strong> for repairs to the rising main.</p>', 'manny', 30],
  ['nws-riverside-agm', [demoIds.riversideWharf], 'important', 'Annual general meeting', '<p>The AGM is on the first Thursday of next month at 18:30 in the residents\u2019 lounge. The agenda is in the Documents area.</p>', 'manny', 26 * 24],
  ['nws-riverside-lift', [demoIds.riversideWharf], 'important', 'Lift refurbishment', '<p>Lift B will be out of service for <strong>two weeks</strong> while it is refurbished. Lift A stays in service. The inspection report is attached.</p>', 'otto', 9 * 24],
  ['nws-riverside-windows', [demoIds.riversideWharf], 'standard', 'Window cleaning', '<p>External windows will be cleaned next Monday and Tuesday.</p>', 'otto', 4 * 24],
  ['nws-riverside-gym', [demoIds.riversideWharf], 'standard', 'New gym equipment', '<p>Two new rowing machines have arrived in the gym. Book through the portal.</p>', 'otto', 14 * 24],
  ['nws-riverside-parcels', [demoIds.riversideWharf], 'standard', 'Parcel room hours', '<p>The parcel room is now open until <strong>20:00</strong> on weekdays.</p>', 'manny', 40 * 24],
  ['nws-elm-fire-alarm', [demoIds.elmCourt], 'urgent', 'Fire alarm test moved', '<p>This week\u2019s fire alarm test is moved to <strong>Wednesday at 11:00</strong>.</p>', 'manny', 6],
  ['nws-elm-insurance', [demoIds.elmCourt], 'important', 'Buildings insurance renewal', '<p>The buildings insurance has been renewed. The schedule is in the Documents area.</p>', 'manny', 12 * 24],
  ['nws-elm-budget', [demoIds.elmCourt], 'important', 'Service charge budget', '<p>Next year\u2019s draft budget is out for consultation until the end of the month.</p>', 'ada', 20 * 24],
  ['nws-elm-gardening', [demoIds.elmCourt], 'standard', 'Gardening day', '<p>Join your neighbours in the courtyard on Saturday from 10:00.</p>', 'manny', 3 * 24],
  ['nws-elm-recycling', [demoIds.elmCourt], 'standard', 'Recycling reminder', '<p>Please flatten cardboard boxes before putting them in the recycling bins.</p>', 'manny', 33 * 24],
  ['nws-elm-lighting', [demoIds.elmCourt], 'standard', 'New stairwell lighting', '<p>Motion-sensor lights are being fitted in both stairwells this week.</p>', 'manny', 45 * 24],
  ['nws-harbour-flood', [demoIds.harbourLofts], 'urgent', 'High tide warning', '<p>A high tide is expected tonight. Please move cars out of the <strong>lower car park</strong> by 18:00.</p>', 'ada', 3],
  ['nws-harbour-cladding', [demoIds.harbourLofts], 'important', 'Cladding survey', '<p>Surveyors will inspect the external walls next week. Access to some balconies will be needed.</p>', 'ada', 7 * 24],
  ['nws-harbour-heating', [demoIds.harbourLofts], 'important', 'Communal heating service', '<p>The communal heating will be off on Tuesday morning for its annual service.</p>', 'ada', 18 * 24],
  ['nws-harbour-bikes', [demoIds.harbourLofts], 'standard', 'Bike store tidy-up', '<p>Unlabelled bikes will be removed from the bike store at the end of the month.</p>', 'ada', 10 * 24],
  ['nws-harbour-cafe', [demoIds.harbourLofts], 'standard', 'Caf\u00e9 opening on the quay', '<p>A new caf\u00e9 opens on the quay on Saturday, with 10% off for residents.</p>', 'ada', 28 * 24],
  ['nws-harbour-windows', [demoIds.harbourLofts], 'standard', 'Window cleaning', '<p>The window cleaners use the roof cradle on Wednesday; please keep balcony doors shut.</p>', 'ada', 42 * 24],
  [residentsDemoIds.portalNews, [demoIds.riversideWharf, demoIds.elmCourt, demoIds.harbourLofts], 'standard', 'Your new resident portal', '<p>Welcome to the new portal: see your charges, raise requests and read news in one place.</p>', 'ada', 60 * 24],
];

/**
 * Documents the news items link (spec 2 §3 linkedLibraryFiles), by news id: the agenda, the lift
 * report and the schedule they mention (server/areas/documents seeds the files).
 */
const newsFiles: Record<string, LinkedLibraryFile[]> = {
  'nws-riverside-agm': [
    { type: 'file', payload: { id: demoIds.agmAgenda, name: 'AGM agenda.pdf', developmentId: demoIds.riversideWharf, folderId: demoIds.riversideMeetings } },
    { type: 'folder', payload: { id: demoIds.riversideMeetings, name: 'Meetings', developmentId: demoIds.riversideWharf, folderId: null } },
  ],
  'nws-riverside-lift': [
    { type: 'file', payload: { id: demoIds.liftInspection, name: 'Lift inspection report.pdf', developmentId: demoIds.riversideWharf, folderId: demoIds.riversideBuildingSafety } },
  ],
  'nws-elm-insurance': [
    { type: 'file', payload: { id: demoIds.insuranceSchedule, name: 'Insurance schedule.pdf', developmentId: demoIds.elmCourt, folderId: demoIds.elmInsurance } },
  ],
};

/**
 * Seeds the residents' area (docs/demo-data.md: developments' images, pages and news; charges,
 * statements and bills). Needs the core area's records.
 * @example seedResidents(ctx);
 */
export function seedResidents(ctx: AppContext): void {
  const { db } = ctx;
  const now = ctx.now();
  const today = ukDate(now);

  const developments = db.prepare<[], { id: string; name: string; image_file: string | null }>('SELECT id, name, image_file FROM developments').all();
  for (const development of developments) {
    if (development.image_file) writePublicFile(ctx, development.image_file, developmentImageSvg(development.name, development.id));
  }
  for (const author of Object.values(authors)) writePublicFile(ctx, author.image, avatarSvg(author.name));

  const insertPost = db.prepare(
    'INSERT INTO development_posts (id, development_id, title, description, published, author_id, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertAccount = db.prepare(
    `INSERT INTO charge_accounts (id, premises_id, service_description, account_number, payment_method, position, important_notes,
       bank_sort_code, bank_account_number, bank_iban, bank_swift, credit_control_phone)
     VALUES (@id, @premisesId, @label, @accountNumber, @paymentMethod, @position, @notes, @sortCode, @bankAccount, @iban, @swift, @phone)`,
  );
  const premisesOf = db.prepare<[string], { name: string; development_id: string; development_name: string }>(
    'SELECT p.name, p.development_id, d.name AS development_name FROM premises p JOIN developments d ON d.id = p.development_id WHERE p.id = ?',
  );
  const insertBill = db.prepare('INSERT INTO bills (id, account_id, file_name, stored_name, issued_on) VALUES (?, ?, ?, ?, ?)');

  db.transaction(() => {
    for (const [id, developmentId, title, description, published, author, daysAgo] of posts) {
      insertPost.run(id, developmentId, title, description, published ? 1 : 0, authors[author].userId, new Date(shiftLondonDays(now.getTime(), -daysAgo)).toISOString());
    }
    for (const [id, developmentIds, category, title, description, author, hoursAgo] of news) {
      const { userId, name, image } = authors[author];
      const createdAt = subHours(now, hoursAgo).toISOString();
      // Past news: its e-mails went out when it was published.
      publishNews(ctx, { id, developmentIds, category, title, description, author: { id: userId, name, image }, createdAt, linkedLibraryFiles: newsFiles[id] ?? [] }, { messages: false });
    }
    for (const account of accounts) {
      const bank = banks[premisesOf.get(account.premisesId)!.development_id]!;
      insertAccount.run({
        ...account,
        notes: importantNotes(account),
        sortCode: bank.sortCode,
        bankAccount: bank.accountNumber,
        iban: bank.iban,
        swift: bank.swift,
        phone: bank.phone,
      });
      insertLines(db, account.id, demoStatement(account, today), `stl-${account.id.replace(/^acc-/, '')}`);
    }
  })();

  // spec 1 §2: a bill per charge; this month's demand, as a one-page PDF.
  const bills = filesDir(ctx, 'bills');
  const issued = startOfMonth(parseISO(today));
  for (const account of accounts) {
    const premises = premisesOf.get(account.premisesId)!;
    const storedName = `${account.id}-${format(issued, 'yyyy-MM')}.pdf`;
    const pdf = textPdf(`${account.label} bill`, [
      `${premises.name}, ${premises.development_name}`,
      `Account number ${account.accountNumber}`,
      `Issued ${format(issued, 'd MMMM yyyy')}`,
      `Balance GBP ${pounds(balanceOn(db, account.id)).toFixed(2)}`,
      'Please pay within 30 days, quoting your account number.',
    ]);
    writeFileSync(join(bills, storedName), pdf);
    insertBill.run(`bil-${account.id.replace(/^acc-/, '')}-${format(issued, 'yyyy-MM')}`, account.id, `${premises.name} ${account.label.toLowerCase()} ${format(issued, 'MMMM yyyy')}.pdf`, storedName, format(issued, 'yyyy-MM-dd'));
  }
}
