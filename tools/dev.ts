/**
 * `deno task dev`: the development loop (issue 29; docs/architecture.md, "The development loop").
 *
 * One supervisor process that outlives every restart, with three parts under it:
 * - the islands, built by rolldown's watch mode into static/islands/ on every change (watched
 *   anew when an island file comes or goes: rolldown's entries are fixed when its watch starts);
 * - Vite's dev server for the admin (hot module replacement, its own error overlay), a child;
 * - the Ximblox server (main.ts, as `deno task start` runs it), a child started again on every
 *   change to server code, and after each islands build (the server draws the islands too, and
 *   reads their manifest once).
 * In front of them, on PORT, the one origin the browser sees (tools/dev_front.ts): requests wait
 * there while the server restarts, public pages reload themselves through its reload channel once
 * the new server answers, and an island's build error shows over the page. Ctrl-C or SIGTERM
 * stops everything.
 */
import { devFront } from "./dev_front.ts";
import { islandNames, watchIslands } from "./build_islands.ts";
import { freePort } from "./free_port.ts";

const ROOT = new URL("../", import.meta.url);
const root = (path: string) => new URL(path, ROOT).pathname;

/** What changes the server: its code, and what it reads once at start. */
const SERVER_PATHS = ["lib", "routes", "islands", "app.ts", "main.ts", "static/site.css"];
/** Time for an editor's save (or a checkout) to settle before the server starts again. */
const QUIET_MS = 25;
/** How long a request waits for the server or Vite to answer before it fails. */
const START_TIMEOUT_MS = 60_000;
const ERROR_LINES = 60;

const startTask: string = JSON.parse(await Deno.readTextFile(root("deno.json"))).tasks.start;
/** `deno run --allow-… main.ts`, exactly as `deno task start` serves. */
const serveArgs = startTask.split("&&").at(-1)!.trim().split(/\s+/).slice(1);

function log(message: string): void {
  console.log(`[dev] ${message}`);
}

// --- The reload channel -------------------------------------------------------------------------

const pages = new Set<ReadableStreamDefaultController<Uint8Array>>();
const encoder = new TextEncoder();
/** What failed to build or start, shown over every page until it works again. */
const failures = { islands: null as string | null, server: null as string | null };
const failure = () =>
  [failures.islands, failures.server && `The server did not start:\n${failures.server}`]
    .filter(Boolean).join("\n\n") || null;

function send(
  page: ReadableStreamDefaultController<Uint8Array>,
  event: string,
  data: unknown = null,
): void {
  try {
    page.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  } catch {
    pages.delete(page);
  }
}

function broadcast(event: string, data?: unknown): void {
  for (const page of pages) send(page, event, data);
}

function events(): ReadableStream<Uint8Array> {
  let self: ReadableStreamDefaultController<Uint8Array>;
  return new ReadableStream({
    start(controller) {
      self = controller;
      pages.add(controller);
      send(controller, "hello");
      if (failure()) send(controller, "build-error", failure());
    },
    cancel() {
      pages.delete(self);
    },
  });
}

// --- The server ---------------------------------------------------------------------------------

interface Running {
  child: Deno.ChildProcess;
  ready: Promise<{ origin: string } | { failed: string }>;
}

let server: Running | null = null;
let frontUrl = "";

function startServer(): Running {
  const port = freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = new Deno.Command(Deno.execPath(), {
    args: serveArgs,
    cwd: root("."),
    env: { PUBLIC_URL: frontUrl, ...Deno.env.toObject(), PORT: String(port) },
    stdout: "inherit",
    stderr: "piped",
  }).spawn();
  const output: string[] = [];
  // The server's errors go to the terminal as ever, and the last lines to the browser if it fails.
  (async () => {
    const decoder = new TextDecoder();
    for await (const bytes of child.stderr) {
      Deno.stderr.writeSync(bytes);
      output.push(...decoder.decode(bytes, { stream: true }).split("\n"));
      output.splice(0, Math.max(0, output.length - ERROR_LINES));
    }
  })().catch(() => {});
  const exited = child.status.then((status) => ({ exited: status }));
  const ready = (async () => {
    for (;;) {
      if (await answers(`${origin}/healthz`)) return { origin };
      const done = await Promise.race([exited, delay(10)]);
      if (done) {
        await delay(50); // the last of its error output
        return { failed: output.join("\n").trim() || `exit status ${done.exited.code}` };
      }
    }
  })();
  return { child, ready };
}

