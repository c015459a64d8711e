import { coerce, number, object, string } from 'superstruct';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateCatalogue, t } from '../i18n';
import en from '../i18n/en.json';
import { sampleStatement } from '../testing/samples/statement';
import { statementInSlices, STATEMENT_LINES_CHECKED_FIRST } from './endpoints/charges';
import { isApiError } from './error';
import { checkInSlices } from './slices';

beforeEach(() => activateCatalogue(en));

const Item = object({ id: string(), n: number() });
const items = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `i-${index}`, n: index }));

describe('checkInSlices', () => {
  it('checks the first items at once and the rest only after yielding, in order', async () => {
    const all = items(2500);
    const checked = checkInSlices(all, Item, { first: 100, sliceSize: 1000 });
    expect(checked.first).toEqual(all.slice(0, 100));
    // A bad item beyond the first ones, changed before the first yield: it has not been checked yet.
    (all[2400] as { n: unknown }).n = 'not a number';
    const failure = await checked.all.catch((error: unknown) => error);
    expect(isApiError(failure) && failure.kind).toBe('validation');
  });

  it('answers every item, checked, when all are good', async () => {
    const all = items(2345);
    const checked = checkInSlices(all, Item, { first: 10, sliceSize: 500 });
    expect(await checked.all).toEqual(all);
  });

  it('throws at once for a bad item among the first, as request does for an unreadable answer', () => {
    const all = [...items(5), { id: 'bad' }];
    expect(() => checkInSlices(all, Item, { first: 10, errorPrefix: 'Statement failed.' })).toThrow(`Statement failed. ${t('api.invalidResponse')}`);
  });

  it('hands out what the schema coerces to, never the raw item', async () => {
    const Coerced = object({ amount: coerce(number(), string(), Number) });
    const checked = checkInSlices([{ amount: '1.50' }, { amount: '2' }], Coerced, { first: 1 });
    expect(checked.first).toEqual([{ amount: 1.5 }]);
    expect(await checked.all).toEqual([{ amount: 1.5 }, { amount: 2 }]);
  });
});

describe('statementInSlices', () => {
  const manyLines = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ ...sampleStatement.lines[0]!, id: `sl-${index}` }));

  it('gives the first lines at once, the count, then the whole statement', async () => {
    const lines = manyLines(STATEMENT_LINES_CHECKED_FIRST * 3);
    const sliced = statementInSlices({ ...sampleStatement, lines });
    expect(sliced.first.lines).toHaveLength(STATEMENT_LINES_CHECKED_FIRST);
    expect(sliced.first.serviceName).toBe(sampleStatement.serviceName);
    expect(sliced.lineCount).toBe(lines.length);
    expect((await sliced.whole).lines).toEqual(lines);
  });

  it('rejects the whole statement for one bad line on page 3 (lines 51 to 75 at 25 a page)', async () => {
    const lines: unknown[] = manyLines(STATEMENT_LINES_CHECKED_FIRST * 30);
    lines[STATEMENT_LINES_CHECKED_FIRST * 20] = { ...sampleStatement.lines[0]!, date: '22/11/2026' };
    const sliced = statementInSlices({ ...sampleStatement, lines }, t('errors.statementApi'));
    await expect(sliced.whole).rejects.toThrow(`${t('errors.statementApi')} ${t('api.invalidResponse')}`);
  });
});
