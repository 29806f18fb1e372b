/**
 * The repository explains itself (issue 29): no source file refers to a document that is not in
 * it. Every Markdown file a source file names must exist (from the root, beside the file, or at the
 * root by its bare name), and no comment cites numbered sections by a section sign. Where code follows the API
 * contract, it names docs/api.md.
 */
import { assertEquals } from "../_utils/assert.ts";

const ROOT = new URL("../../", import.meta.url);
const FOLDERS = ["lib/", "routes/", "islands/", "admin/src/", "cli/", "tools/", "bench/", "tests/"];
const SOURCE = /\.(?:ts|tsx|js|jsx|css|html)$/;
/**
 * Files other helpers of issue 29 are rewriting at the same time (the text catalogues, the page
 * editor's split); their references go with that work. Remove an entry when its file is done.
 */
const PENDING = new Set<string>([]);

async function sources(dir: string): Promise<string[]> {
  const out: string[] = [];
  for await (const e of Deno.readDir(new URL(dir, ROOT))) {
    const path = dir + e.name;
    if (e.isDirectory && e.name !== "node_modules" && e.name !== "dist") {
      out.push(...await sources(path + "/"));
    } else if (e.isFile && SOURCE.test(e.name)) out.push(path);
  }
  return out;
}

const exists = (path: string) => Deno.stat(new URL(path, ROOT)).then((s) => s.isFile, () => false);

/** `file:line: what` for each reference in `text` to a document the repository does not hold. */
export async function outsideReferences(path: string, text: string): Promise<string[]> {
  const out: string[] = [];
  const dir = path.slice(0, path.lastIndexOf("/") + 1);
  for (const [i, line] of text.split("\n").entries()) {
    for (const m of line.matchAll(/[\w./-]*\w\.md\b/g)) {
      const name = m[0].replace(/^\.\//, "");
      const candidates = [name, new URL(name, new URL(dir, ROOT)).href.slice(ROOT.href.length)];
      if (!(await Promise.all(candidates.map(exists))).some(Boolean)) {
        out.push(`${path}:${i + 1}: ${m[0]}`);
      }
    }
    if (/\u00a7\s*\d/.test(line)) out.push(`${path}:${i + 1}: \u00a7`);
  }
  return out;
}

Deno.test("no source file refers to a document outside the repository", async () => {
  const files = [
    ...(await Array.fromAsync(Deno.readDir(ROOT)))
      .filter((e) => e.isFile && /\.tsx?$/.test(e.name)).map((e) => e.name),
  ];
  for (const folder of FOLDERS) files.push(...await sources(folder));
  const found: string[] = [];
  for (const path of files.sort()) {
    if (PENDING.has(path)) continue;
    found.push(...await outsideReferences(path, await Deno.readTextFile(new URL(path, ROOT))));
  }
  assertEquals(found, []);
});

Deno.test("the check finds a missing document, and passes those the repository holds", async () => {
  // Spelt in pieces, so that this file does not hold what it looks for.
  const [md, sign] = [".md", "\u00a7"];
  const text = [
    `/** As SPEC${md} section 7 says; see docs/api${md} and README${md}. */`,
    `// DESIGN${md}: a busy store is retried (${sign}4.2)`,
    `/** islands/README${md}, ../../docs/architecture${md} */`,
  ].join("\n");
  assertEquals(await outsideReferences("lib/db/x.ts", text), [
    `lib/db/x.ts:1: SPEC${md}`,
    `lib/db/x.ts:2: DESIGN${md}`,
    `lib/db/x.ts:2: ${sign}`,
  ]);
});
