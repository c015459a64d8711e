// docs/demo-data.md for the charges area: Olivia Owner's charge accounts (and one for each other
// resident, so authorisation tests have others' ids), 60+ statement lines per account over the
// last two years, and a PDF bill per account. Deterministic: dates are relative to the seed time,
// amounts come from a seeded generator.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { startOfMonth } from 'date-fns/startOfMonth';
import type { AppContext } from '../../area';
import { textPdf } from '../../files/pdf';
import { demoIds } from '../core';
import { filesDir } from '../developments';
import { balanceOn, insertLines } from './service';
import { demoStatement, pounds, ukDate, type AccountPlan } from './statements';

/**
 * The demo charge accounts' ids (as in core/testing/samples/charges.ts).
 * @example await api.call(`/library/files/bill/${chargesDemoIds.flat1GroundRent}`, { token });
 */
export const chargesDemoIds = {
  flat1ServiceCharge: 'acc-flat-1-service-charge',
  flat1GroundRent: 'acc-flat-1-ground-rent',
  flat2ServiceCharge: 'acc-flat-2-service-charge',
  flat3ServiceCharge: 'acc-flat-3-service-charge',
  flat4Rent: 'acc-flat-4-rent',
  apartment12ServiceCharge: 'acc-apartment-12-service-charge',
  apartment14ServiceCharge: 'acc-apartment-14-service-charge',
  loft7ServiceCharge: 'acc-loft-7-service-charge',
} as const;

interface DemoAccount extends AccountPlan {
  readonly premisesId: string;
  readonly accountNumber: string;
  readonly position: number;
}

// Balances as core/testing/samples/charges.ts has them for Olivia Owner: Flat 1 owes on service
// charge and is in credit on ground rent; the consolidated balance of her visible premises is 2289.00.
const accounts: DemoAccount[] = [
  { id: chargesDemoIds.flat1ServiceCharge, premisesId: demoIds.flat1, kind: 'service-charge', label: 'Service charge', accountNumber: 'RW-0001-SC', paymentMethod: 'Direct debit', monthlyPence: 18500, balancePence: 123450, position: 0 },
  { id: chargesDemoIds.flat1GroundRent, premisesId: demoIds.flat1, kind: 'ground-rent', label: 'Ground rent', accountNumber: 'RW-0001-GR', paymentMethod: 'Bank transfer', monthlyPence: 2100, balancePence: -12075, position: 1 },
  { id: chargesDemoIds.flat2ServiceCharge, premisesId: demoIds.flat2, kind: 'service-charge', label: 'Service charge', accountNumber: 'RW-0002-SC', paymentMethod: null, monthlyPence: 16000, balancePence: 86525, position: 0 },
  // Flat 3 is hidden: its account exists so that leaving it out of GET /charges is observable.
  { id: chargesDemoIds.flat3ServiceCharge, premisesId: demoIds.flat3, kind: 'service-charge', label: 'Service charge', accountNumber: 'RW-0003-SC', paymentMethod: 'Direct debit', monthlyPence: 15000, balancePence: 54000, position: 0 },
  { id: chargesDemoIds.flat4Rent, premisesId: demoIds.flat4, kind: 'rent', label: 'Rent', accountNumber: 'RW-0004-RE', paymentMethod: 'Direct debit', monthlyPence: 95000, balancePence: 9540, position: 0 },
  { id: chargesDemoIds.apartment12ServiceCharge, premisesId: demoIds.apartment12, kind: 'service-charge', label: 'Service charge', accountNumber: 'EC-0012-SC', paymentMethod: 'Cheque', monthlyPence: 12000, balancePence: 31000, position: 0 },
  { id: chargesDemoIds.apartment14ServiceCharge, premisesId: demoIds.apartment14, kind: 'service-charge', label: 'Service charge', accountNumber: 'EC-0014-SC', paymentMethod: 'Direct debit', monthlyPence: 12500, balancePence: 42010, position: 0 },
  { id: chargesDemoIds.loft7ServiceCharge, premisesId: demoIds.loft7, kind: 'service-charge', label: 'Service charge', accountNumber: 'HL-0007-SC', paymentMethod: 'Bank transfer', monthlyPence: 14000, balancePence: 312000, position: 0 },
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

/**
 * Seeds the charges area (docs/demo-data.md: charge accounts, statements and bills). Needs the
 * core area's premises.
 * @example await seedCharges(ctx);
 */
export async function seedCharges(ctx: AppContext): Promise<void> {
  const today = ukDate(ctx.now());
  const issued = startOfMonth(parseISO(today));
  const premisesRows = await ctx.db
    .selectFrom('premises as p')
    .innerJoin('developments as d', 'd.id', 'p.development_id')
    .select(['p.id', 'p.name', 'p.development_id', 'd.name as development_name'])
    .execute();
  const premisesOf = new Map(premisesRows.map((row) => [row.id, row]));

  // spec 1 §2: a bill per charge; this month's demand, as a one-page PDF.
  const bills: { id: string; account_id: string; file_name: string; stored_name: string; issued_on: string }[] = [];
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('charge_accounts')
      .values(
        accounts.map((account) => {
          const bank = banks[premisesOf.get(account.premisesId)!.development_id]!;
          return {
            id: account.id,
            premises_id: account.premisesId,
            service_description: account.label,
            account_number: account.accountNumber,
            payment_method: account.paymentMethod,
            position: account.position,
            important_notes: importantNotes(account),
            bank_sort_code: bank.sortCode,
            bank_account_number: bank.accountNumber,
            bank_iban: bank.iban,
            bank_swift: bank.swift,
            credit_control_phone: bank.phone,
          };
        }),
      )
      .execute();
    for (const account of accounts) await insertLines(trx, account.id, demoStatement(account, today), `stl-${account.id.replace(/^acc-/, '')}`);
    for (const account of accounts) {
      const premises = premisesOf.get(account.premisesId)!;
      const storedName = `${account.id}-${format(issued, 'yyyy-MM')}.pdf`;
      const pdf = textPdf(`${account.label} bill`, [
        `${premises.name}, ${premises.development_name}`,
        `Account number ${account.accountNumber}`,
        `Issued ${format(issued, 'd MMMM yyyy')}`,
        `Balance GBP ${pounds(await balanceOn(trx, account.id)).toFixed(2)}`,
        'Please pay within 30 days, quoting your account number.',
      ]);
      await writeFile(join(filesDir(ctx, 'bills'), storedName), pdf);
      bills.push({
        id: `bil-${account.id.replace(/^acc-/, '')}-${format(issued, 'yyyy-MM')}`,
        account_id: account.id,
        file_name: `${premises.name} ${account.label.toLowerCase()} ${format(issued, 'MMMM yyyy')}.pdf`,
        stored_name: storedName,
        issued_on: format(issued, 'yyyy-MM-dd'),
      });
    }
    await trx.insertInto('bills').values(bills).execute();
  });
}
