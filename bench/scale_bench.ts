/**
 * `deno task bench`: the library and link lookups at scale — 10,000 pages of 5 versions each
 * and 10,000 library files (bench/_scale_data.ts), on a `:memory:` store, through the real app
 * in-process (`app.request`, signed in as an administrator). Building the data is not measured.
 *
 * First a sampled run of each case prints p50, p95, p99 and max (Deno.bench shows p75 and p99,
 * not p95); then the same cases as `Deno.bench` entries. `SCALE_PAGES` and `SCALE_FILES` change
 * the counts (defaults 10,000 each; building them takes about 15 s on two cores, the whole
 * file about 35 s).
 */
import { buildScaleData, WORDS } from "./_scale_data.ts";
import { startTestApp } from "../tests/_utils/app.ts";

const PAGES = Number(Deno.env.get("SCALE_PAGES") ?? 10_000);
const FILES = Number(Deno.env.get("SCALE_FILES") ?? 10_000);
const SAMPLES = 200;
const LIB = "/api/ximblox/medialib";

const t = await startTestApp();
const admin = await t.signedIn(1);
let started = performance.now();
const data = await buildScaleData(t.deps.kv, {
  pages: PAGES,
  files: FILES,
  authorID: admin.userID,
});
const built = performance.now() - started;

// Deterministic "random" choices, so runs compare.
let seed = 42;
function pick(n: number): number {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % n;
}

async function getPageFile(): Promise<void> {
  const i = pick(PAGES);
  const hash = data.hashOf(i % FILES);
  const res = await admin.get(
    `${LIB}/get-page-file/${data.pageID(i)}/block_images_i1/${hash}/${data.ownedName(i)}`,
  );
  if (res.status !== 200) throw new Error(`get-page-file answered ${res.status}`);
}

async function searchFiles(): Promise<void> {
  const term = WORDS[pick(WORDS.length)].slice(0, 3 + pick(3));
  const directory = pick(2) ? "/" : `/folder-${pick(100)}`;
  const res = await admin.post(`${LIB}/search-files`, { searchTerm: term, directory });
  if (res.status !== 200) throw new Error(`search-files answered ${res.status}`);
}

async function listPagesByFile(fileID = data.fileID(pick(FILES))): Promise<number> {
  const res = await admin.post(`${LIB}/list-pages-by-file`, { fileID, pageSize: 25 });
  if (res.status !== 200 || res.body.totalItems === 0) throw new Error("list-pages-by-file failed");
  return res.body.totalItems;
}

let hubSlug = data.hub.slug;
async function slugChange(): Promise<number> {
  const next = hubSlug === data.hub.slug ? `${data.hub.slug}-moved` : data.hub.slug;
  const res = await admin.put(`/api/ximblox/page/${data.hub.pageID}/save`, {
    id: data.hub.pageID,
    slug: next,
    shouldUpdateLinks: true,
  });
  if (res.status !== 200) throw new Error(`save answered ${res.status}`);
  hubSlug = next;
  return res.body.updatedLinks;
}

// The first search builds this instance's in-memory index from KV: shown on its own.
started = performance.now();
await searchFiles();
const firstSearch = performance.now() - started;

async function sample(name: string, n: number, fn: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  const f = (ms: number) => `${ms.toFixed(2).padStart(8)} ms`;
  console.log(
    `  ${name.padEnd(34)} n=${String(n).padEnd(4)} p50 ${f(at(0.5))}  p95 ${f(at(0.95))}  p99 ${
      f(at(0.99))
    }  max ${f(times[times.length - 1])}`,
  );
}

console.log(
  `\nScale: ${PAGES} pages × 5 versions, ${FILES} files; built in ${(built / 1000).toFixed(1)} s ` +
    `(not measured); first search (index build) ${firstSearch.toFixed(0)} ms`,
);
await sample("get-page-file by hash", SAMPLES, getPageFile);
await sample("search-files", SAMPLES, searchFiles);
await sample("list-pages-by-file (1 page)", SAMPLES, () => listPagesByFile());
const logoPages = await listPagesByFile(data.fileID(0));
await sample(`list-pages-by-file (${logoPages} pages)`, 50, () => listPagesByFile(data.fileID(0)));
let linkingVersions = 0;
for (let i = 0; i < 2; i++) {
  const t0 = performance.now();
  const updated = linkingVersions = await slugChange();
  console.log(
    `  slug change + shouldUpdateLinks: ${updated} of ${PAGES * 5} versions rewritten in ${
      (performance.now() - t0).toFixed(0)
    } ms`,
  );
}
console.log("");

Deno.bench({ name: "get-page-file by hash", group: "scale" }, getPageFile);
Deno.bench({ name: "search-files", group: "scale" }, searchFiles);
Deno.bench({ name: "list-pages-by-file (1 page)", group: "scale" }, async () => {
  await listPagesByFile();
});
Deno.bench({ name: `list-pages-by-file (${logoPages} pages)`, group: "scale" }, async () => {
  await listPagesByFile(data.fileID(0));
});
Deno.bench(
  {
    name: `slug change rewriting ${linkingVersions} linking versions`,
    group: "scale-slug",
    n: 4,
    warmup: 0,
  },
  async () => {
    await slugChange();
  },
);
