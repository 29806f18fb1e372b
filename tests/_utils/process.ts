/**
 * Processes for tests, started one way: Ximblox's server exactly as `deno task start` starts it
 * (on a port the system chose), a `deno task` command run to its end, and any other program a
 * test puts in front of a server (nginx, Varnish: ./nginx.ts, ./varnish.ts). Talk to a server with
 * `new TestClient(overHttp(url))` (tests/_utils/app.ts).
 */
import "./weak_password_hashes.ts"; // The processes started inherit the cheap cost.
import { waitFor } from "./wait.ts";
import { freePort } from "../../tools/free_port.ts";

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

// A port chosen free before the process binds it; {@link startServer} starts again on another
// should one be taken meanwhile, so tests running side by side (`deno test --parallel`) do not
// collide.
export { freePort };

export interface Spawned {
  child: Deno.ChildProcess;
  /** Everything it printed so far, stdout and stderr interleaved, as it came. */
  output: string[];
  /** Called with each chunk of output as it comes. */
  onOutput: Set<() => void>;
  /** Resolves once it has exited and all its output is read. */
  exited: Promise<Deno.CommandStatus>;
  ended(): boolean;
  /** Sends `signal` (unless it has exited) and waits for its end. */
  stop(signal?: Deno.Signal): Promise<Deno.CommandStatus>;
}

/**
 * Whether `proc` (a proxy in front of a test server) came up: "up" once `url` answers anything,
 * "exited" if it ended first, "no answer" after 30 s.
 */
export function answering(proc: Spawned, url: string, what: string): Promise<string> {
  return waitFor(`${what} to answer`, 30_000, async () => {
    if (proc.ended()) return "exited";
    const res = await fetch(url);
    await res.body?.cancel();
    return "up";
  }).catch(() => "no answer");
}

/** Starts `command` with its output collected (the one place tests spawn a long-lived process). */
export function spawn(
  command: string,
  args: string[],
  options: { env?: Record<string, string>; cwd?: string } = {},
): Spawned {
  const child = new Deno.Command(command, {
    args,
    env: options.env,
    cwd: options.cwd,
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const output: string[] = [];
  const onOutput = new Set<() => void>();
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const bytes of stream) {
      output.push(decoder.decode(bytes, { stream: true }));
      for (const wake of onOutput) wake();
    }
  };
  const exited = Promise.all([pump(child.stdout), pump(child.stderr)]).then(() => child.status);
  let ended = false;
  exited.then(() => {
    ended = true;
    for (const wake of onOutput) wake();
  });
  return {
    child,
    output,
    onOutput,
    exited,
    ended: () => ended,
    async stop(signal = "SIGTERM") {
      try {
        child.kill(signal);
      } catch { /* already gone */ }
      return await exited;
    },
  };
}

export interface LogLine {
  time: string;
  level: "info" | "warn" | "error";
  msg: string;
  [field: string]: unknown;
}

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  /** Everything it printed so far, as printed. */
  output: string[];
  /** Every log line so far, parsed (LOG_FORMAT=json); lines that are not JSON are kept as `{msg}`. */
  lines: LogLine[];
  /** Resolves with the first line whose message is `msg`, or fails after `timeoutMs`. */
  waitFor(msg: string, timeoutMs?: number): Promise<LogLine>;
  /** Resolves once the process has exited and all its output is read. */
  exited: Promise<Deno.CommandStatus>;
  kill(signal: Deno.Signal): void;
  /** SIGTERM, and resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts the server on `port` with `env` and JSON log lines (unless `env` sets LOG_FORMAT), and
 * answers at once: the test waits for what it expects (`waitFor`, `exited`). `command` replaces
 * `deno run … main.ts` (e.g. `setsid deno task start`, for a process group of its own); `pid` is
 * then that command's.
 */
export function startServerProcess(
  env: Record<string, string>,
  port = freePort(),
  command: string[] = [Deno.execPath(), ...taskArgs("start")],
): ServerProcess {
  const proc = spawn(command[0], command.slice(1), {
    cwd: ROOT,
    env: { LOG_FORMAT: "json", ...env, PORT: String(port) },
  });
  const lines: LogLine[] = [];
  // Lines are parsed as they come; the last, unfinished one waits for its end.
  let read = "";
  let taken = 0;
  const take = () => {
    for (; taken < proc.output.length; taken++) read += proc.output[taken];
    const parts = read.split("\n");
    read = proc.ended() ? "" : parts.pop()!;
    for (const part of parts.filter(Boolean)) lines.push(parse(part));
  };
  proc.onOutput.add(take);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: proc.child.pid,
    output: proc.output,
    lines,
    exited: proc.exited,
    kill: (signal) => proc.child.kill(signal),
    async stop() {
      await proc.stop();
    },
    waitFor(msg, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => done(new Error(`no "${msg}" in ${timeoutMs} ms`)),
          timeoutMs,
        );
        const check = () => {
          take();
          const line = lines.find((l) => l.msg === msg);
          if (line) done(null, line);
          else if (proc.ended()) done(new Error(`the server exited without "${msg}"`));
        };
        const done = (err: Error | null, line?: LogLine) => {
          clearTimeout(timer);
          proc.onOutput.delete(check);
          if (err) reject(new Error(`${err.message}:\n${lines.map((l) => l.msg).join("\n")}`));
          else resolve(line!);
        };
        proc.onOutput.add(check);
        check();
      });
    },
  };
}

function parse(line: string): LogLine {
  try {
    const value = JSON.parse(line);
    if (value && typeof value === "object" && typeof value.msg === "string") return value;
  } catch { /* not JSON */ }
  return { time: "", level: "info", msg: line };
}

/**
 * Starts the server with `env` (readable log lines unless `env` sets LOG_FORMAT, PUBLIC_URL its
 * own address unless set) on a port the system chose, and resolves once it listens; throws with
 * what it printed if it does not come up. A port taken between the choice and the bind (by a test
 * running alongside) is a refused start: it starts again on another.
 */
export async function startServer(
  env: Record<string, string>,
  options: { deadlineMs?: number } = {},
): Promise<ServerProcess> {
  for (let attempt = 1;; attempt++) {
    const port = freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = startServerProcess({ LOG_FORMAT: "text", PUBLIC_URL: url, ...env }, port);
    const printed = () => server.output.join("");
    let exited = false;
    server.exited.then(() => exited = true);
    const outcome = await waitFor(
      "the server to listen",
      options.deadlineMs ?? 60_000,
      () => {
        if (printed().includes("could not be bound: it is in use")) return "port taken";
        if (exited) return "exited";
        return printed().includes("Ximblox is listening on") && "listening";
      },
    ).catch(() => "no answer");
    if (outcome === "listening") return server;
    await server.stop();
    if (outcome !== "port taken" || attempt === 3) {
      throw new Error(`The server did not come up (${outcome}):\n${printed()}`);
    }
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
