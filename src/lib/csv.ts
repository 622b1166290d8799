/**
 * CSV files the organiser downloads (RFC 4180: fields with a comma, quote or line break are
 * quoted, quotes doubled, lines end with CRLF). Opened in a spreadsheet, a cell that starts with
 * =, +, -, @ (or a tab or carriage return) would be read as a formula: such cells get a leading
 * apostrophe, so what a guest typed is always shown as text, never run. Spreadsheets also read
 * the full-width and small forms of those signs (＝ ＋ － ＠, ﹦ ﹢ ﹣ ﹫) as the signs, and skip
 * invisible characters (zero-width spaces and joiners, the byte order mark) and spaces before
 * them, so those count as a formula start too.
 */

/** The byte order mark that makes spreadsheet apps read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
/** Invisible format characters (zero-width space, joiners, BOM, soft hyphen…) and spaces. */
const SKIPPED_LEAD = /^[\p{Cf}\p{Zs}]+/u;

/** Whether a spreadsheet could take `text` for a formula (see the top of this file). */
function startsLikeFormula(text: string): boolean {
  // NFKC turns full-width and small forms into the ASCII signs (＝ and ﹦ into =).
  return FORMULA_START.test(text.replace(SKIPPED_LEAD, '').slice(0, 2).normalize('NFKC'));
}

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && startsLikeFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: the header row, then one line per row, each ending with CRLF, after a BOM. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return CSV_BOM + [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
