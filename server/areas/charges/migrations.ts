import type { Generated, Selectable } from 'kysely';
import type { Migration } from '../../database/migration';

/** The `charge_accounts` table: a premises' charge account and what its statement shows besides the lines. */
export interface ChargeAccountsTable {
  id: string;
  premises_id: string;
  service_description: string;
  /** The tenant account number, also the payment reference. */
  account_number: string;
  payment_method: string | null;
  /** Order within the premises. */
  position: Generated<number>;
  /** HTML. */
  important_notes: string | null;
  bank_sort_code: string | null;
  bank_account_number: string | null;
  bank_iban: string | null;
  bank_swift: string | null;
  credit_control_phone: string | null;
}

/** The `statement_lines` table: one line of an account's statement; the balance is never stored. */
export interface StatementLinesTable {
  /** Numbered by the database in insertion order: it breaks ties between lines of one day. */
  seq: Generated<number>;
  id: string;
  account_id: string;
  /** yyyy-MM-dd. */
  date: string;
  transaction_description: string;
  type_description: string;
  period_from: string | null;
  period_to: string | null;
  /** Positive a debit (owed), negative a credit. */
  amount_pence: number;
}

/** The `bills` table: a downloadable bill (a PDF under `<dataDir>/files/bills`). */
export interface BillsTable {
  id: string;
  account_id: string;
  /** The name it downloads as. */
  file_name: string;
  /** The name on disk. */
  stored_name: string;
  /** yyyy-MM-dd. */
  issued_on: string;
}

/** A row of `charge_accounts`, as a query answers it. */
export type ChargeAccountRow = Selectable<ChargeAccountsTable>;

/** The charges area's tables, as the query builder types them. */
export interface ChargesTables {
  charge_accounts: ChargeAccountsTable;
  statement_lines: StatementLinesTable;
  bills: BillsTable;
}

/**
 * Charge accounts of premises, their statement lines and their bills (spec 1 §2-3).
 * @example const area: ServerArea = { name: 'charges', migrations: chargesMigrations, seed, routes };
 */
export const chargesMigrations: Migration[] = [
  (d) => `
  -- spec 1 §3: a charge account of a premises, with what its statement shows besides the lines.
  CREATE TABLE charge_accounts (
    id TEXT PRIMARY KEY,
    premises_id TEXT NOT NULL REFERENCES premises(id),
    service_description TEXT NOT NULL,
    account_number TEXT NOT NULL UNIQUE, -- the tenant account number, also the payment reference
    payment_method TEXT,
    position INTEGER NOT NULL DEFAULT 0, -- order within the premises
    important_notes TEXT,               -- HTML
    bank_sort_code TEXT,
    bank_account_number TEXT,
    bank_iban TEXT,
    bank_swift TEXT,
    credit_control_phone TEXT
  );
  CREATE INDEX charge_accounts_premises ON charge_accounts(premises_id, position);

  -- A statement line; the balance is never stored: it is the running sum of amount_pence in date
  -- order (then insertion order, seq), so a line inserted late can never leave a stale balance.
  CREATE TABLE statement_lines (
    seq ${d.types.serialKey},
    id TEXT NOT NULL UNIQUE,
    account_id TEXT NOT NULL REFERENCES charge_accounts(id),
    date TEXT NOT NULL,                 -- yyyy-MM-dd
    transaction_description TEXT NOT NULL,
    type_description TEXT NOT NULL,
    period_from TEXT,
    period_to TEXT,
    amount_pence INTEGER NOT NULL       -- positive a debit (owed), negative a credit
  );
  -- (account_id, date, seq) serves the statement's range and window in its order; amount_pence
  -- rides along so that an account's balance (GET /charges) is summed from the index alone.
  CREATE INDEX statement_lines_account_date ON statement_lines(account_id, date, seq, amount_pence);

  -- spec 1 §2: a downloadable bill per charge account (a PDF under <dataDir>/files/bills).
  CREATE TABLE bills (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES charge_accounts(id),
    file_name TEXT NOT NULL,            -- the name it downloads as
    stored_name TEXT NOT NULL UNIQUE,   -- the name on disk
    issued_on TEXT NOT NULL             -- yyyy-MM-dd
  );
  CREATE INDEX bills_account ON bills(account_id, issued_on);
  `,
];
