/**
 * The layer gate (`deno task layers`, run by `deno task ok`): fails, naming file and import, on
 *
 * - an import against the layer direction of docs/architecture.md section 1 ({@link LAYERS}: a
 *   module may import its own layer and those below it, never one above);
 * - a cycle among our modules, type-only imports included (a type cycle still ties two modules
 *   into one unit a reader must hold at once);
 * - a route importing another route (only the shared `routes/_*.ts` helpers) or `lib/db`
 *   directly (routes go through lib/ops or lib/site);
 * - a module under lib/ in no layer of {@link LAYERS}, or under admin/src in none of
 *   {@link ADMIN_LAYERS} (its imports would go unchecked);
 * - an admin module importing server code other than the part the two share ({@link ADMIN_SHARED});
 * - two lib/ops folders importing each other, or any cycle among them (a folder is a domain a
 *   reader takes in as one; two that need each other are one domain cut in two), and a private
 *   lib/ops module (`lib/ops/<folder>/_name.ts`, a helper of its folder's operations) imported
 *   from outside its folder;
 * - a Deno KV call outside lib/db (a text scan: a Deno.Kv method called on a value named `kv`,
 *   or `Deno.openKv`).
 *
 * The module graph is `deno info --json` of the entry points ({@link ENTRY_POINTS}), which
 * reaches every module the server, the commands and the build load, islands included (the
 * renderer imports them), and of the admin's entry, which reaches every screen through the lazy
 * imports of its routes. The admin is a separate bundle with its own layers ({@link ADMIN_LAYERS},
 * docs/architecture.md section 5); a module is ranked by its own side's table.
 */

/** One module of `deno info --json`, as much of it as the gate reads. */
export interface GraphModule {
  specifier: string;
  dependencies?: {
    specifier: string;
    code?: { specifier?: string };
    type?: { specifier?: string };
  }[];
}

export interface Graph {
  modules: GraphModule[];
}

export interface Problem {
  kind:
    | "direction"
    | "cycle"
    | "route-import"
    | "kv-call"
    | "no-layer"
    | "admin-import"
    | "ops-folders"
    | "private";
  file: string;
  /** The import (or, for a KV call, the line) that breaks the rule. */
  at: string;
  message: string;
}

/**
 * The layers, bottom up: a module may import modules of its own rank or lower. Paths are relative
 * to the repository root; the first matching prefix decides. Same rank (lib/http and lib/auth,
 * lib/mail and lib/media) may import each other, as long as no cycle forms.
 */
export const LAYERS: readonly (readonly [string, number])[] = [
  ["lib/content/", 0],
  ["lib/observe/", 0],
  ["lib/config.ts", 1],
  ["islands/", 1],
  ["lib/i18n/", 1],
  ["lib/db/", 2],
  ["lib/http/", 3],
  ["lib/auth/", 3],
  ["lib/mail/", 4],
  ["lib/media/", 4],
  ["lib/search/", 5],
  ["lib/render/", 6],
  ["lib/ops/", 7],
  ["lib/site/", 8],
  ["lib/seed/", 8],
  ["lib/server/", 9],
  ["routes/", 10],
  ["app.ts", 11],
  ["main.ts", 11],
  ["build.ts", 11],
  ["cli/", 11],
  ["tools/", 11],
];

/**
 * The admin's layers (admin/src), bottom up, read like {@link LAYERS}: text, helpers and styles;
 * the API client; session state and shared hooks; components; the block and page type editors;
 * screens; the navigation around them (the signed-in frame, routes, guards); the app and its entry.
 */
