// The pure parts behind the charges, without an API: the PDF writer of bills (server/files/pdf.ts),
// the demo pictures (the developments area's), the seeded generator, the demo statement history
// and the UK calendar date.
import { describe, expect, it } from 'vitest';
import { textPdf } from '../../files/pdf';
import { avatarSvg, developmentImageSvg } from '../developments';
import { between, seededRandom } from './random';
import { demoStatement, ukDate, type AccountPlan } from './statements';
import { pdfProblems } from './testing';

describe('textPdf', () => {
  it('writes a well-formed PDF whose cross-reference table points at every object', () => {
    const pdf = textPdf('Service charge bill', ['Flat 1, Riverside Wharf', 'Account RW-0001-SC']);
    expect(pdfProblems(pdf)).toEqual([]);
    expect(pdf.toString('latin1')).toContain('(Account RW-0001-SC) Tj');
  });

  it('escapes parentheses and backslashes and replaces what is not ASCII, keeping the lengths right', () => {
    const pdf = textPdf('Bill (draft) \\ £', ['Caf\u00e9 (quay)']).toString('latin1');
    expect(pdf).toContain('(Bill \\(draft\\) \\\\ ?) Tj');
    expect(pdf).toContain('(Caf? \\(quay\\)) Tj');
    expect(pdfProblems(Buffer.from(pdf, 'latin1'))).toEqual([]);
  });

  it('the checker notices a broken offset', () => {
    const pdf = textPdf('Bill', ['x']).toString('latin1').replace('0000000009 00000 n', '0000000010 00000 n');
    expect(pdfProblems(Buffer.from(pdf, 'latin1'))).toContain('object 1 is not at 0000000010');
  });
});

describe('images', () => {
  it('draws the same development picture for the same seed and escapes the name', () => {
    expect(developmentImageSvg('Riverside <Wharf>', 'dev-a')).toBe(developmentImageSvg('Riverside <Wharf>', 'dev-a'));
    expect(developmentImageSvg('Riverside', 'dev-a')).not.toBe(developmentImageSvg('Riverside', 'dev-b'));
    expect(developmentImageSvg('Riverside <Wharf>', 'dev-a')).toContain('Riverside &#60;Wharf&#62;');
    expect(developmentImageSvg('Riverside', 'dev-a')).not.toMatch(/<script|on\w+=/i);
  });

  it('puts initials on an author picture', () => {
    expect(avatarSvg('Manny Manager')).toContain('>MM</text>');
  });
});

describe('seededRandom', () => {
  it('repeats for a seed, differs between seeds, stays in [0, 1)', () => {
    const first = seededRandom('a');
    const again = seededRandom('a');
    const other = seededRandom('b');
    const values = Array.from({ length: 100 }, () => first());
    expect(Array.from({ length: 100 }, () => again())).toEqual(values);
    expect(Array.from({ length: 100 }, () => other())).not.toEqual(values);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    const random = seededRandom('c');
    const draws = Array.from({ length: 200 }, () => between(random, 3, 5));
    expect(new Set(draws)).toEqual(new Set([3, 4, 5]));
  });
});

describe('demoStatement', () => {
  const plan: AccountPlan = { id: 'acc-test', kind: 'service-charge', label: 'Service charge', paymentMethod: 'Direct debit', monthlyPence: 18500, balancePence: 123450 };

  it.each(['2026-11-22', '2026-03-01', '2027-01-31'])('on %s: 60+ lines over two years, oldest first, none after today, ending on the balance', (today) => {
    const lines = demoStatement(plan, today);
    expect(lines.length).toBeGreaterThanOrEqual(60);
    expect(lines.map((line) => line.date)).toEqual(lines.map((line) => line.date).sort());
    expect(lines.at(-1)!.date <= today).toBe(true);
    expect(lines[0]!.date >= `${Number(today.slice(0, 4)) - 2}${today.slice(4)}`).toBe(true);
    expect(lines.reduce((sum, line) => sum + line.amountPence, 0)).toBe(123450);
    expect(lines.some((line) => line.amountPence > 0) && lines.some((line) => line.amountPence < 0)).toBe(true);
    for (const line of lines.filter((candidate) => candidate.type === 'Invoice')) expect(line.periodFrom && line.periodTo).toBeTruthy();
    expect(demoStatement(plan, today)).toEqual(lines);
  });

  it('ends in credit when the plan says so', () => {
    const lines = demoStatement({ ...plan, kind: 'ground-rent', balancePence: -12075 }, '2026-11-22');
    expect(lines.reduce((sum, line) => sum + line.amountPence, 0)).toBe(-12075);
  });
});

describe('ukDate', () => {
  it('is the calendar date in the UK, British Summer Time included', () => {
    expect(ukDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(ukDate(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});
