// The kinds of file whose rows are records of one table: their columns (docs/import/README.md
// documents the same), the checks of their cells, and the columns they write.
import { HttpError } from '../../http/errors';
import { sanitisedHtml } from '../../http/sanitize-html';
import type { RowCells } from './cells';
import type { NewRecord, TableKind, Values } from './table-kind';

/** Columns a row writes only when the file has them: an optional column left out keeps the record's value. */
function given(cells: RowCells, columns: Record<string, string | number | null | undefined>): Values {
  const values: Values = {};
  for (const [column, value] of Object.entries(columns)) if (value !== undefined && cells.row.cells.has(column)) values[column] = value;
  return values;
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);

interface DevelopmentRow {
  reference: string;
  columns: Values;
}

/** `developments`: the agent's developments (estates, blocks). */
export const developmentsKind: TableKind<DevelopmentRow> = {
  name: 'developments',
  table: 'developments',
  idPrefix: 'dev',
  shape: {
    name: 'a developments file',
    columns: ['reference', 'name', 'address_line1', 'address_line2', 'city', 'postcode', 'facilities_booking', 'site_staff', 'access_log_report', 'client_portal'],
    required: ['reference', 'name', 'address_line1', 'city', 'postcode'],
  },
  read(cells) {
    const reference = cells.reference('reference');
    const name = cells.text('name', { required: true });
    const line1 = cells.text('address_line1', { required: true });
    const line2 = cells.text('address_line2');
    const city = cells.text('city', { required: true, max: 100 });
    const postcode = cells.postcode('postcode', { required: true });
    const flags = {
      has_facilities_booking: flag(cells.yesNo('facilities_booking', false)),
      has_site_staff: flag(cells.yesNo('site_staff', false)),
      has_ecomms_log_report: flag(cells.yesNo('access_log_report', false)),
      has_client_portal: flag(cells.yesNo('client_portal', false)),
    };
    if (!cells.ok) return undefined;
    const optional = given(cells, { address_line2: line2 });
    const columnOf = { has_facilities_booking: 'facilities_booking', has_site_staff: 'site_staff', has_ecomms_log_report: 'access_log_report', has_client_portal: 'client_portal' } as const;
    for (const [column, value] of Object.entries(flags)) if (cells.row.cells.has(columnOf[column as keyof typeof columnOf])) optional[column] = value!;
    return { reference: reference!, columns: { name: name!, address_line1: line1!, city: city!, postal_code: postcode!, ...optional } };
  },
  reference: (row) => row.reference,
  values: (row) => row.columns,
};

interface PremisesRow {
  reference: string;
  development: string;
  columns: Values;
}

/** The columns of an address in a premises file. */
interface AddressColumns {
  line1: string;
  line2: string;
  line3?: string;
  city: string;
  county?: string;
  country: string;
  postcode: string;
}

const correspondenceColumns: AddressColumns = { line1: 'address_line1', line2: 'address_line2', line3: 'address_line3', city: 'city', county: 'county', country: 'country', postcode: 'postcode' };
const legalOwnerColumns: AddressColumns = {
  line1: 'legal_owner_address_line1',
  line2: 'legal_owner_address_line2',
  city: 'legal_owner_address_city',
  country: 'legal_owner_address_country',
  postcode: 'legal_owner_address_postcode',
};

/** An address of the premises' columns, as JSON (core/schemas CorrespondenceAddress); undefined when none is given. */
function addressOf(cells: RowCells, columns: AddressColumns): string | null | undefined {
  const named = Object.values(columns).filter((column) => cells.row.cells.has(column));
  if (named.length === 0) return undefined;
  const filled = named.filter((column) => cells.has(column));
  if (filled.length === 0) return undefined;
  // spec 1 §5, correspondence address: line 1 and the city required, the postcode 3 to 15 characters (abroad too).
  const line1 = cells.text(columns.line1, { required: true });
  const line2 = cells.text(columns.line2);
  const line3 = columns.line3 ? cells.text(columns.line3) : null;
  const city = cells.text(columns.city, { required: true, max: 40 });
  const county = columns.county ? cells.text(columns.county, { max: 40 }) : null;
  const country = cells.text(columns.country, { max: 40 });
  const postcode = cells.text(columns.postcode, { max: 15 });
  if (postcode && postcode.length < 3) return cells.problem(columns.postcode, `'${postcode}' is not a postcode: it has fewer than 3 characters`);
  if (!cells.ok) return undefined;
  return JSON.stringify({ addressLine1: line1, addressLine2: line2 ?? null, addressLine3: line3 ?? null, city, county: county ?? null, country: country ?? 'United Kingdom', postalCode: postcode ?? null });
}

