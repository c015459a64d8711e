import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { CUSTOM_RANGE_ERROR_MESSAGES, customRangeLimits, formatCalendarDate, formatStatementDate, londonToday, parseIsoDate, resolveStatementRange, STATEMENT_PRESETS, validateCustomRange, type StatementPreset } from '../../core/domain/dates';
import { balanceLabel, formatGbp } from '../../core/domain/money';
import { useT } from '../../core/i18n';
import type { Statement } from '../../core/schemas';
import { Field } from '../../core/ui/Field';
import { contentTypeOf, saveFile } from '../../core/ui/download';
import { onDemand, WithOnDemand } from '../../core/ui/OnDemand';
import { Paginator } from '../../core/ui/Paginator';
import { SafeHtml } from '../../core/ui/SafeHtml';
import { Table, type TableColumn } from '../../core/ui/Table';
import {
  balanceBroughtForward,
  csvFileName,
  deriveStatement,
  filterEntries,
  periodText,
  statementCsv,
  type StatementCsvTexts,
  type StatementEntry,
} from './lines';
import { printAlone } from './print';

/**
 * Statement page size options; the first is the default.
 * @example <Paginator pageSizeOptions={STATEMENT_PAGE_SIZES} ... />
 */
export const STATEMENT_PAGE_SIZES = [25, 50, 100] as const;

/**
 * Props of `StatementView`.
 * @example const props: StatementViewProps = { statement: sampleStatement, today: new Date(2026, 10, 22) };
 */
export interface StatementViewProps {
  /** The whole statement, as `GET /charges/{chargeAccountId}/statement` answers it. */
  statement: Statement;
  /** The day the date filter counts from (last month, last year, "not after today"); default now. */
  today?: Date;
  /**
   * How many lines the statement has when `statement.lines` holds only its first ones, the lines
   * checked so far (core/api `getStatementInSlices`). Until every line is there, the first page
   * shows with the whole count, and what needs every line waits: the filter and the pages are
   * inert, Download CSV and Print do nothing.
   */
  lineCount?: number;
}

/** Catalogue ids of the filter's choices, spelt out so each id can be found in the code. */
const presetLabels: Record<StatementPreset, string> = {
  'all-transactions': 'statement.filter.allTransactions',
  'last-month': 'statement.filter.lastMonth',
  'last-year': 'statement.filter.lastYear',
  custom: 'statement.filter.custom',
};

/** What the filter controls hold: the choice and the custom dates as the date inputs give them. */
interface FilterInput {
  readonly preset: StatementPreset;
  /** `yyyy-MM-dd`, or '' while empty. */
  readonly from: string;
  readonly to: string;
}

/** One table row: a statement line, or the balance brought forward above the first one. */
type Row = { readonly kind: 'line'; readonly entry: StatementEntry } | { readonly kind: 'forward'; readonly date: string; readonly balance: number };

const dateOf = (value: string): Date | null => (value ? parseIsoDate(value) : null);
const wireDate = (date: Date | null): string | undefined => (date ? formatCalendarDate(date) : undefined);

// How to pay is a chunk of its own, with its dialog: most visits never open it.
const howToPayParts = onDemand(() => import('./HowToPay'));

/**
 * The statement itself, given the whole statement as a prop (the `Statement` container loads it):
 * the header (service, premises, tenant account number, payment method, balance or credit,
 * to-date), the date filter, the table of lines with the balance brought forward on the first
 * page only, page sizes 25, 50 and 100, CSV export, a print view, the important
 * notes (sanitised HTML) and the how-to-pay dialog.
 *
 * Fast with 10,000 lines: the lines are derived once per statement (`deriveStatement`); a filter
 * change only filters those, a page change only slices, and only the page's rows are rendered.
 * @example <StatementView statement={statement} />
 */