/** Whether `url` answers 200 now. */
async function answers(url: string): Promise<boolean> {
  try {
    const answer = await fetch(url);
    await answer.body?.cancel();
    return answer.ok;
  } catch {
    return false;
  }
}

function delay(ms: number): Promise<null> {
  return new Promise((resolve) => setTimeout(() => resolve(null), ms));
}

async function stopServer(running: Running | null, signal: Deno.Signal): Promise<void> {
  if (!running) return;
  try {
    running.child.kill(signal);
  } catch { /* exited already */ }
  await running.child.status;
}

let restarting: Promise<void> | null = null;
let restartAgain: { why: string; reload: boolean } | null = null;

/**
 * Starts a new server beside the running one, which answers until the new one does (so no
 * request waits for a start, and a server that cannot start leaves the last good one serving);
 * then the front turns to the new one and the old one is killed, as `deno run --watch` would.
 * With `reload`, the open pages then load again (not after an islands build: they have already,
 * on the islands' own signal).
 */
function restartServer(why: string, reload = true): void {
  if (restarting) {
    restartAgain = { why, reload: reload || !!restartAgain?.reload };
    return;
  }
  restarting = (async () => {
    for (let next: typeof restartAgain = { why, reload }; next; next = restartAgain) {
      restartAgain = null;
      const started = performance.now();
      const starting = startServer();
      const result = await starting.ready;
      if ("failed" in result) {
        failures.server = result.failed;
        log(`the server did not start (${next.why}); fix and save to try again`);
        if (server && !("failed" in await server.ready)) broadcast("build-error", failure());
        else {
          // No good server to keep: the front answers with this one's error output.
          server = starting;
          broadcast("reload");
        }
        continue;
      }
      const old = server;
      server = starting;
      await stopServer(old, "SIGKILL");
      const wasFailing = failures.server !== null || !old || "failed" in await old.ready;
      failures.server = null;
      const ms = Math.round(performance.now() - started);
      log(`server (pid ${starting.child.pid}) started (${next.why}) in ${ms} ms`);
      if ((next.reload || wasFailing) && !restartAgain) broadcast("reload");
    }
    restarting = null;
  })();
}

// --- Vite ---------------------------------------------------------------------------------------

const vitePort = freePort();
const viteOrigin = `http://127.0.0.1:${vitePort}`;
const vite = new Deno.Command(Deno.execPath(), {
  args: [
    "run",
    "-A",
    "npm:vite",
    "--host",
    "127.0.0.1",
    "--port",
    String(vitePort),
    "--strictPort",
  ],
  cwd: root("admin"),
  stdout: "inherit",
  stderr: "inherit",
}).spawn();
log(`vite (pid ${vite.pid}) on ${viteOrigin}`);
const viteReady = (async () => {
  for (;;) {
    if (await answers(`${viteOrigin}/cmsadmin/@vite/client`)) return viteOrigin;
    await delay(20);
  }
})();

// --- The islands' newest build ---

let islandInputs = new Set<string>();
/** The newest build's file of each island (and of the runtime), by name. */
let islandFiles = new Map<string, string>();
// deno-lint-ignore no-control-regex -- the escape that starts a terminal colour
const ANSI_COLOUR = /\x1b\[[0-9;]*m/g;
const HASHED_NAME = /^(.+)-[a-z0-9]{8}\.js$/;

// --- The front ----------------------------------------------------------------------------------

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    delay(START_TIMEOUT_MS).then(() => {
      throw new Error(`${what} did not answer within ${START_TIMEOUT_MS / 1000} s`);
    }),
  ]);
}

// The admin's HTML shell (its meta tags) comes from the server: build it once on a fresh clone.
if (!await Deno.stat(root("admin/dist/index.html")).catch(() => null)) {
  log("building the admin once (the server's admin page needs admin/dist/index.html)…");
  const { code } = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "build.ts"],
    cwd: root("."),
  }).spawn().status;
  if (code !== 0) Deno.exit(code);
}