/** `premises`: the flats, houses and units of the developments. */
export const premisesKind: TableKind<PremisesRow> = {
  name: 'premises',
  table: 'premises',
  idPrefix: 'prm',
  shape: {
    name: 'a premises file',
    columns: [
      'reference',
      'development',
      'name',
      'legal_owner',
      'tenant_reference',
      'hidden',
      'in_breach',
      'address_line1',
      'address_line2',
      'address_line3',
      'city',
      'county',
      'country',
      'postcode',
      'legal_owner_address_line1',
      'legal_owner_address_line2',
      'legal_owner_address_city',
      'legal_owner_address_country',
      'legal_owner_address_postcode',
    ],
    required: ['reference', 'development', 'name', 'legal_owner'],
  },
  read(cells) {
    const reference = cells.reference('reference');
    const development = cells.reference('development');
    const name = cells.text('name', { required: true });
    const legalOwner = cells.text('legal_owner', { required: true });
    const tenantReference = cells.text('tenant_reference', { max: 100 });
    const hidden = flag(cells.yesNo('hidden', false));
    const inBreach = flag(cells.yesNo('in_breach', false));
    const correspondence = addressOf(cells, correspondenceColumns);
    const legalOwnerAddress = addressOf(cells, legalOwnerColumns);
    if (!cells.ok) return undefined;
    const columns: Values = {
      name: name!,
      legal_owner: legalOwner!,
      // The tenant reference sign-up asks for (spec 1 §2): the unit's reference unless the file says otherwise.
      tenant_reference: tenantReference ?? reference!,
      ...given(cells, { hidden, in_breach: inBreach }),
    };
    if (correspondence) columns.correspondence_address = correspondence;
    if (legalOwnerAddress) columns.legal_owner_address = legalOwnerAddress;
    return { reference: reference!, development: development!, columns };
  },
  reference: (row) => row.reference,
  parents: (row) => [{ column: 'development', kind: 'developments', reference: row.development, what: 'a development' }],
  values: (row, ids) => ({ development_id: ids.get('development')!, ...row.columns }),
  // Without an address in the file, the premises' is the development's; the legal owner's is the correspondence one.
  async defaults(session, made) {
    const ids = [...new Set(made.map((item) => String(item.values.development_id)))];
    const developments = ids.length === 0 ? [] : await session.db.selectFrom('developments').selectAll().where('id', 'in', ids).execute();
    return made.map((item) => {
      const development = developments.find((each) => each.id === item.values.development_id)!;
      const correspondence =
        (item.values.correspondence_address as string | undefined) ??
        JSON.stringify({
          addressLine1: `${item.values.name}, ${development.address_line1}`,
          addressLine2: development.address_line2,
          addressLine3: null,
          city: development.city,
          county: null,
          country: 'United Kingdom',
          postalCode: development.postal_code,
        });
      return { correspondence_address: correspondence, legal_owner_address: correspondence };
    });
  },
};

interface AccountRow {
  reference: string;
  premises: string;
  columns: Values;
}