export function StatementView({ statement, today: todayProp, lineCount }: StatementViewProps) {
  const t = useT();
  const ids = useId();
  const [filter, setFilter] = useState<FilterInput>({ preset: 'all-transactions', from: '', to: '' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(STATEMENT_PAGE_SIZES[0]);
  const [paying, setPaying] = useState(false);
  // Mounted from the first click on, so the dialog closes (and gives focus back) as a dialog does.
  const [payingAsked, setPayingAsked] = useState(false);
  const { printing, print, rootRef } = usePrintAlone();
  // London's today, whatever zone the device is in: the statement's dates are London's.
  const [now] = useState(() => londonToday());
  const { range, errors, limits, shown, forward } = useFilteredLines(statement, filter, todayProp ?? now);
  // Only the first lines are checked yet: page 1 of all transactions is all that can show.
  const checking = lineCount !== undefined && lineCount > statement.lines.length;
  const filterRef = useRef<HTMLDivElement>(null);
  const paginatorRef = useRef<HTMLDivElement>(null);
  // After every render (the paginator comes and goes), in the same commit as aria-busy: `inert` set
  // as a property, since React 18 and 19 disagree on the attribute's values.
  useLayoutEffect(() => {
    for (const element of [filterRef.current, paginatorRef.current]) if (element) element.inert = checking;
  });

  const needsInterval = range.kind === 'incomplete' || range.kind === 'invalid';
  const emptyText = needsInterval ? t('statement.empty.selectInterval') : t('statement.empty.noCharges');
  const errorTexts = [errors.from, errors.to].flatMap((code) => (code ? [t(CUSTOM_RANGE_ERROR_MESSAGES[code])] : []));
  // Announced politely: the custom range's problems, or why the table is empty. With lines, the
  // paginator's own live status says what is shown.
  const announcement = errorTexts.length > 0 ? errorTexts.join(' ') : shown.length === 0 ? emptyText : '';

  const changeFilter = (next: Partial<FilterInput>) => {
    setFilter((previous) => ({ ...previous, ...next }));
    setPage(1);
  };

  const exportCsv = () => {
    if (shown.length === 0 || checking) return;
    const fileName = csvFileName(statement.tenantAccountNumber, range, statement.toDate);
    saveFile(new Blob([statementCsv(shown, csvTexts(t))], { type: contentTypeOf(fileName) }), fileName);
  };

  const notes = statement.additionalInfo.importantNotes?.trim();
  const headingId = `${ids}-heading`;

  return (
    <section
      ref={rootRef}
      // While printing through Print, the print table (every line) replaces the page on screen.
      className={printing ? 'portico-statement portico-statement--printing' : 'portico-statement'}
      part="statement"
      aria-labelledby={headingId}
    >
      <StatementHeader statement={statement} headingId={headingId} />

      <StatementActions
        exportable={shown.length > 0 && !checking}
        checking={checking}
        onHowToPay={() => {
          setPayingAsked(true);
          setPaying(true);
        }}
        onExport={exportCsv}
        onPrint={() => (checking ? undefined : print())}
      />

      <StatementFilter ids={ids} filter={filter} errors={errors} limits={limits} onChange={changeFilter} containerRef={filterRef} />
      <p className="portico-visually-hidden" role="status">
        {announcement}
      </p>

      <StatementLines
        shown={shown}
        forward={forward}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        checking={checking}
        total={checking ? lineCount : shown.length}
        printing={printing}
        emptyText={emptyText}
        paginatorRef={paginatorRef}
      />

      {notes ? <ImportantNotes notes={notes} headingId={`${ids}-notes`} /> : null}

      {payingAsked ? (
        <WithOnDemand module={howToPayParts}>{(parts) => <parts.HowToPay open={paying} statement={statement} onClose={() => setPaying(false)} />}</WithOnDemand>
      ) : null}
    </section>
  );
}

/** Print: the statement alone, with every filtered line, until the browser's print is over. */
function usePrintAlone() {
  const [printing, setPrinting] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const node = rootRef.current;
    if (!printing || !node) return;
    // The print table (every filtered line) is in the DOM now: print, and undo on afterprint.
    return printAlone(node, () => setPrinting(false));
  }, [printing]);
  // A second press while the page is still printing prints again (the print table is there).
  const print = () => (printing ? window.print() : setPrinting(true));
  return { printing, print, rootRef };
}

/**
 * The lines the filter leaves, and what the filter's custom dates need. Once per statement: every
 * line's date parsed and amount split; a filter change only filters those.
 */
function useFilteredLines(statement: Statement, filter: FilterInput, today: Date) {
  const derived = useMemo(() => deriveStatement(statement), [statement]);
  const bounds = useMemo(() => ({ today, oldest: derived.oldest }), [today, derived.oldest]);
  const from = dateOf(filter.from);
  const to = dateOf(filter.to);
  const range = useMemo(
    () => resolveStatementRange({ preset: filter.preset, from: dateOf(filter.from), to: dateOf(filter.to) }, bounds),
    [filter, bounds],
  );
  // spec 1 §5: the custom dates are checked as soon as they are typed; the range applies only
  // once a to date is set (resolveStatementRange answers `incomplete` until then).
  const errors = filter.preset === 'custom' ? validateCustomRange({ from, to }, bounds) : {};
  const limits = customRangeLimits({ from, to }, bounds);
  const shown = useMemo(() => filterEntries(derived.entries, range), [derived, range]);
  const forward = useMemo(() => balanceBroughtForward(shown), [shown]);
  return { range, errors, limits, shown, forward };
}