export const ADMIN_LAYERS: readonly (readonly [string, number])[] = [
  ["admin/src/i18n/", 0],
  ["admin/src/lib/", 0],
  ["admin/src/theme.ts", 0],
  ["admin/src/first_styles.ts", 0],
  ["admin/src/frame_styles.ts", 0],
  ["admin/src/all_styles.ts", 0],
  ["admin/src/styles.css", 0],
  ["admin/src/api/", 1],
  ["admin/src/hooks/", 2],
  ["admin/src/auth/", 2],
  ["admin/src/components/", 3],
  ["admin/src/blocks/", 4],
  ["admin/src/page_types/", 5],
  ["admin/src/screens/", 6],
  ["admin/src/nav/", 7],
  ["admin/src/app.tsx", 8],
  ["admin/src/main.tsx", 9],
];

/**
 * What the admin may import from the server's side: the shared contract and the text catalogue
 * (below every admin layer). Anything else there is server code the browser must not bundle.
 */
export const ADMIN_SHARED = ["lib/content/", "lib/i18n/"];

export const ENTRY_POINTS = ["main.ts", "app.ts", "build.ts", "cli/", "admin/src/main.tsx"];

/** Directories whose files are scanned for KV calls (lib/db itself is where they belong). */
export const SCANNED = ["lib/", "routes/", "islands/", "cli/", "app.ts", "main.ts", "build.ts"];

const isAdmin = (path: string) => path.startsWith("admin/src/");

/** A module's layer in its own side's table (the admin's for admin/src, else the server's). */
export function layerOf(path: string): { prefix: string; rank: number } | null {
  for (const [prefix, rank] of isAdmin(path) ? ADMIN_LAYERS : LAYERS) {
    if (prefix.endsWith("/") ? path.startsWith(prefix) : path === prefix) return { prefix, rank };
  }
  return null;
}

const isRoute = (path: string) => path.startsWith("routes/");
/** The routes' shared helpers (the app's env type, the middleware), which any route may import. */
const isRouteHelper = (path: string) => /^routes\/(?:.*\/)?_[^/]+$/.test(path);

/** Our modules and their imports (root-relative paths), type-only ones marked. */
export function localEdges(
  graph: Graph,
  root: string,
): Map<string, { to: string; typeOnly: boolean }[]> {
  const rel = (specifier: string | undefined) =>
    specifier?.startsWith(root) ? specifier.slice(root.length) : null;
  const out = new Map<string, { to: string; typeOnly: boolean }[]>();
  for (const m of graph.modules) {
    const from = rel(m.specifier);
    if (!from || from.startsWith("node_modules/")) continue;
    const edges = out.get(from) ?? [];
    for (const d of m.dependencies ?? []) {
      const code = rel(d.code?.specifier);
      const type = rel(d.type?.specifier);
      const to = code ?? type;
      if (to && !edges.some((e) => e.to === to)) edges.push({ to, typeOnly: !code });
    }
    out.set(from, edges);
  }
  return out;
}

/** The import rules over a graph whose module specifiers start with `root` (a file URL). */
export function checkGraph(graph: Graph, root: string): Problem[] {
  const edges = localEdges(graph, root);
  const problems: Problem[] = [];
  for (const [from, list] of edges) {
    const layer = layerOf(from);
    // A new folder under lib/ must be given its place, or nothing would check its imports.
    if (!layer && (from.startsWith("lib/") || isAdmin(from))) {
      const table = isAdmin(from) ? "ADMIN_LAYERS" : "LAYERS";
      problems.push({
        kind: "no-layer",
        file: from,
        at: `(not in ${table})`,
        message: `a module in no layer: add its folder to ${table} and to docs/architecture.md`,
      });
    }
    for (const { to, typeOnly } of list) {
      const at = `imports ${to}${typeOnly ? " (type only)" : ""}`;
      if (isAdmin(from) && !isAdmin(to)) {
        // The shared part counts as below the admin's layers: nothing more to check.
        if (ADMIN_SHARED.some((p) => to.startsWith(p))) continue;
        problems.push({
          kind: "admin-import",
          file: from,
          at,
          message: `the admin imports server code: only ${ADMIN_SHARED.join(" and ")} are shared`,
        });
        continue;
      }
      if (isRoute(from) && isRoute(to) && !isRouteHelper(to)) {
        problems.push({
          kind: "route-import",
          file: from,
          at,
          message: "a route imports another route: move what they share into lib/",
        });
      }
      if (isRoute(from) && to.startsWith("lib/db/")) {
        problems.push({
          kind: "route-import",
          file: from,
          at,
          message: "a route reads lib/db directly: go through lib/ops or lib/site",
        });
      }
      const target = layerOf(to);
      // Ranks compare within one side's table (a server module never imports the admin's).
      if (layer && target && isAdmin(from) === isAdmin(to) && target.rank > layer.rank) {
        problems.push({
          kind: "direction",
          file: from,
          at,
          message: `${layer.prefix} (layer ${layer.rank}) imports upward into ${target.prefix} ` +
            `(layer ${target.rank})`,
        });
      }
    }
  }
  problems.push(...cycles(edges), ...opsFolderProblems(edges));
  return problems;
}

