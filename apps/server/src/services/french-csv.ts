/** CSV as French spreadsheets read it (the dashboard's and the audit's exports). */

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  // A decimal comma, and a field with ; " or a line break quoted.
  const text = typeof value === 'number' ? String(value).replace('.', ',') : String(value);
  return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The lines, the first being the headers: a BOM so spreadsheets read UTF-8, `;` between fields, CRLF (RFC 4180). */
export function frenchCsv(lines: readonly (readonly unknown[])[]): string {
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
