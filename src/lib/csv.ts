/**
 * CSV files the organiser downloads (RFC 4180: fields with a comma, quote or line break are
 * quoted, quotes doubled, lines end with CRLF). Opened in a spreadsheet, a cell that starts with
 * =, +, -, @ (or a tab or carriage return) would be read as a formula: such cells get a leading
 * apostrophe, so what a guest typed is always shown as text, never run.
 */

/** The byte order mark that makes spreadsheet apps read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: the header row, then one line per row, each ending with CRLF, after a BOM. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return CSV_BOM + [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
