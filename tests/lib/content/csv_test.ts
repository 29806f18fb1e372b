/** CSV cells, rows and files as spreadsheet programs read them safely (lib/content/csv.ts). */
import { assertEquals } from "../../_utils/assert.ts";
import { csvCell, csvDocument, csvFileName, csvRow, UTF8_BOM } from "../../../lib/content/csv.ts";

Deno.test("csvCell() defuses every cell a spreadsheet would run as a formula", () => {
  assertEquals(csvCell("=1+1"), "'=1+1");
  assertEquals(csvCell("+31 6 12345678"), "'+31 6 12345678");
  assertEquals(csvCell("-2"), "'-2");
  assertEquals(csvCell("@SUM(A1:A9)"), "'@SUM(A1:A9)");
  assertEquals(csvCell("\t=1"), `"'\t'=1"`, "a tab-splitting reader would start a cell at =");
  assertEquals(csvCell("\r=1"), `"'\r'=1"`);
  assertEquals(csvCell('=HYPERLINK("http://x","y")'), `"'=HYPERLINK(""http://x"",""y"")"`);
  assertEquals(csvCell("a=b"), "a=b", "only a formula's first character counts");
  assertEquals(csvCell(" =1"), "' =1", "a reader may trim the space");
});

Deno.test("csvCell() defuses a formula after any separator a spreadsheet may split on", () => {
  // Dutch and German Excel split on ";", others on a tab; a line break starts a row.
  assertEquals(csvCell("x;=1+1;"), `"x;'=1+1;"`);
  assertEquals(csvCell("x\t=1+1"), `"x\t'=1+1"`);
  assertEquals(csvCell("a, @SUM(A1)"), `"a, '@SUM(A1)"`);
  assertEquals(csvCell('a;"=1"'), `"a;""'=1"""`);
  assertEquals(csvCell("two\n-1"), `"two\n'-1"`);
  assertEquals(csvCell("a;b"), '"a;b"', "quoted: a ;-reader keeps it one cell");
  assertEquals(csvCell("a-b;c"), '"a-b;c"', "no formula start after the separator");
});

Deno.test("csvCell() quotes separators, quotes, line breaks and edge spaces", () => {
  assertEquals(csvCell("plain"), "plain");
  assertEquals(csvCell("Zoë"), "Zoë");
  assertEquals(csvCell("a,b"), '"a,b"');
  assertEquals(csvCell('say "hi"'), '"say ""hi"""');
  assertEquals(csvCell("two\nlines"), '"two\nlines"');
  assertEquals(csvCell(" padded "), '" padded "');
  assertEquals(csvCell(null), "");
  assertEquals(csvCell(undefined), "");
  assertEquals(csvCell(42), "42");
  assertEquals(csvCell(false), "false");
});

Deno.test("csvDocument() starts with the UTF-8 byte order mark and ends rows with CRLF", () => {
  assertEquals(csvRow(["a", "b,c"]), 'a,"b,c"');
  assertEquals(
    csvDocument([["E-mail", "Naam"], ["zoe@example.com", "Zoë"]]),
    `${UTF8_BOM}E-mail,Naam\r\nzoe@example.com,Zoë\r\n`,
  );
  assertEquals(csvDocument([]), UTF8_BOM);
});

Deno.test("csvFileName() is safe in a Content-Disposition header", () => {
  const at = new Date("2026-11-23T12:00:00Z");
  assertEquals(csvFileName("Contact form", at), "contact-form-2026-11-23.csv");
  assertEquals(csvFileName('"; evil\r\n', at), "evil-2026-11-23.csv");
  assertEquals(csvFileName("Ünïcode", at), "n-code-2026-11-23.csv");
  assertEquals(csvFileName("", at), "export-2026-11-23.csv");
});
