/**
 * A CSV file as the spreadsheets that open it would split it — quote-aware on `,` (RFC 4180),
 * `;` (Dutch and German Excel) and tab, and quote-unaware on each — for tests that no cell of
 * any of these readings starts a formula.
 */

const SEPARATORS = [",", ";", "\t"];
const FORMULA = /^[\s"]*[=+\-@]/;

/** Quote-aware: a field that starts with `"` runs to the next lone `"` (`""` is a quote). */
function quoteAware(text: string, sep: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  let atStart = true;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && atStart) {
      quoted = true;
      atStart = false;
    } else if (ch === sep || ch === "\n" || ch === "\r") {
      cells.push(cell);
      cell = "";
      atStart = true;
    } else {
      cell += ch;
      atStart = false;
    }
  }
  cells.push(cell);
  return cells;
}

/** Every cell, under any of the readings, that a spreadsheet would run as a formula. */
export function formulaCells(csv: string): string[] {
  const text = csv.replace(/^\uFEFF/, "");
  const found: string[] = [];
  for (const sep of SEPARATORS) {
    const readings = [quoteAware(text, sep), text.split(/\r\n|\n|\r/).flatMap((l) => l.split(sep))];
    for (const cells of readings) found.push(...cells.filter((c) => FORMULA.test(c)));
  }
  return found;
}
