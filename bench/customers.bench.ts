// `npm run bench` (after the slot engine's): the customers tab with a development of 5,000
// customers in headless Chromium. The reference API runs with fresh demo data in its own data
// directory (bench/reference-api.ts, never the demo database), where a large estate is added:
// 5,000 premises of one development, each with one customer. The staff member's answer of
// `GET /developments/{id}/customers` is handed to a page running bench/customers.entry.tsx
// (esbuild, preact/compat), which times the first page and each keystroke of a search over
// several runs. Times are reported, never asserted (STYLE.md). About 30 s.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { compileCatalogue } from '../core/i18n/compile';
import en from '../core/i18n/en.json';
import { chromiumPath } from '../scripts/browser-path.mjs';
import type { CustomersRunTimes } from './customers.entry';
import { BENCH_PORTS } from './ports';
import { signIn, startBenchApi } from './reference-api';
import { bundleEntry, serveEntry } from './entry-page';
import { machineName, quantile, recordSummary, writeResultsSection } from './results';

const CUSTOMERS = 5_000;
const RUNS = 10;
const WARMUP = 2;
/** What the staff member types, one character at a time: a name and a premises number. */
const SEARCH = 'zoe, flat 12';
const ESTATE = 'dev-bench-large-estate';
const TEMPLATE_DEVELOPMENT = 'dev-riverside-wharf';
const ORIGIN = 'http://customers-bench.invalid';

const FIRST_NAMES = ['Olivia', 'Sam', 'Zoë', 'Amir', 'Bea', 'Chidi', 'Dana', 'Élodie', 'Finn', 'Grace', 'Hiro', 'Ines', 'Jonah', 'Kemi', 'Liam', 'Maja', 'Noor', 'Oscar', 'Priya', 'Rhys'];
const LAST_NAMES = ['Owner', 'Ångström', 'Baker', 'Chen', 'Davies', 'Evans', 'Fischer', 'García', 'Hughes', 'Iqbal', 'Jones', 'Khan', 'Lewis', 'Murphy', 'Nowak', 'O’Brien', 'Patel', 'Quinn', 'Roberts', 'Smith', 'Taylor', 'Usman', 'Vega', 'Walsh', 'Young'];
const RELATIONSHIPS = ['owner', 'subtenant'];

/**
 * Adds the large estate to the running API's database: the template development's row, premises
 * and contact copied with new ids and names, so the rows have whatever columns the schema has.
 * One contact in twenty is inactive, as an estate's former residents are.
 */
function seedLargeEstate(dataDir: string): void {
  const db = new Database(join(dataDir, 'portico.sqlite'));
  try {
    const insert = (table: string, row: Record<string, unknown>) => {
      const columns = Object.keys(row);
      db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(...columns.map((column) => row[column]));
    };
    const development = db.prepare('SELECT * FROM developments WHERE id = ?').get(TEMPLATE_DEVELOPMENT) as Record<string, unknown>;
    const premises = db.prepare('SELECT * FROM premises WHERE development_id = ? LIMIT 1').get(TEMPLATE_DEVELOPMENT) as Record<string, unknown>;
    const contact = db.prepare('SELECT c.* FROM premises_contacts c JOIN premises p ON p.id = c.premises_id WHERE p.development_id = ? LIMIT 1').get(TEMPLATE_DEVELOPMENT) as Record<string, unknown>;
    db.transaction(() => {
      insert('developments', { ...development, id: ESTATE, name: 'Large Estate' });
      for (let index = 0; index < CUSTOMERS; index += 1) {
        const premisesId = `pre-bench-${index + 1}`;
        insert('premises', { ...premises, id: premisesId, development_id: ESTATE, name: `Flat ${index + 1}`, tenant_reference: `LE-${index + 1}` });
        insert('premises_contacts', {
          ...contact,
          id: `con-bench-${index + 1}`,
          premises_id: premisesId,
          user_id: null,
          first_name: FIRST_NAMES[index % FIRST_NAMES.length],
          last_name: LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length],
          relationship: RELATIONSHIPS[index % RELATIONSHIPS.length],
          active: index % 20 === 19 ? 0 : 1,
        });
      }
    })();
  } finally {
    db.close();
  }
}

