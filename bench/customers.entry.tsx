// The page side of bench/customers.bench.ts, bundled by esbuild with React aliased to
// preact/compat (the shell's Preact): renders the customers tab's list (`CustomersList`) with the
// API's answer for a development of 5,000 customers and times what a staff member waits for.
// Nothing here asserts a time (STYLE.md); bench/customers.bench.ts reports them.
import { createElement, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { validate } from 'superstruct';
import { activateCatalogue } from '../core/i18n';
import { CustomersResponse, type CustomerRelationship } from '../core/schemas/customers';
import { CustomersList, type CustomerListQuery } from '../shell/admin/customers/CustomersList';
import { nextFrame, when } from './page-timing';

/** What one run measured, in milliseconds; `keystrokes` has one time per character typed. */
export interface CustomersRunTimes {
  /** From the answer's text in hand to the first page's rows in the DOM: JSON.parse, the schema check, the render. */
  answerToFirstPage: number;
  /** The same, to the next frame after it (requestAnimationFrame, then a task). */
  answerToFirstPagePainted: number;
  /** JSON.parse and the schema check of the answer alone (what the API client does before the store holds the rows). */
  parseAndCheck: number;
  /** From the checked rows handed to the list (the data arrived in the tab's store) to its first page in the DOM. */
  firstPage: number;
  /** Each keystroke: from the input event to the list committed with the new search. */
  keystrokes: number[];
  /** Each keystroke to the next frame after it. */
  keystrokesPainted: number[];
  /** Rows the typed search leaves, for the report. */
  matches: number;
}

declare global {
  interface Window {
    /** Activates the catalogue and keeps the API's answer; once per page. */
    setupCustomersBench: (catalogue: Record<string, unknown>, answer: string) => void;
    /** One run on a fresh mount, typing `search` one character at a time. */
    runCustomersOnce: (search: string) => Promise<CustomersRunTimes>;
  }
}

let wire = '';

// The tab keeps its query in the address; here in state, so the list's own work is what is timed.
// Each commit tells the run which search it shows.
let committed: (search: string) => void = () => undefined;
function Harness({ rows }: { rows: CustomerRelationship[] }) {
  const [query, setQuery] = useState<CustomerListQuery>({ search: '', pageSize: 10, inactive: false });
  useLayoutEffect(() => committed(query.search), [query.search]);
  return createElement(CustomersList, { rows, developmentName: 'Large Estate', query, onQueryChange: setQuery, hrefOf: (row: CustomerRelationship) => `/c/${row.relationshipId}` });
}

window.setupCustomersBench = (catalogue, answer) => {
  activateCatalogue(catalogue as Parameters<typeof activateCatalogue>[0]);
  wire = answer;
};

window.runCustomersOnce = async (search) => {
  const host = document.createElement('div');
  document.body.append(host);
  const rows = () => host.querySelectorAll('tbody tr');
  const firstPageShown = () => rows().length === 10;

  const answerStart = performance.now();
  const [failure, data] = validate((JSON.parse(wire) as { data: unknown }).data, CustomersResponse, { coerce: true });
  if (failure || !data) throw new Error(`The answer is not valid: ${failure?.message}`);
  const checked = performance.now();
  const root = createRoot(host);
  root.render(createElement(Harness, { rows: data.customers }));
  const answerShown = await when(host, firstPageShown);
  const answerPainted = await nextFrame();
  root.unmount();
  await nextFrame();

  const freshRoot = createRoot(host);
  const start = performance.now();
  freshRoot.render(createElement(Harness, { rows: data.customers }));
  const shown = await when(host, firstPageShown);
  await nextFrame();

  const input = host.querySelector<HTMLInputElement>('input[type="search"]')!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const keystrokes: number[] = [];
  const keystrokesPainted: number[] = [];
  for (let length = 1; length <= search.length; length += 1) {
    const typed = search.slice(0, length);
    const done = new Promise<number>((resolve) => {
      committed = (shownSearch) => {
        if (shownSearch === typed) resolve(performance.now());
      };
    });
    const keyStart = performance.now();
    setValue.call(input, typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    keystrokes.push((await done) - keyStart);
    keystrokesPainted.push((await nextFrame()) - keyStart);
  }
  committed = () => undefined;
  const status = host.querySelector('[role="status"]')?.textContent ?? '';
  const matches = Number(/\d+/.exec(status.replace(/,/g, ''))?.[0] ?? 0);
  freshRoot.unmount();
  host.remove();
  await nextFrame();
  return {
    answerToFirstPage: answerShown - answerStart,
    answerToFirstPagePainted: answerPainted - answerStart,
    parseAndCheck: checked - answerStart,
    firstPage: shown - start,
    keystrokes,
    keystrokesPainted,
    matches,
  };
};
