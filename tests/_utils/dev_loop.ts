/**
 * `deno task dev` on a copy of the tree in a temporary folder, for the test and the timing of the
 * development loop (tests/tools/dev_loop_test.ts, bench/dev_loop_timing.ts): they edit the copy's
 * files, never the repository's. The copy holds what the dev command runs (server, islands, admin
 * sources, tools) and links node_modules; the admin's built index.html comes along, since the
 * server's admin page is made from it.
 */
import { freePort } from "./process.ts";
import "./weak_password_hashes.ts"; // The processes started inherit the cheap cost.

const ROOT = new URL("../../", import.meta.url).pathname;
const COPIED = [
  "deno.json",
  "deno.lock",
  "main.ts",
  "app.ts",
  "build.ts",
  "lib",
  "routes",
  "islands",
  "static",
  "tools",
  "admin/deno.json",
  "admin/index.html",
  "admin/vite.config.ts",
  "admin/bundle_report.ts",
  "admin/first_load_chunks.ts",
  "admin/src",
];

const devTask: string = JSON.parse(await Deno.readTextFile(`${ROOT}deno.json`)).tasks.dev;
/** `deno run -A tools/dev.ts`: the dev task's command (run directly, so that signals reach it). */
const devArgs = devTask.trim().split(/\s+/).slice(1);

export const DEV_ADMIN_EMAIL = "dev@example.com";
export const DEV_ADMIN_PASSWORD = "Dev-loop-pass-1!";

export interface DevLoop {
  url: string;
  /** The copy's folder. */
  dir: string;
  /** Every line the dev command printed so far. */
  lines: string[];
  /** Resolves with the first line (from now on, or already printed if `seen`) matching `pattern`. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Replaces `from` with `to` in the copy's `path` (which must contain it), as an editor saves. */
  edit(path: string, from: string, to: string): Promise<void>;
  /** SIGTERM, then the exit status. */
  stop(): Promise<Deno.CommandStatus>;
  [Symbol.asyncDispose](): Promise<void>;
}

export async function startDevLoop(): Promise<DevLoop> {
  if (!await Deno.stat(`${ROOT}admin/dist/index.html`).catch(() => null)) {
    throw new Error("The dev loop's copy needs admin/dist/index.html: run `deno task build`.");
  }
  const dir = await Deno.makeTempDir({ prefix: "ximblox-dev-" });
  await Deno.mkdir(`${dir}/admin/dist`, { recursive: true });
  const cp = await new Deno.Command("cp", {
    args: ["-R", "--parents", ...COPIED, "admin/dist/index.html", dir],
    cwd: ROOT,
  }).output();
  if (!cp.success) throw new Error(new TextDecoder().decode(cp.stderr));
  await Deno.remove(`${dir}/static/islands`, { recursive: true }).catch(() => {});
  await Deno.symlink(`${ROOT}node_modules`, `${dir}/node_modules`);

  const port = freePort();
  const child = new Deno.Command(Deno.execPath(), {
    args: devArgs,
    cwd: dir,
    env: {
      PORT: String(port),
      KV_PATH: `${dir}/store.kv`,
      ADMIN_EMAIL: DEV_ADMIN_EMAIL,
      ADMIN_PASSWORD: DEV_ADMIN_PASSWORD,
      NO_COLOR: "1",
    },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const lines: string[] = [];
  const listeners = new Set<() => void>();
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    let rest = "";
    for await (const bytes of stream) {
      const parts = (rest + decoder.decode(bytes, { stream: true })).split("\n");
      rest = parts.pop()!;
      lines.push(...parts);
      for (const listener of listeners) listener();
    }
    if (rest) lines.push(rest);
  };
  const pumped = Promise.all([pump(child.stdout), pump(child.stderr)]);

  const waitForLine = (pattern: RegExp, timeoutMs = 120_000, from = lines.length) =>
    new Promise<string>((resolve, reject) => {
      let index = from;
      const check = () => {
        for (; index < lines.length; index++) {
          if (pattern.test(lines[index])) {
            cleanup();
            return resolve(lines[index]);
          }
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(
          new Error(`No line matching ${pattern} within ${timeoutMs} ms:\n${lines.join("\n")}`),
        );
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      check();
    });

  let stopped: Promise<Deno.CommandStatus> | null = null;
  const stop = () =>
    stopped ??= (async () => {
      try {
        child.kill("SIGTERM");
      } catch { /* exited already */ }
      const status = await child.status;
      await pumped;
      return status;
    })();

  try {
    await waitForLine(/\[dev\] server \(pid \d+\) started/, 200_000, 0);
  } catch (err) {
    await stop();
    await Deno.remove(dir, { recursive: true });
    throw err;
  }
  return {
    url: `http://localhost:${port}`,
    dir,
    lines,
    waitForLine: (pattern, timeoutMs) => waitForLine(pattern, timeoutMs),
    async edit(path, from, to) {
      const file = `${dir}/${path}`;
      const text = await Deno.readTextFile(file);
      if (!text.includes(from)) throw new Error(`${path} has no "${from}" to replace.`);
      await Deno.writeTextFile(file, text.replace(from, to));
    },
    stop,
    async [Symbol.asyncDispose]() {
      await stop();
      await Deno.remove(dir, { recursive: true });
    },
  };
}