interface StatementLinesProps {
  /** The lines the filter leaves. */
  shown: readonly StatementEntry[];
  /** The balance brought forward above the first of them, if any. */
  forward: number | null;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  checking: boolean;
  /** How many lines the paginator counts: the whole statement's while its lines are checked. */
  total: number;
  printing: boolean;
  emptyText: string;
  paginatorRef: RefObject<HTMLDivElement | null>;
}

/** The table of one page of lines and its paginator, and while printing every line in the print table. */
function StatementLines({ shown, forward, page, pageSize, onPage, onPageSize, checking, total, printing, emptyText, paginatorRef }: StatementLinesProps) {
  const t = useT();
  const columns = useMemo(() => statementColumns(t), [t]);
  const caption = t('statement.transactions');
  const pages = Math.max(1, Math.ceil(shown.length / pageSize));
  const current = Math.min(page, pages);
  const forwardRow: Row[] = forward === null ? [] : [{ kind: 'forward', date: shown[0]?.line.date ?? '', balance: forward }];
  // spec 1 §4: balance brought forward only on the first page.
  const rows: Row[] = [
    ...(current === 1 ? forwardRow : []),
    ...shown.slice((current - 1) * pageSize, current * pageSize).map((entry): Row => ({ kind: 'line', entry })),
  ];
  return (
    <div className="portico-statement__lines" aria-busy={checking || undefined}>
      <div className="portico-statement__screen-table" part="table">
        <Table caption={caption} columns={columns} rows={rows} rowKey={rowKey} emptyText={emptyText} />
      </div>
      {shown.length > 0 ? (
        <div className="portico-statement__paginator" part="paginator" ref={paginatorRef}>
          <Paginator page={current} pageSize={pageSize} pageSizeOptions={STATEMENT_PAGE_SIZES} total={total} onPageChange={onPage} onPageSizeChange={onPageSize} />
        </div>
      ) : null}
      {printing ? (
        // Printed instead of the page on screen: every filtered line, brought forward first.
        <div className="portico-statement__print-table">
          <Table
            caption={caption}
            columns={columns}
            rows={[...forwardRow, ...shown.map((entry): Row => ({ kind: 'line', entry }))]}
            rowKey={rowKey}
            emptyText={emptyText}
          />
        </div>
      ) : null}
    </div>
  );
}

/** The table's columns, in the user's language. */
function statementColumns(t: ReturnType<typeof useT>): TableColumn<Row>[] {
  const period = (fromText: string, toText: string) => t('statement.periodRange', { from: fromText, to: toText });
  const money = (amount: number | null) => (amount === null ? '' : formatGbp(amount));
  return [
    { id: 'date', header: t('statement.column.transactionDate'), cell: (row) => formatStatementDate(row.kind === 'line' ? row.entry.line.date : row.date) },
    {
      id: 'description',
      header: t('common.description'),
      rowHeader: true,
      cell: (row) => (row.kind === 'line' ? row.entry.line.transactionDescription : t('statement.balanceBroughtForward')),
    },
    { id: 'type', header: t('statement.column.type'), cell: (row) => (row.kind === 'line' ? row.entry.line.typeDescription : '') },
    { id: 'period', header: t('statement.column.period'), cell: (row) => (row.kind === 'line' ? periodText(row.entry.line, period) : '') },
    { id: 'debit', header: t('statement.column.debit'), align: 'end', cell: (row) => (row.kind === 'line' ? money(row.entry.debit) : '') },
    { id: 'credit', header: t('common.credit'), align: 'end', cell: (row) => (row.kind === 'line' ? money(row.entry.credit) : '') },
    { id: 'balance', header: t('common.balance'), align: 'end', cell: (row) => formatGbp(row.kind === 'line' ? row.entry.line.balance : row.balance) },
  ];
}

const rowKey = (row: Row) => (row.kind === 'line' ? row.entry.line.id : 'brought-forward');

/** The CSV file's headers and period text, in the user's language. */
function csvTexts(t: ReturnType<typeof useT>): StatementCsvTexts {
  return {
    headers: [
      t('statement.column.transactionDate'),
      t('common.description'),
      t('statement.column.type'),
      t('statement.column.period'),
      t('statement.column.debit'),
      t('common.credit'),
      t('common.balance'),
    ],
    period: (fromText, toText) => t('statement.periodRange', { from: fromText, to: toText }),
  };
}