/**
 * The unit of lib/ops a module belongs to: its folder (`lib/ops/pages/`), or the module itself
 * for the files at the top (`lib/ops/deps.ts`, which every folder imports); null outside lib/ops.
 */
export function opsUnitOf(path: string): string | null {
  const m = /^lib\/ops\/([^/]+\/)?/.exec(path);
  if (!m) return null;
  return m[1] ? m[0] : path;
}

/** Cycles among lib/ops folders (two importing each other is the short one) and private imports. */
export function opsFolderProblems(
  edges: Map<string, { to: string; typeOnly: boolean }[]>,
): Problem[] {
  const problems: Problem[] = [];
  // The folder graph: one edge per pair of units, named by the first module import that makes it.
  const units = new Map<string, { to: string; typeOnly: boolean }[]>();
  const witness = new Map<string, string>();
  for (const [from, list] of [...edges].sort(([a], [b]) => a.localeCompare(b))) {
    const unit = opsUnitOf(from);
    const out = units.get(unit ?? "") ?? [];
    if (unit) units.set(unit, out);
    for (const { to, typeOnly } of list) {
      const target = opsUnitOf(to);
      if (!target) continue;
      if (target !== unit && /\/_[^/]+$/.test(to) && target.endsWith("/")) {
        problems.push({
          kind: "private",
          file: from,
          at: `imports ${to}${typeOnly ? " (type only)" : ""}`,
          message: `a private module of ${target} imported from outside it: take the leading ` +
            `_ off its name, or move it where both can import it`,
        });
      }
      if (!unit || target === unit || out.some((e) => e.to === target)) continue;
      out.push({ to: target, typeOnly });
      witness.set(`${unit} ${target}`, `${from} imports ${to}`);
    }
  }
  for (const c of cycles(units)) {
    const to = c.at.replace(/^imports /, "").replace(/ \(type only\)$/, "");
    problems.push({
      kind: "ops-folders",
      file: c.file,
      at: `imports ${to} (${witness.get(`${c.file} ${to}`)})`,
      message: `lib/ops folders that import each other (${
        c.message.replace(/^import cycle among /, "")
      }): move what they share into one of them, or below lib/ops`,
    });
  }
  return problems;
}