/** `charge-accounts`: a premises' accounts (service charge, ground rent...), by tenant account number. */
export const chargeAccountsKind: TableKind<AccountRow> = {
  name: 'charge-accounts',
  table: 'charge_accounts',
  idPrefix: 'acc',
  shape: {
    name: 'a charge-accounts file',
    columns: ['reference', 'premises', 'service', 'payment_method', 'position', 'important_notes', 'bank_sort_code', 'bank_account_number', 'bank_iban', 'bank_swift', 'credit_control_phone'],
    required: ['reference', 'premises', 'service'],
  },
  async read(cells) {
    const reference = cells.reference('reference');
    const premises = cells.reference('premises');
    const service = cells.text('service', { required: true });
    const paymentMethod = cells.text('payment_method', { max: 100 });
    const position = cells.position('position', 0);
    const sortCode = cells.text('bank_sort_code', { max: 8 });
    if (sortCode && !/^\d{2}-?\d{2}-?\d{2}$/.test(sortCode)) cells.problem('bank_sort_code', `'${sortCode}' is not a sort code, such as 20-00-00`);
    const accountNumber = cells.text('bank_account_number', { max: 8 });
    if (accountNumber && !/^\d{8}$/.test(accountNumber)) cells.problem('bank_account_number', `'${accountNumber}' is not a bank account number of 8 digits`);
    const iban = cells.text('bank_iban', { max: 42 });
    if (iban && !/^[A-Z]{2}\d{2}[A-Z0-9 ]{10,38}$/i.test(iban)) cells.problem('bank_iban', `'${iban}' is not an IBAN, such as GB29 NWBK 6016 1331 9268 19`);
    const swift = cells.text('bank_swift', { max: 11 });
    if (swift && !/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/i.test(swift)) cells.problem('bank_swift', `'${swift}' is not a SWIFT (BIC) code, such as NWBKGB2L`);
    const phone = cells.phone('credit_control_phone');
    let notes = cells.text('important_notes', { max: 20_000 });
    if (notes) {
      try {
        // Shown as HTML on the statement: stored as the portal's policy allows, as staff's HTML is.
        notes = await sanitisedHtml(notes, 'important_notes');
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        cells.problem('important_notes', 'has no text once its HTML is made safe: leave it empty, or write the notes');
      }
    }
    if (!cells.ok) return undefined;
    return {
      reference: reference!,
      premises: premises!,
      columns: {
        // The tenant account number is the reference: the statement shows it, and it is the payment reference.
        account_number: reference!,
        service_description: service!,
        ...given(cells, {
          payment_method: paymentMethod,
          position,
          important_notes: notes,
          bank_sort_code: sortCode ? sortCode.replace(/^(\d{2})-?(\d{2})-?(\d{2})$/, '$1-$2-$3') : sortCode,
          bank_account_number: accountNumber,
          bank_iban: iban ? iban.toUpperCase() : iban,
          bank_swift: swift ? swift.toUpperCase() : swift,
          credit_control_phone: phone,
        }),
      },
    };
  },
  reference: (row) => row.reference,
  parents: (row) => [{ column: 'premises', kind: 'premises', reference: row.premises, what: 'a premises' }],
  values: (row, ids) => ({ premises_id: ids.get('premises')!, ...row.columns }),
  // Account numbers are unique: one held by an account no import made (the demo's, or typed) is refused.
  async checkNew(session, made: readonly NewRecord<AccountRow>[]) {
    const numbers = made.map((item) => item.row.reference);
    if (numbers.length === 0) return;
    const held = new Set((await session.db.selectFrom('charge_accounts').select('account_number').where('account_number', 'in', numbers).execute()).map((row) => row.account_number));
    for (const item of made) {
      if (held.has(item.row.reference)) item.cells.problem('reference', `'${item.row.reference}' is the account number of a charge account Portico holds already, which no import made: choose another number`);
    }
  },
};

interface TransactionRow {
  reference: string;
  account: string;
  columns: Values;
}

/**
 * `transactions`: statement lines. The amount is in pounds, positive for what the resident owes
 * (a charge, a debit) and negative for what they paid or were credited, as the statement shows it.
 */
export const transactionsKind: TableKind<TransactionRow> = {
  name: 'transactions',
  table: 'statement_lines',
  idPrefix: 'stl',
  shape: {
    name: 'a transactions file',
    columns: ['reference', 'account', 'date', 'description', 'type', 'amount', 'period_from', 'period_to'],
    required: ['reference', 'account', 'date', 'description', 'type', 'amount'],
  },
  read(cells) {
    const reference = cells.reference('reference');
    const account = cells.reference('account');
    const date = cells.date('date', { required: true });
    const description = cells.text('description', { required: true });
    const type = cells.text('type', { required: true, max: 100 });
    const pence = cells.pence('amount');
    const from = cells.date('period_from');
    const to = cells.date('period_to');
    if (from && to && from > to) cells.problem('period_to', `'${to}' is before period_from, ${from}`);
    if (!cells.ok) return undefined;
    return {
      reference: reference!,
      account: account!,
      columns: { date: date!, transaction_description: description!, type_description: type!, amount_pence: pence!, ...given(cells, { period_from: from, period_to: to }) },
    };
  },
  reference: (row) => row.reference,
  parents: (row) => [{ column: 'account', kind: 'charge-accounts', reference: row.account, what: 'a charge account' }],
  values: (row, ids) => ({ account_id: ids.get('account')!, ...row.columns }),
};