/** The service, its date, and the account's details with its balance or credit. */
function StatementHeader({ statement, headingId }: { statement: Statement; headingId: string }) {
  const t = useT();
  const balance = balanceLabel(statement.balance);
  return (
    <header className="portico-statement__header" part="header">
      <h2 id={headingId} className="portico-statement__heading" part="heading">
        {statement.serviceName}
      </h2>
      <p className="portico-statement__to-date">{t('statement.header.toDate', { date: formatStatementDate(statement.toDate) })}</p>
      <dl className="portico-statement__details" part="details">
        <div className="portico-statement__detail">
          <dt>{t('common.premises')}</dt>
          <dd>{statement.premisesName}</dd>
        </div>
        <div className="portico-statement__detail">
          <dt>{t('common.accountNumber')}</dt>
          <dd>{statement.tenantAccountNumber}</dd>
        </div>
        {statement.paymentMethod ? (
          <div className="portico-statement__detail">
            <dt>{t('common.paymentMethod')}</dt>
            <dd>{statement.paymentMethod}</dd>
          </div>
        ) : null}
        <div className="portico-statement__detail">
          {/* spec 1 §4: a positive balance is labelled balance, a negative one credit. */}
          <dt>{balance.kind === 'credit' ? t('common.credit') : t('common.balance')}</dt>
          <dd className="portico-statement__balance" part="balance">
            {formatGbp(balance.amount)}
          </dd>
        </div>
      </dl>
    </header>
  );
}

interface StatementActionsProps {
  /** Lines to export: some shown, and every one checked. */
  exportable: boolean;
  checking: boolean;
  onHowToPay: () => void;
  onExport: () => void;
  onPrint: () => void;
}

/** How to pay, Download CSV and Print; the last two wait while the lines are still being checked. */
function StatementActions({ exportable, checking, onHowToPay, onExport, onPrint }: StatementActionsProps) {
  const t = useT();
  return (
    <div className="portico-statement__actions" part="actions">
      <button type="button" className="portico-button" part="how-to-pay" onClick={onHowToPay}>
        {t('statement.howToPay.title')}
      </button>
      <button type="button" className="portico-button portico-button--secondary" part="export" aria-disabled={!exportable || undefined} onClick={onExport}>
        {t('statement.exportCsv')}
      </button>
      <button type="button" className="portico-button portico-button--secondary" part="print" aria-disabled={checking || undefined} onClick={onPrint}>
        {t('statement.print')}
      </button>
    </div>
  );
}

/** The statement's important notes: HTML from the server, sanitised. */
function ImportantNotes({ notes, headingId }: { notes: string; headingId: string }) {
  const t = useT();
  return (
    <section className="portico-statement__notes" part="notes" aria-labelledby={headingId}>
      <h3 id={headingId} className="portico-statement__notes-heading">
        {t('statement.importantNotes')}
      </h3>
      <SafeHtml html={notes} />
    </section>
  );
}

interface StatementFilterProps {
  ids: string;
  filter: FilterInput;
  errors: ReturnType<typeof validateCustomRange>;
  limits: ReturnType<typeof customRangeLimits>;
  onChange: (next: Partial<FilterInput>) => void;
  containerRef: RefObject<HTMLDivElement | null>;
}

/** The date filter: the choice, and for a custom range the two dates with their limits and errors. */
function StatementFilter({ ids, filter, errors, limits, onChange, containerRef }: StatementFilterProps) {
  const t = useT();
  const onDate = (name: 'from' | 'to') => (event: ChangeEvent<HTMLInputElement>) => onChange({ [name]: event.currentTarget.value });
  return (
    <div className="portico-statement__filter" part="filter" ref={containerRef}>
      <Field id={`${ids}-preset`} label={t('statement.filter.label')}>
        <select value={filter.preset} onChange={(event) => onChange({ preset: event.currentTarget.value as StatementPreset })}>
          {STATEMENT_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(presetLabels[preset])}
            </option>
          ))}
        </select>
      </Field>
      {filter.preset === 'custom' ? (
        <>
          <Field id={`${ids}-from`} label={t('statement.filter.from')} error={errors.from && t(CUSTOM_RANGE_ERROR_MESSAGES[errors.from])}>
            <input type="date" value={filter.from} min={wireDate(limits.from.min)} max={wireDate(limits.from.max)} onChange={onDate('from')} />
          </Field>
          <Field id={`${ids}-to`} label={t('statement.filter.to')} error={errors.to && t(CUSTOM_RANGE_ERROR_MESSAGES[errors.to])}>
            <input type="date" value={filter.to} min={wireDate(limits.to.min)} max={wireDate(limits.to.max)} onChange={onDate('to')} />
          </Field>
        </>
      ) : null}
    </div>
  );
}
