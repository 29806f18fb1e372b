/**
 * The admin bundle's sizes, read from the build output (admin/dist and Vite's manifest): every
 * chunk gzipped, and what the first screens load in all. A screen's load is the closure of its
 * modules' static imports in the manifest (JS and CSS), which is what the browser fetches before
 * the screen shows; dynamic imports are left out, since they load only when visited. The budgets
 * are facts of the build, so a test holds them (bundle_report_test.ts), and build.ts prints them.
 */
import { gzipSync } from "node:zlib";

export const DIST = new URL("./dist/", import.meta.url);

/**
 * The budgets with React DOM included (issue 30; issue 23's were set for the admin on Preact),
 * gzipped bytes.
 */
export const BUDGETS = {
  signInJs: 175 * 1024,
  signInCss: 25 * 1024,
  dashboard: 290 * 1024,
} as const;

/**
 * What bundle_report_test.ts holds the build to: the budget where the build meets it, else the
 * size reached so far, so the load can only shrink towards the aim, never grow back.
 */
export const CEILINGS = {
  // All three budgets are met with React DOM (issue 30): 172 KB of JS on the sign-in screen and
  // 289 KB for the dashboard when this was set; 280 KB once the page list's two selects became
  // the browser's own (Mantine's Select, with its floating list, left the dashboard's load).
  signInJs: BUDGETS.signInJs,
  signInCss: BUDGETS.signInCss,
  dashboard: BUDGETS.dashboard,
} as const;

/**
 * How many files (JS and CSS) the first screens and the editor may load: once one per shared piece
 * (52 for the sign-in screen, 117 with the dashboard, about 130 with the editor), now a few chunks
 * (first_load_chunks.ts: 9, 17 and 18 when this was set), with a little room for a new strings file
 * or style sheet.
 */
export const FILE_CEILINGS = { signIn: 12, dashboard: 20, editor: 24 } as const;

/**
 * The modules the sign-in screen needs: the entry, the screen, and the first screens' English
 * strings (English is the default).
 */
export const SIGN_IN_MODULES = [
  "index.html",
  "src/screens/login.tsx",
  "../lib/i18n/admin/core/en.ts",
];
/**
 * The modules the dashboard adds after sign-in: the layout around every screen, its English
 * strings (the layout loads them before it draws), the dashboard itself and the strings it loads
 * with it (workflow's, for the page list's scheduled changes).
 */
export const DASHBOARD_MODULES = [
  ...SIGN_IN_MODULES,
  "../lib/i18n/admin/layout/en.ts",
  "src/nav/signed_in_frame.tsx",
  "src/screens/dashboard.tsx",
  "../lib/i18n/admin/workflow/en.ts",
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Load {
  js: number;
  css: number;
  files: string[];
}

export function readManifest(dist: URL = DIST): Manifest {
  return JSON.parse(Deno.readTextFileSync(new URL(".vite/manifest.json", dist)));
}

const gzCache = new Map<string, number>();

/** Gzipped size of one output file (level 9, as a static server would precompress it). */
export function gzSize(file: string, dist: URL = DIST): number {
  const path = new URL(file, dist).href;
  let size = gzCache.get(path);
  if (size === undefined) {
    size = gzipSync(Deno.readFileSync(new URL(file, dist)), { level: 9 }).length;
    gzCache.set(path, size);
  }
  return size;
}

/**
 * The files that loading these modules fetches: each module's chunk, its static imports
 * recursively, and their CSS. A module missing from the manifest is an error, so a renamed
 * screen cannot silently drop out of the budget.
 */
export function loadOf(manifest: Manifest, modules: string[], dist: URL = DIST): Load {
  const list = loadedFiles(manifest, modules);
  const sum = (ext: string) =>
    list.filter((f) => f.endsWith(ext)).reduce((n, f) => n + gzSize(f, dist), 0);
  return { js: sum(".js"), css: sum(".css"), files: list };
}

/** The files of {@link loadOf}, sorted, without reading them. */
export function loadedFiles(manifest: Manifest, modules: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the admin build's manifest.`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...files].sort();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The report build.ts prints: every chunk by gzipped size, then the first screens' totals. */
export function formatReport(manifest: Manifest, dist: URL = DIST): string {
  const names = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!names.has(chunk.file)) names.set(chunk.file, chunk.src ?? key);
    for (const css of chunk.css ?? []) if (!names.has(css)) names.set(css, `css of ${key}`);
  }
  const rows = [...names].map(([file, name]) => ({ file, name, size: gzSize(file, dist) }))
    .sort((a, b) => b.size - a.size);
  const width = Math.max(...rows.map((r) => r.file.length));
  const lines = rows.map((r) =>
    `  ${r.file.padEnd(width)} ${kb(r.size).padStart(9)}  ${r.file.includes(r.name) ? "" : r.name}`
      .trimEnd()
  );
  const signIn = loadOf(manifest, SIGN_IN_MODULES, dist);
  const dashboard = loadOf(manifest, DASHBOARD_MODULES, dist);
  const total = rows.reduce((n, r) => n + r.size, 0);
  return [
    `Admin chunks (gzipped), ${rows.length} files, ${kb(total)} in all:`,
    ...lines,
    `Sign-in screen: ${kb(signIn.js)} JS (budget ${kb(BUDGETS.signInJs)}), ` +
    `${kb(signIn.css)} CSS (budget ${kb(BUDGETS.signInCss)}) in ${signIn.files.length} files`,
    `Dashboard after sign-in: ${kb(dashboard.js + dashboard.css)} ` +
    `(budget ${kb(BUDGETS.dashboard)}) in ${dashboard.files.length} files`,
  ].join("\n");
}

