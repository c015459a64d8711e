import { describe, expect, test } from 'vitest';
import { csvCell, toCsv, type CsvCell } from './csv';

describe('csvCell', () => {
  test.each([
    ['plain', 'plain'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    // RFC 4180 quoting
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\r\nbreak', '"line\r\nbreak"'],
    ['line\nbreak', '"line\nbreak"'],
    ['  spaced  ', '  spaced  '],
    // formula injection made inert: a leading quote, and the cell quoted
    ['=SUM(A1:A9)', `"'=SUM(A1:A9)"`],
    ['+44 7400 123456', `"'+44 7400 123456"`],
    ['-12.50', `"'-12.50"`],
    ['@cmd', `"'@cmd"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['\n=1+1', `"'\n=1+1"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['a=b', 'a=b'], // only the first character matters
    ['Flat 1 - Riverside', 'Flat 1 - Riverside'],
    // JS numbers stay numbers, negatives included
    [-12.5, '-12.5'],
    [12.5, '12.5'],
    [0, '0'],
    [1e21, '1e+21'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ] as [CsvCell, string][])('%j -> %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('toCsv', () => {
  test('joins cells with commas and ends every row with CRLF', () => {
    const rows: CsvCell[][] = [
      ['Transaction Date', 'Description', 'Debit', 'Credit', 'Balance'],
      ['01/03/2026', 'Service charge, Q1', 120.75, null, 120.75],
      ['15/03/2026', '=cmd|" /C calc"!A0', null, 42.1, 78.65],
      ['16/03/2026', 'Refund', null, null, -12.5],
    ];
    expect(toCsv(rows)).toBe(
      'Transaction Date,Description,Debit,Credit,Balance\r\n' +
        '01/03/2026,"Service charge, Q1",120.75,,120.75\r\n' +
        `15/03/2026,"'=cmd|"" /C calc""!A0",,42.1,78.65\r\n` +
        '16/03/2026,Refund,,,-12.5\r\n',
    );
  });

  test.each([
    [[], {}, ''],
    [[[]], {}, '\r\n'],
    [[['£5']], { bom: true }, '\uFEFF£5\r\n'],
    [[['£5']], { bom: false }, '£5\r\n'],
  ] as [CsvCell[][], { bom?: boolean }, string][])('%j with %j -> %j', (rows, options, text) => {
    expect(toCsv(rows, options)).toBe(text);
  });
});