const api = await startBenchApi(BENCH_PORTS.customersApi);
let answer = '';
try {
  seedLargeEstate(api.dataDir);
  const { authToken } = await signIn(api.base, 'admin@example.com', 'Portal-Demo-1');
  const response = await fetch(`${api.base}/developments/${ESTATE}/customers`, { headers: { Authorization: `Bearer ${authToken}`, Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /developments/${ESTATE}/customers answered ${response.status}.`);
  answer = await response.text();
} finally {
  await api.stop();
}
const rowCount = (JSON.parse(answer) as { data: { customers: unknown[] } }).data.customers.length;
if (rowCount !== CUSTOMERS) throw new Error(`The estate lists ${rowCount} customers, not ${CUSTOMERS}.`);

const script = await bundleEntry('bench/customers.entry.tsx', { preact: true });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const page = await browser.newPage();
  const errors = await serveEntry(page, ORIGIN, 'Customers benchmark', script);
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => typeof window.runCustomersOnce === 'function');
  await page.evaluate(([catalogue, text]) => window.setupCustomersBench(catalogue, text), [compileCatalogue(en) as Record<string, unknown>, answer] as const);

  const runs: CustomersRunTimes[] = [];
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    const times = await page.evaluate((search) => window.runCustomersOnce(search), SEARCH);
    if (run >= WARMUP) runs.push(times);
  }
  if (errors.length) throw new Error(`The page failed: ${errors.join('; ')}`);

  const machine = machineName(`Chromium ${browser.version()} headless`);
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const figures: { name: string; values: number[]; goal?: number }[] = [
    { name: 'first page after the data arrives: checked rows to the first 10 in the DOM (every row folded once, 10 rendered)', values: runs.map((run) => run.firstPage), goal: 100 },
    { name: 'for context: JSON.parse and schema check of the answer (the API client, before the store holds the rows)', values: runs.map((run) => run.parseAndCheck) },
    { name: 'for context: answer text to the first page in the DOM (the two above)', values: runs.map((run) => run.answerToFirstPage) },
    { name: 'for context: answer text to the next frame after the first page', values: runs.map((run) => run.answerToFirstPagePainted) },
    { name: `search keystroke: input to the list committed (each of "${SEARCH}", every run)`, values: runs.flatMap((run) => run.keystrokes), goal: 50 },
    { name: 'search keystroke: to the next frame after it', values: runs.flatMap((run) => run.keystrokesPainted) },
  ];
  const rows = figures.map(({ name, values, goal }) => {
    const ordered = sorted(values);
    const median = quantile(ordered, 0.5);
    const verdict = goal === undefined ? '' : median <= goal ? `≤ ${goal} ms: met` : `≤ ${goal} ms: missed`;
    return `| ${name} | ${median.toFixed(1)} | ${quantile(ordered, 0.95).toFixed(1)} | ${ordered[0]!.toFixed(1)} | ${ordered.at(-1)!.toFixed(1)} | ${verdict} |`;
  });
  const table = [
    `## Customers tab, 5,000 customers (${new Date().toISOString().slice(0, 10)}, ${machine})`,
    '',
    `\`bench/customers.bench.ts\`: the reference API with fresh demo data in a temporary directory, to which a development of ${CUSTOMERS.toLocaleString('en-GB')} premises with one customer each is added (one in twenty inactive); the answer of \`GET /developments/{id}/customers\` for admin@example.com (${(answer.length / 1024).toFixed(0)} KB) is handed to a page running \`CustomersList\` (shell/admin/customers) on preact/compat (esbuild, minified). ${RUNS} runs after ${WARMUP} warm-up runs, each a fresh mount; in each, "${SEARCH}" is typed one character at a time (${runs[0]?.matches ?? 0} rows match at the end). Times in ms from \`performance.now()\` in the page; "in the DOM" is when a MutationObserver sees the first page's 10 rows, "committed" is the list's layout effect with the new search. The tab itself also writes the search into the address (one history replace); that is not in these figures. Goals are the issue's; nothing is asserted.`,
    '',
    '| what | median ms | p95 ms | min ms | max ms | goal (median) |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  console.log(`\n${table}`);
  writeResultsSection('customers', table);
  recordSummary(
    'customers',
    'Customers tab, 5,000 customers',
    machine,
    figures.map(({ name, values, goal }) => {
      const median = quantile(sorted(values), 0.5);
      return { figure: `${name} (median ms)`, value: median.toFixed(1), ...(goal === undefined ? {} : { goal: `≤ ${goal} ms`, met: median <= goal }) };
    }),
  );
} finally {
  await browser.close();
}