/** The limits a build passes over (BUDGETS or CEILINGS), as phrases; empty when it holds all. */
export function overBudget(
  manifest: Manifest,
  limits: Record<keyof typeof BUDGETS, number> = BUDGETS,
  dist: URL = DIST,
): string[] {
  const signIn = loadOf(manifest, SIGN_IN_MODULES, dist);
  const dashboard = loadOf(manifest, DASHBOARD_MODULES, dist);
  const over: string[] = [];
  if (signIn.js > limits.signInJs) {
    over.push(`sign-in JS ${kb(signIn.js)} > ${kb(limits.signInJs)}`);
  }
  if (signIn.css > limits.signInCss) {
    over.push(`sign-in CSS ${kb(signIn.css)} > ${kb(limits.signInCss)}`);
  }
  if (dashboard.js + dashboard.css > limits.dashboard) {
    over.push(`dashboard ${kb(dashboard.js + dashboard.css)} > ${kb(limits.dashboard)}`);
  }
  return over;
}

/**
 * The screens a visitor reaches without signing in, besides the sign-in screen: none of them loads
 * the editor's shared chunk (first_load_chunks.ts puts what they need in a chunk before it).
 */
export const SIGNED_OUT_SCREENS = [
  "src/screens/forgot_password.tsx",
  "src/screens/reset_account.tsx",
  "src/screens/not_found.tsx",
];

/**
 * The modules the page editor loads, from the entry to the editor and its styles: the editor
 * draws with the first screens', the layout's and its own Mantine styles only (issue 23).
 */
export const EDITOR_MODULES = [
  ...SIGN_IN_MODULES,
  "../lib/i18n/admin/layout/en.ts",
  "src/nav/signed_in_frame.tsx",
  "src/screens/page_editor/editor.tsx",
  "src/screens/page_editor/editor_styles.ts",
];

/** Mantine's generated class and keyframe names ("m_8d3f4000"). */
const MANTINE_NAME = /\bm_[0-9a-f]{6,8}\b/g;

/**
 * The Mantine class names the JavaScript of these modules uses that none of their CSS defines:
 * what such a screen would draw unstyled. A component's module carries its classes' names, so a
 * name in the code without a rule in the styles means that component's CSS file is missing.
 */
export function unstyledNames(manifest: Manifest, modules: string[], dist: URL = DIST): string[] {
  const { files } = loadOf(manifest, modules, dist);
  const names = (ext: string) =>
    new Set(
      files.filter((f) => f.endsWith(ext)).flatMap((f) =>
        Deno.readTextFileSync(new URL(f, dist)).match(MANTINE_NAME) ?? []
      ),
    );
  const styled = names(".css");
  return [...names(".js")].filter((name) => !styled.has(name)).sort();
}

/**
 * Which renderer the admin's JavaScript carries (issue 30: React DOM, not Preact). React DOM marks
 * the elements it renders with `__reactFiber$…` keys; Preact's build keeps its mangled vnode
 * fields (`__k` its children, `__e` its element) as property names, which no minifier renames.
 */
export function renderers(
  manifest: Manifest,
  dist: URL = DIST,
): { react: boolean; preact: boolean } {
  const files = new Set(
    Object.values(manifest).map((chunk) => chunk.file).filter((f) => f.endsWith(".js")),
  );
  const code = [...files].map((f) => Deno.readTextFileSync(new URL(f, dist)));
  return {
    react: code.some((text) => text.includes("__reactFiber$")),
    preact: code.some((text) => /\.__k\b/.test(text) && /\.__e\b/.test(text)),
  };
}
