// Test support for this area (not part of the API): a structural check of the PDFs it makes, so
// tests can tell a valid bill from bytes that merely start with %PDF.

/**
 * What is wrong with a one-revision PDF's structure: header, trailer, `startxref` pointing at the
 * cross-reference table, every in-use entry pointing at its `n 0 obj`, every stream's `/Length`
 * matching its bytes. An empty list means it is well formed.
 * @example expect(pdfProblems(Buffer.from(bill.content, 'base64'))).toEqual([]);
 */
export function pdfProblems(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const problems: string[] = [];
  if (!text.startsWith('%PDF-1.')) problems.push('no %PDF-1.x header');
  if (!/%%EOF\s*$/.test(text)) problems.push('no %%EOF at the end');
  const start = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  if (!start) return [...problems, 'no startxref'];
  const xrefAt = Number(start[1]);
  if (!text.startsWith('xref', xrefAt)) return [...problems, `startxref ${xrefAt} does not point at xref`];
  const table = /^xref\s+0 (\d+)\s+/.exec(text.slice(xrefAt));
  if (!table) return [...problems, 'no xref subsection'];
  const entriesAt = xrefAt + table[0].length;
  for (let number = 0; number < Number(table[1]); number += 1) {
    const entry = text.slice(entriesAt + number * 20, entriesAt + (number + 1) * 20);
    const match = /^(\d{10}) (\d{5}) ([nf])(?: \n|\r\n| \r)$/.exec(entry);
    if (!match) {
      problems.push(`xref entry ${number} is not 20 bytes of offset, generation and type`);
      continue;
    }
    if (match[3] === 'n' && !text.startsWith(`${number} 0 obj`, Number(match[1]))) problems.push(`object ${number} is not at ${match[1]}`);
  }
  for (const stream of text.matchAll(/\/Length (\d+) >>\nstream\n/g)) {
    const dataAt = stream.index + stream[0].length;
    if (!text.startsWith('\nendstream', dataAt + Number(stream[1]))) problems.push(`a stream's /Length ${stream[1]} is wrong`);
  }
  return problems;
}
