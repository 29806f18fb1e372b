/**
 * CSV exports (newsletter subscribers, form submissions) as spreadsheet programs read them
 * safely: RFC 4180 (comma-separated, CRLF line ends, quoted where needed), UTF-8 with a byte
 * order mark so that Excel reads "é" and "ë" as such, and formula injection defused — a cell
 * that starts with `=`, `+`, `-`, `@`, a tab or a carriage return would be run as a formula by
 * Excel or LibreOffice, so it is prefixed with `'` (OWASP's advice) and shown as typed.
 */

/** The byte order mark that tells spreadsheet programs the file is UTF-8. */
export const UTF8_BOM = "\uFEFF";

export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell: defused when it could start a formula, quoted when it holds a separator. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, without its line end. */
export function csvRow(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return cells.map(csvCell).join(",");
}

/** A whole file: the byte order mark, then each row ended by CRLF. */
export function csvDocument(
  rows: Iterable<readonly (string | number | boolean | null | undefined)[]>,
): string {
  let out = UTF8_BOM;
  for (const row of rows) out += csvRow(row) + "\r\n";
  return out;
}

/** A file name safe in a Content-Disposition header: `name-2026-11-23.csv`. */
export function csvFileName(name: string, at = new Date()): string {
  const safe = name.toLowerCase().replace(/[^a-z0-9-]+/g, "-").replace(/^-+|-+$/g, "") || "export";
  return `${safe}-${at.toISOString().slice(0, 10)}.csv`;
}
