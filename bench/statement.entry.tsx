// The page side of bench/statement.bench.ts, bundled by esbuild with React aliased to
// preact/compat as the CDN element bundles are (tsup.config.ts): renders `StatementView` with a
// generated statement and times what a resident waits for. Nothing here asserts a time
// (STYLE.md: tests never assert wall-clock times); bench/statement.bench.ts reports them.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { validate } from 'superstruct';
import { deriveStatement, filterEntries } from '../widgets/statement/lines';
import { generateStatement } from '../widgets/statement/examples';
import { StatementView } from '../widgets/statement/StatementView';
import { activateCatalogue } from '../core/i18n';
import { resolveStatementRange } from '../core/domain';
import { Statement } from '../core/schemas/charges';
import { statementInSlices, StatementWithUncheckedLines } from '../core/api/endpoints/charges';
import { nextFrame, when } from './page-timing';

/** What one run measured, in milliseconds. */
export interface RunTimes {
  /**
   * From the answer's text in hand to the first page's rows in the DOM, as the element does it:
   * JSON.parse, the header and the first 100 lines checked (`statementInSlices`), the render.
   */
  answerToFirstPage: number;
  /** The same, to the next frame after it (requestAnimationFrame, then a task). */
  answerToFirstPagePainted: number;
  /** From the answer's text in hand until every line is checked and the view has them all. */
  answerToEveryLineChecked: number;
  /** From `render()` with the statement to the first page's rows in the DOM. */
  firstPage: number;
  /** The same, up to the next frame after it (requestAnimationFrame, then a task). */
  firstPagePainted: number;
  /** All transactions to last year, to the new first page in the DOM. */
  filter: number;
  /** Next page, to its rows in the DOM. */
  pageChange: number;
  /** Download CSV pressed, to the file handed to the browser (the CSV text of every line, the Blob). */
  csv: number;
  /** For context: JSON.parse and the schema validation of the whole answer at once (`getStatement`, before). */
  parseAndValidate: number;
}

/** What `setupStatementBench` prepared, reported once. */
export interface BenchSetup {
  /** Lines in the last year of the generated statement (what the filter change shows). */
  lastYearLines: number;
}

declare global {
  interface Window {
    /** Activates the catalogue and generates the statement (`lines` lines); once per page. */
    setupStatementBench: (catalogue: Record<string, unknown>, lines: number) => BenchSetup;
    /** One run on a fresh mount: answers its times and the size of the CSV it made. */
    runStatementOnce: () => Promise<RunTimes & { csvBytes: number }>;
  }
}

let bench: { statement: ReturnType<typeof generateStatement>; wire: string; lines: number; lastYearLines: number; today: Date } | null = null;
let csvBytes = 0;

window.setupStatementBench = (catalogue, lines) => {
  activateCatalogue(catalogue as Parameters<typeof activateCatalogue>[0]);
  // The examples' day, so the filter's windows are the same on any machine.
  const today = new Date(2026, 10, 22);
  const statement = generateStatement(lines, '2026-11-22');
  const lastYearLines = filterEntries(deriveStatement(statement).entries, resolveStatementRange({ preset: 'last-year' }, { today, oldest: null })).length;
  // The download is the browser's; the bench stops at the Blob handed to it.
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    csvBytes = (blob as Blob).size;
    return 'blob:bench';
  };
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = () => undefined;
  bench = { statement, wire: JSON.stringify({ data: statement }), lines, lastYearLines, today };
  return { lastYearLines };
};

window.runStatementOnce = async () => {
  if (!bench) throw new Error('setupStatementBench first');
  const { wire, lines, lastYearLines, today } = bench;
  const parseStart = performance.now();
  const [failure, data] = validate((JSON.parse(wire) as { data: unknown }).data, Statement, { coerce: true });
  const parseAndValidate = performance.now() - parseStart;
  if (failure || !data) throw new Error(`The generated statement is not valid: ${failure?.message}`);

  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const rows = () => host.querySelectorAll('.portico-statement__screen-table tbody tr');

  // As the element does it (widgets/statement/Statement.tsx): the first page from the first lines
  // checked, then every line once they all are.
  const answerStart = performance.now();
  const [headFailure, head] = validate((JSON.parse(wire) as { data: unknown }).data, StatementWithUncheckedLines, { coerce: true });
  if (headFailure || !head) throw new Error(`The generated statement is not valid: ${headFailure?.message}`);
  const sliced = statementInSlices(head);
  root.render(createElement(StatementView, { statement: sliced.first, lineCount: sliced.lineCount, today }));
  const answerShown = await when(host, () => rows().length === 26);
  const answerPainted = await nextFrame();
  const whole = await sliced.whole;
  root.render(createElement(StatementView, { statement: whole, today }));
  const everyLine = await when(host, () => host.querySelector('.portico-statement__lines[aria-busy]') === null);
  root.unmount();
  await nextFrame();
  const status = () => host.querySelector('.portico-paginator__status')?.textContent ?? '';
  // "Showing 1 to 25 of 730, page 1 of 30", the total written with or without grouping.
  const showsTotal = (total: number) => [`${total}`, total.toLocaleString('en-GB')].some((text) => status().includes(` of ${text},`));

  const freshRoot = createRoot(host);
  const start = performance.now();
  freshRoot.render(createElement(StatementView, { statement: data, today }));
  const shown = await when(host, () => rows().length === 26);
  const painted = await nextFrame();

  const select = host.querySelector<HTMLSelectElement>('.portico-statement__filter select')!;
  select.value = 'last-year';
  const filterStart = performance.now();
  select.dispatchEvent(new Event('change', { bubbles: true }));
  const filtered = await when(host, () => showsTotal(lastYearLines));
  await nextFrame();

  const next = host.querySelectorAll<HTMLButtonElement>('.portico-paginator__nav button')[1]!;
  const pageStart = performance.now();
  next.click();
  const paged = await when(host, () => status().includes('page 2 of'));
  await nextFrame();

  // Back to every line: the CSV of all of them is the largest the view can make.
  select.value = 'all-transactions';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await when(host, () => showsTotal(lines));
  await nextFrame();
  const exportButton = host.querySelector<HTMLButtonElement>('[part="export"]')!;
  csvBytes = 0;
  const csvStart = performance.now();
  exportButton.click();
  const csv = performance.now() - csvStart;
  if (csvBytes === 0) throw new Error('Download CSV made no file');

  freshRoot.unmount();
  host.remove();
  await nextFrame();
  return {
    answerToFirstPage: answerShown - answerStart,
    answerToFirstPagePainted: answerPainted - answerStart,
    answerToEveryLineChecked: everyLine - answerStart,
    firstPage: shown - start,
    firstPagePainted: painted - start,
    filter: filtered - filterStart,
    pageChange: paged - pageStart,
    csv,
    parseAndValidate,
    csvBytes,
  };
};
