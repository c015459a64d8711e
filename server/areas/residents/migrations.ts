/**
 * Residents' records: development pages, news, charge accounts, statement lines and bills.
 * @example const area: ServerArea = { name: 'residents', migrations: residentsMigrations, seed, routes };
 */
export const residentsMigrations = [
  `
  -- spec 2 §3: a development's custom pages (articles, posts); drafts (published 0) are for staff.
  CREATE TABLE development_posts (
    id TEXT PRIMARY KEY,
    development_id TEXT NOT NULL REFERENCES developments(id),
    title TEXT NOT NULL,
    description TEXT NOT NULL,          -- HTML, sanitised by the client before it is rendered
    published INTEGER NOT NULL DEFAULT 0,
    author_id TEXT NOT NULL REFERENCES users(id),
    updated_at TEXT NOT NULL
  );
  CREATE INDEX development_posts_development ON development_posts(development_id, updated_at);

  -- spec 2 §3: news items. One item may be shown in several developments (the news form's
  -- "show in developments"), hence the link table.
  CREATE TABLE news (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    description TEXT NOT NULL,          -- HTML
    category TEXT NOT NULL CHECK (category IN ('standard', 'urgent', 'important')),
    author_name TEXT,
    author_image TEXT,                  -- file name under <dataDir>/files/public
    linked_library_files TEXT NOT NULL DEFAULT '[]', -- JSON, core/schemas LinkedLibraryFile[]
    created_at TEXT NOT NULL
  );
  CREATE INDEX news_created ON news(created_at);
  CREATE TABLE news_developments (
    news_id TEXT NOT NULL REFERENCES news(id),
    development_id TEXT NOT NULL REFERENCES developments(id),
    PRIMARY KEY (development_id, news_id)
  );

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
  -- order (then insertion order, rowid), so a line inserted late can never leave a stale balance.
  CREATE TABLE statement_lines (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES charge_accounts(id),
    date TEXT NOT NULL,                 -- yyyy-MM-dd
    transaction_description TEXT NOT NULL,
    type_description TEXT NOT NULL,
    period_from TEXT,
    period_to TEXT,
    amount_pence INTEGER NOT NULL       -- positive a debit (owed), negative a credit
  );
  -- (account_id, date) serves the statement's range and window; amount_pence rides along so that
  -- an account's balance (GET /charges) is summed from the index alone.
  CREATE INDEX statement_lines_account_date ON statement_lines(account_id, date, amount_pence);

  -- spec 1 §2: a downloadable bill per charge account (a PDF under <dataDir>/files/bills).
  CREATE TABLE bills (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES charge_accounts(id),
    file_name TEXT NOT NULL,            -- the name it downloads as
    stored_name TEXT NOT NULL UNIQUE,   -- the name on disk
    issued_on TEXT NOT NULL
  );
  CREATE INDEX bills_account ON bills(account_id, issued_on);
  `,
  `
  -- Who wrote a news item (its name and picture stay as written), so that what publishing and
  -- editing it tell reaches everyone but its author.
  ALTER TABLE news ADD COLUMN author_id TEXT REFERENCES users(id);
  UPDATE news SET author_id = (SELECT u.id FROM users u WHERE u.first_name || ' ' || u.last_name = news.author_name);
  `,
];

/** The residents area's tables, as the query builder types them. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- placeholder until the area moves to the query builder
export interface ResidentsTables {}
