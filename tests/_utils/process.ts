/**
 * Ximblox as separate processes, for tests of the commands and of the server on a real store
 * file: the server started exactly as `deno task start` starts it, a `deno task` command run to
 * its end, and an HTTP session that keeps cookies and the CSRF token like a browser.
 */
const tasks: Record<string, string> = JSON.parse(await Deno.readTextFile("deno.json")).tasks;
/** The start task's last step (after the build), without "deno". */
const serveArgs = tasks.start.split("&&").at(-1)!.trim().split(/\s+/).slice(1);

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
    args: serveArgs,
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

/** Runs `deno task <name> …args` from the project root with `env` added, to its end. */
export async function runTask(
  name: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<TaskResult> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["task", "--quiet", name, ...args],
    env: { NO_COLOR: "1", ...env },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder();
  return { code: out.code, stdout: text.decode(out.stdout), stderr: text.decode(out.stderr) };
}

/** A signed-in staff member's HTTP session against a server process. */
export class HttpSession {
  #cookies = new Map<string, string>();
  #csrf = "";

  constructor(readonly url: string) {}

  static async signIn(url: string, email: string, password: string): Promise<HttpSession> {
    const session = new HttpSession(url);
    const res = await session.request("POST", "/api/ximblox/auth/login", { email, password });
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
    return session;
  }

  /** JSON in and out; a FormData body goes as multipart. Answers the status and parsed body. */
  async request(
    method: string,
    path: string,
    body?: unknown,
    // deno-lint-ignore no-explicit-any
  ): Promise<{ status: number; body: any }> {
    if (method !== "GET" && !this.#csrf) await this.request("GET", "/api/ximblox/settings/get");
    const headers = new Headers();
    if (this.#cookies.size) {
      headers.set("Cookie", [...this.#cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    }
    if (method !== "GET") {
      headers.set("X-CSRF-Token", this.#csrf);
      headers.set("X-Requested-With", "XMLHttpRequest");
    }
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers.set("Content-Type", "application/json");
      payload = JSON.stringify(body);
    }
    const res = await fetch(this.url + path, { method, headers, body: payload });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, value] = pair.split("=");
      if (value) this.#cookies.set(name.trim(), value);
      else this.#cookies.delete(name.trim());
    }
    this.#csrf = res.headers.get("X-CSRF-Token") ?? this.#csrf;
    const text = await res.text();
    try {
      return { status: res.status, body: JSON.parse(text) };
    } catch {
      return { status: res.status, body: text };
    }
  }
}
