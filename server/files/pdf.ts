// A one-page PDF written by hand: the reference API needs small, valid bills, and a PDF library
// would be a dependency for a dozen lines of text. Standard Helvetica, WinAnsi text only.

// PDF string literals escape backslash and parentheses; anything outside printable ASCII becomes
// '?' so that no encoding question arises.
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`);
}

/**
 * A valid single-page A4 PDF (PDF 1.4) with a title and lines of text, its cross-reference table
 * pointing at every object.
 * @example writeFileSync('bill.pdf', textPdf('Service charge bill', ['Flat 1', 'Account RW-0001-SC']));
 */
export function textPdf(title: string, lines: readonly string[]): Buffer {
  const text = [
    'BT',
    '/F1 20 Tf',
    '72 760 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 12 Tf',
    '0 -34 Td',
    ...lines.flatMap((line, index) => [...(index === 0 ? [] : ['0 -18 Td']), `(${pdfText(line)}) Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  // Each cross-reference entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, EOL.
  const entries = ['0000000000 65535 f \n', ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)];
  body += `xref\n0 ${objects.length + 1}\n${entries.join('')}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