/** Every cycle (a strongly connected set of modules), named by one import that closes it. */
export function cycles(edges: Map<string, { to: string; typeOnly: boolean }[]>): Problem[] {
  // Tarjan's algorithm, iterative (the graph has hundreds of modules; recursion would do too).
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: Problem[] = [];
  const targets = (v: string) => (edges.get(v) ?? []).map((e) => e.to);
  for (const start of [...edges.keys()].sort()) {
    if (index.has(start)) continue;
    const work: { v: string; i: number }[] = [{ v: start, i: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const top = work[work.length - 1];
      const ts = targets(top.v);
      if (top.i < ts.length) {
        const w = ts[top.i++];
        if (!index.has(w)) {
          index.set(w, next);
          low.set(w, next++);
          stack.push(w);
          onStack.add(w);
          work.push({ v: w, i: 0 });
        } else if (onStack.has(w)) {
          low.set(top.v, Math.min(low.get(top.v)!, index.get(w)!));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].v;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.v)!));
      }
      if (low.get(top.v) !== index.get(top.v)) continue;
      const members: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        members.push(w);
      } while (w !== top.v);
      const inCycle = new Set(members);
      const selfLoop = members.length === 1 && targets(members[0]).includes(members[0]);
      if (members.length < 2 && !selfLoop) continue;
      members.sort();
      const from = members[0];
      const edge = (edges.get(from) ?? []).find((e) => inCycle.has(e.to))!;
      out.push({
        kind: "cycle",
        file: from,
        at: `imports ${edge.to}${edge.typeOnly ? " (type only)" : ""}`,
        message: `import cycle among ${members.join(", ")}`,
      });
    }
  }
  return out;
}

/** A Deno KV method called on a value named `kv` (`kv.get(`, `deps.kv.atomic()`, …). */
const KV_CALL =
  /\bkv\s*\.\s*(?:get|getMany|list|set|delete|enqueue|watch|listenQueue|atomic|commit)\s*[<(]|\bDeno\.openKv\s*\(/;

/** KV calls in one file's text outside lib/db (comments are not skipped: say it otherwise). */
export function checkKvCalls(path: string, text: string): Problem[] {
  if (path.startsWith("lib/db/")) return [];
  const out: Problem[] = [];
  text.split("\n").forEach((line, i) => {
    if (KV_CALL.test(line) && !/^\s*(?:\*|\/\/)/.test(line)) {
      out.push({
        kind: "kv-call",
        file: `${path}:${i + 1}`,
        at: line.trim(),
        message: "a KV call outside lib/db: add a function to the lib/db module of the record",
      });
    }
  });
  return out;
}

export function formatProblem(p: Problem): string {
  return `${p.file}: ${p.at}\n  ${p.kind}: ${p.message}`;
}

async function graphOf(root: URL, entries: string[]): Promise<Graph> {
  const modules = new Map<string, GraphModule>();
  for (const entry of entries) {
    const out = await new Deno.Command(Deno.execPath(), {
      args: ["info", "--json", entry],
      cwd: root,
      stdout: "piped",
      stderr: "inherit",
    }).output();
    if (!out.success) throw new Error(`deno info ${entry} failed`);
    const graph = JSON.parse(new TextDecoder().decode(out.stdout)) as Graph;
    for (const m of graph.modules) modules.set(m.specifier, m);
  }
  return { modules: [...modules.values()] };
}

async function filesUnder(root: URL, path: string): Promise<string[]> {
  const info = await Deno.stat(new URL(path, root)).catch(() => null);
  if (!info) return [];
  if (info.isFile) return [path];
  const out: string[] = [];
  for await (const e of Deno.readDir(new URL(path, root))) {
    const child = `${path}${e.name}${e.isDirectory ? "/" : ""}`;
    if (e.isDirectory) out.push(...await filesUnder(root, child));
    else if (/\.tsx?$/.test(e.name)) out.push(child);
  }
  return out;
}

if (import.meta.main) {
  const root = new URL("../", import.meta.url);
  const entries: string[] = [];
  for (const e of ENTRY_POINTS) entries.push(...await filesUnder(root, e));
  const problems = checkGraph(await graphOf(root, entries), root.href);
  for (const prefix of SCANNED) {
    for (const path of await filesUnder(root, prefix)) {
      problems.push(...checkKvCalls(path, await Deno.readTextFile(new URL(path, root))));
    }
  }
  for (const p of problems) console.error(formatProblem(p));
  if (problems.length) {
    console.error(
      `\nlayers: ${problems.length} problem(s); docs/architecture.md sections 1 and 5.`,
    );
    Deno.exit(1);
  }
  console.log(`layers: ${entries.length} entry points, no problems.`);
}
