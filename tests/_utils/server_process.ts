/**
 * main.ts as its own process, started as `deno task start` starts it (the same permissions), on
 * a port chosen by the test, logging JSON lines (LOG_FORMAT=json) that the test can wait for.
 */
import "./weak_password_hashes.ts"; // The processes started inherit the cheap cost.

const startTask: string = JSON.parse(await Deno.readTextFile("deno.json")).tasks.start;
const serveArgs = startTask.split("&&").at(-1)!.trim().split(/\s+/).slice(1); // after "deno"

export interface LogLine {
  time: string;
  level: "info" | "warn" | "error";
  msg: string;
  [field: string]: unknown;
}

export interface ServerProcess {
  url: string;
  port: number;
  /** Every log line so far, parsed; lines that are not JSON are kept as `{msg}`. */
  lines: LogLine[];
  /** Resolves with the first line whose message is `msg`, or fails after `timeoutMs`. */
  waitFor(msg: string, timeoutMs?: number): Promise<LogLine>;
  /** Resolves once the process has exited and all its output is read. */
  exited: Promise<Deno.CommandStatus>;
  kill(signal: Deno.Signal): void;
  pid: number;
}

/** A free loopback port (closed again at once: the server binds it next). */
export function freePort(): number {
  const l = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (l.addr as Deno.NetAddr).port;
  l.close();
  return port;
}

/**
 * Starts the server on `port`. `command` replaces `deno run … main.ts` (e.g. `setsid deno task
 * start`, for a process group of its own); `pid` is then that command's.
 */
export function startServerProcess(
  env: Record<string, string>,
  port = freePort(),
  command: string[] = [Deno.execPath(), ...serveArgs],
): ServerProcess {
  const child = new Deno.Command(command[0], {
    args: command.slice(1),
    env: { LOG_FORMAT: "json", ...env, PORT: String(port) },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const lines: LogLine[] = [];
  const waiting = new Set<() => void>();
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    let rest = "";
    for await (const bytes of stream) {
      const parts = (rest + decoder.decode(bytes, { stream: true })).split("\n");
      rest = parts.pop()!;
      for (const part of parts.filter(Boolean)) lines.push(parse(part));
      for (const wake of waiting) wake();
    }
    if (rest) lines.push(parse(rest));
  };
  const pumping = Promise.all([pump(child.stdout), pump(child.stderr)]);
  const exited = pumping.then(() => child.status);
  exited.then(() => waiting.forEach((wake) => wake()));
  let ended = false;
  exited.then(() => ended = true);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    lines,
    exited,
    pid: child.pid,
    kill: (signal) => child.kill(signal),
    waitFor(msg, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => done(new Error(`no "${msg}" in ${timeoutMs} ms`)),
          timeoutMs,
        );
        const check = () => {
          const line = lines.find((l) => l.msg === msg);
          if (line) done(null, line);
          else if (ended) done(new Error(`the server exited without "${msg}"`));
        };
        const done = (err: Error | null, line?: LogLine) => {
          clearTimeout(timer);
          waiting.delete(check);
          if (err) reject(new Error(`${err.message}:\n${lines.map((l) => l.msg).join("\n")}`));
          else resolve(line!);
        };
        waiting.add(check);
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
