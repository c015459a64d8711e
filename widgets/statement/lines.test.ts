import { describe, expect, test } from 'vitest';
import { resolveStatementRange, sumMoney, type StatementRange } from '../../core/domain';
import { sampleStatement } from '../../core/testing/samples/statement';
import { generateStatement, inCreditStatement } from './examples';
import { balanceBroughtForward, csvFileName, deriveStatement, filterEntries, periodText, statementCsv, type StatementCsvTexts } from './lines';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);
const texts: StatementCsvTexts = {
  headers: ['Transaction Date', 'Description', 'Type', 'Period', 'Debit', 'Credit', 'Balance'],
  period: (from, to) => `${from} to ${to}`,
};

describe('deriveStatement (spec 1 §3)', () => {
  test('parses each date once and splits each amount into debit or credit', () => {
    const { entries, oldest } = deriveStatement(sampleStatement);
    expect(entries.map((entry) => [entry.day, entry.debit, entry.credit])).toEqual([
      [day(2026, 7, 1), 450, null],
      [day(2026, 7, 15), null, 450],
      [day(2026, 10, 1), 450, null],
      [day(2026, 10, 20), 784.5, null],
    ]);
    expect(entries[0]?.line).toBe(sampleStatement.lines[0]);
    expect(oldest).toEqual(day(2026, 7, 1));
  });

  test('the oldest transaction is the earliest date, whatever the order; none without lines', () => {
    const [a, b] = sampleStatement.lines;
    expect(deriveStatement({ lines: [b!, a!] }).oldest).toEqual(day(2026, 7, 1));
    expect(deriveStatement({ lines: [] })).toEqual({ entries: [], oldest: null });
  });
});

describe('filterEntries', () => {
  const { entries } = deriveStatement(sampleStatement);
  const today = day(2026, 11, 22);
  const ids = (range: StatementRange) => filterEntries(entries, range).map((entry) => entry.line.id);

  test('all, a range (both ends included), and nothing for an incomplete or invalid range', () => {
    expect(filterEntries(entries, { kind: 'all' })).toBe(entries);
    expect(ids({ kind: 'range', from: day(2026, 7, 15), to: day(2026, 10, 1) })).toEqual(['stl-flat-1-2026-07-15', 'stl-flat-1-2026-10-01']);
    expect(ids({ kind: 'range', from: null, to: day(2026, 7, 1) })).toEqual(['stl-flat-1-2026-07-01']);
    expect(ids({ kind: 'incomplete' })).toEqual([]);
    expect(ids({ kind: 'invalid', errors: { to: 'afterToday' } })).toEqual([]);
  });

  test.each([
    ['all-transactions', 4],
    ['last-month', 0],
    ['last-year', 4],
  ] as const)('the %s preset keeps %i lines of the sample on 22/11/2026', (preset, count) => {
    expect(ids(resolveStatementRange({ preset }, { today, oldest: day(2026, 7, 1) }))).toHaveLength(count);
  });
});

describe('balanceBroughtForward (spec 1 §4)', () => {
  const { entries } = deriveStatement(sampleStatement);

  test('is the balance before the first line shown', () => {
    expect(balanceBroughtForward(entries)).toBe(0);
    expect(balanceBroughtForward(entries.slice(2))).toBe(0);
    expect(balanceBroughtForward(entries.slice(3))).toBe(450);
    expect(balanceBroughtForward(deriveStatement(inCreditStatement).entries.slice(2))).toBe(-50);
  });

  test('is worked out in pence, and there is none without lines', () => {
    const [line] = sampleStatement.lines;
    expect(balanceBroughtForward(deriveStatement({ lines: [{ ...line!, amount: 0.1, balance: 0.3 }] }).entries)).toBe(0.2);
    expect(balanceBroughtForward([])).toBeNull();
  });
});

describe('periodText', () => {
  test.each([
    ['2026-10-01', '2026-12-31', '01/10/2026 to 31/12/2026'],
    ['2026-10-01', null, '01/10/2026'],
    [null, '2026-12-31', '31/12/2026'],
    [null, null, ''],
  ])('%s to %s reads %j', (periodFromDate, periodToDate, text) => {
    expect(periodText({ periodFromDate, periodToDate }, texts.period)).toBe(text);
  });
});

describe('statementCsv (spec 1 §9)', () => {
  test('has exactly the seven columns, dd/MM/yyyy dates, numbers for amounts, a BOM and CRLF rows', () => {
    const csv = statementCsv(deriveStatement(sampleStatement).entries, texts);
    expect(csv.startsWith('\uFEFFTransaction Date,Description,Type,Period,Debit,Credit,Balance\r\n')).toBe(true);
    expect(csv.split('\r\n').slice(1, 3)).toEqual([
      '01/07/2026,Service charge demand Q3 2026,Invoice,01/07/2026 to 30/09/2026,450,,450',
      '15/07/2026,"Payment received, thank you",Payment,,,450,0',
    ]);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  test('a negative balance stays a number; formula text is made inert', () => {
    const [line] = sampleStatement.lines;
    const csv = statementCsv(deriveStatement({ lines: [{ ...line!, transactionDescription: '@SUM(A1:A2)', typeDescription: '+1', amount: -5, balance: -120.75 }] }).entries, texts);
    expect(csv.split('\r\n')[1]).toBe(`01/07/2026,"'@SUM(A1:A2)","'+1",01/07/2026 to 30/09/2026,,5,-120.75`);
  });

  test('only the lines given: a header alone for none', () => {
    expect(statementCsv([], texts)).toBe('\uFEFFTransaction Date,Description,Type,Period,Debit,Credit,Balance\r\n');
  });
});

describe('csvFileName', () => {
  test.each([
    [{ kind: 'all' }, 'statement-RW-0001-SC-to-2026-11-22.csv'],
    [{ kind: 'range', from: day(2025, 11, 22), to: day(2026, 11, 22) }, 'statement-RW-0001-SC-2025-11-22-to-2026-11-22.csv'],
    [{ kind: 'range', from: null, to: day(2026, 1, 5) }, 'statement-RW-0001-SC-to-2026-01-05.csv'],
  ] as [StatementRange, string][])('%j -> %s', (range, name) => {
    expect(csvFileName('RW-0001-SC', range, '2026-11-22')).toBe(name);
  });

  test('keeps only characters every file system accepts', () => {
    expect(csvFileName(' ../A/B 12* ', { kind: 'all' }, '2026-11-22')).toBe('statement-A-B-12-to-2026-11-22.csv');
  });
});

describe('generateStatement (examples and benchmark)', () => {
  test('makes count lines up to the date, oldest first, each balance following from the last', () => {
    const statement = generateStatement(1001, '2026-11-22');
    expect(statement.lines).toHaveLength(1001);
    expect(statement.lines.at(-1)?.date).toBe('2026-11-22');
    expect(statement.lines.every((line, index, lines) => index === 0 || lines[index - 1]!.date <= line.date)).toBe(true);
    let running = 0;
    for (const line of statement.lines) {
      running = sumMoney([running, line.amount]);
      expect(line.balance).toBe(running);
    }
    expect(statement.balance).toBe(running);
    expect(new Set(statement.lines.map((line) => line.id)).size).toBe(1001);
  });
});
