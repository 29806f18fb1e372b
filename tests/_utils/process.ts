/**
 * Ximblox as separate processes, for tests of the commands and of the server on a real store
 * file: the server started exactly as `deno task start` starts it, and a `deno task` command run
 * to its end. Talk to a server with `new TestClient(overHttp(url))` (tests/_utils/app.ts).
 */
import "./weak_password_hashes.ts"; // The processes started inherit the cheap cost.

export const ROOT = new URL("../../", import.meta.url).pathname;
const tasks: Record<string, string> = JSON.parse(Deno.readTextFileSync(`${ROOT}deno.json`)).tasks;

/**
 * A task's command line from deno.json — its last step (the start task builds first), after
 * `deno`: `run --allow-… main.ts`. Run directly, a process can be signalled or killed itself,
 * where killing `deno task` would leave its child running.
 */
export function taskArgs(task: string): string[] {
  const [deno, ...args] = tasks[task].split("&&").at(-1)!.trim().split(/\s+/);
  if (deno !== "deno") throw new Error(`The ${task} task does not run deno.`);
  return args;
}

export interface ServerProcess {
  url: string;
  /** Everything it printed so far, stdout and stderr interleaved. */
  output: string[];
  stop(): Promise<void>;
}

function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  return port;
}

/** Starts main.ts with `env` on a free port; resolves once /healthz answers (or throws). */
export async function startServer(
  env: Record<string, string>,
  options: { deadlineMs?: number } = {},
): Promise<ServerProcess> {
  const port = freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = new Deno.Command(Deno.execPath(), {
    args: taskArgs("start"),
    cwd: ROOT,
    env: { PUBLIC_URL: url, ...env, PORT: String(port) },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const output: string[] = [];
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const bytes of stream) output.push(decoder.decode(bytes, { stream: true }));
  };
  const pumping = Promise.all([pump(child.stdout), pump(child.stderr)]);
  const server = {
    url,
    output,
    async stop() {
      try {
        child.kill("SIGTERM");
      } catch { /* already gone */ }
      await child.status;
      await pumping;
    },
  };
  const deadline = Date.now() + (options.deadlineMs ?? 60_000);
  let exited = false;
  child.status.then(() => exited = true);
  while (true) {
    try {
      const res = await fetch(`${url}/healthz`);
      await res.body?.cancel();
      if (res.ok) return server;
    } catch { /* not listening yet */ }
    if (exited || Date.now() > deadline) {
      await server.stop();
      throw new Error(`The server did not come up:\n${output.join("")}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface TaskResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `deno task <name> …args` from the project root with `env` added, to its end, as an
 * operator runs it. Answers what it printed, trimmed.
 */
export async function runTask(
  name: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<TaskResult> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["task", "--quiet", name, ...args],
    cwd: ROOT,
    env: { NO_COLOR: "1", ...env },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes).trim();
  return { code: out.code, stdout: text(out.stdout), stderr: text(out.stderr) };
}