const front = Deno.serve(
  {
    port: Number(Deno.env.get("PORT") ?? 8000),
    onListen: () => {},
  },
  devFront({
    server: () => withTimeout(waitForServer(), "The server"),
    vite: () => withTimeout(viteReady, "Vite"),
    events,
    islandFile: (file) => {
      const newest = islandFiles.get(HASHED_NAME.exec(file)?.[1] ?? "");
      return newest ? root(`static/islands/${newest}`) : null;
    },
  }),
);
frontUrl = `http://localhost:${front.addr.port}`;

/** The running server (the first one once it answers). */
async function waitForServer(): Promise<{ origin: string } | { failed: string }> {
  for (;;) {
    if (server) return await server.ready;
    await (restarting ?? firstBuild);
    if (!server && !restarting) await delay(10);
  }
}

// --- The islands, and what restarts the server --------------------------------------------------

const { promise: firstBuild, resolve: firstBuildDone } = Promise.withResolvers<void>();
const islandHandlers: Parameters<typeof watchIslands>[0] = {
  onStart() {},
  onBuilt(build) {
    islandInputs = build.inputs;
    islandFiles = new Map(
      build.files.flatMap((file) => {
        const name = HASHED_NAME.exec(file)?.[1];
        return name ? [[name, file]] : [];
      }),
    );
    failures.islands = null;
    firstBuildDone();
    log("islands built");
    if (!server) return;
    // The pages load the new islands at once (the front serves them under the names the running
    // server's pages ask for); the server that draws them too starts meanwhile.
    broadcast("reload");
    restartServer("islands built", false);
  },
  onError(error) {
    // Without the terminal's colours: the page shows it as text.
    failures.islands = error.message.replace(ANSI_COLOUR, "");
    log(`the islands build failed:\n${error.message}`);
    broadcast("build-error", failure());
    firstBuildDone();
  },
};
/** The islands the running watch builds (its entries), and the watch. */
let islandEntries = await islandNames();
let islands = await watchIslands(islandHandlers);
let rewatching = Promise.resolve();

/** The source file of each island name. */
const entryFiles = (names: string[]) => names.map((name) => root(`islands/${name}.tsx`));

/**
 * After a change in islands/: when an island file came or went, the watch starts again with the
 * new entries (its first build reloads the pages and restarts the server, as any build does).
 * Answers the island files among `paths`, which are the islands build's to act on.
 */
function followIslandFiles(paths: string[]): Promise<Set<string>> {
  const done = rewatching.then(async () => {
    const names = await islandNames();
    const files = new Set(entryFiles([...islandEntries, ...names]));
    if (names.join() !== islandEntries.join()) {
      log(`islands: ${names.length} (was ${islandEntries.length}), watched anew`);
      islandEntries = names;
      await islands.close();
      islands = await watchIslands(islandHandlers);
    }
    return new Set(paths.filter((path) => files.has(path)));
  });
  rewatching = done.then(() => {}, (err) => log(`the islands could not be watched anew: ${err}`));
  return done;
}
await firstBuild;
restartServer("start");

const watcher = Deno.watchFs(SERVER_PATHS.map(root));
(async () => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  for await (const event of watcher) {
    if (event.kind === "access") continue;
    // What the islands build reads restarts the server once it is built (onBuilt above), and so
    // does an island file that is new (or gone).
    const inIslands = event.paths.filter((path) => path.startsWith(root("islands/")));
    const entries = inIslands.length
      ? await followIslandFiles(inIslands).catch(() => new Set<string>())
      : new Set<string>();
    const changed = event.paths.filter((path) => !islandInputs.has(path) && !entries.has(path));
    if (changed.length === 0) continue;
    clearTimeout(timer);
    timer = setTimeout(() => restartServer(changed[0].slice(root(".").length)), QUIET_MS);
  }
})();

log(`Ximblox (development) on ${frontUrl}/ — admin ${frontUrl}/cmsadmin/`);

// --- Stopping -----------------------------------------------------------------------------------

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  log("stopping");
  watcher.close();
  await restarting;
  await Promise.allSettled([
    islands.close(),
    stopServer(server, "SIGTERM"),
    (async () => {
      try {
        vite.kill("SIGTERM");
      } catch { /* exited already */ }
      await vite.status;
    })(),
  ]);
  await front.shutdown().catch(() => {});
  Deno.exit(0);
}
Deno.addSignalListener("SIGINT", stop);
Deno.addSignalListener("SIGTERM", stop);
