/**
 * CSV exports (newsletter subscribers, form submissions, the audit trail) as spreadsheet programs
 * read them safely: RFC 4180 (comma-separated, CRLF line ends, quoted where needed), UTF-8 with a
 * byte order mark so that Excel reads "é" and "ë" as such, and formula injection defused (OWASP's
 * CSV-injection advice) for every way a spreadsheet may split the file. A cell that starts with
 * `=`, `+`, `-`, `@`, a tab or a carriage return would be run as a formula by Excel or
 * LibreOffice, so it is prefixed with `'` and shown as typed. Dutch and German Excel split a
 * `.csv` on `;`, others on a tab, and a reader that ignores quotes splits inside a quoted cell
 * too: every one of these separators (and a line break) inside a cell that is followed by a
 * formula character gets a `'` before that character, so no piece of any split starts a formula;
 * and a cell holding any of them is quoted, so that quote-aware readers keep it whole.
 */

/** The byte order mark that tells spreadsheet programs the file is UTF-8. */
export const UTF8_BOM = "\uFEFF";

export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

/** A formula start: `=`, `+`, `-`, `@` (after spaces or quotes, which a reader may trim), tab, CR. */
const FORMULA_START = /^[\s"]*[=+\-@]|^[\t\r]/;
/** A separator some reader splits on, then (after spaces or quotes) a formula character. */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n][\s"]*)(?=[=+\-@])/g;
const NEEDS_QUOTES = /[",;\t\r\n]|^\s|\s$/;

/**
 * One cell: defused where any split of it could start a formula, quoted when it holds a
 * separator of any reader.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
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
