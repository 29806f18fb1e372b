/**
 * Starts main.ts as its own process with exactly the permissions of `deno task start`, on a real
 * KV store file, as a new user would — then restarts it on the same file.
 */
import { Image } from "imagescript";
import { assert, assertEquals } from "./_utils/assert.ts";

const startTask: string = JSON.parse(await Deno.readTextFile("deno.json")).tasks.start;
const serveArgs = startTask.split("&&").at(-1)!.trim().split(/\s+/).slice(1); // after "deno"

function freePort(): number {
  const l = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (l.addr as Deno.NetAddr).port;
  l.close();
  return port;
}

async function start(env: Record<string, string>) {
  const port = freePort();
  const child = new Deno.Command(Deno.execPath(), {
    args: serveArgs,
    env: { ...env, PORT: String(port) },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const output: string[] = [];
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) output.push(decoder.decode(chunk, { stream: true }));
  };
  const pumping = Promise.all([pump(child.stdout), pump(child.stderr)]);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      const res = await fetch(`${url}/healthz`);
      await res.body?.cancel();
      if (res.ok) break;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    output,
    async stop() {
      child.kill("SIGTERM");
      await child.status;
      await pumping;
    },
  };
}

/** A tiny browser: cookies and the CSRF token across calls. */
function browser(url: string) {
  let cookie = "";
  let csrf = "";
  return async (method: string, path: string, body?: BodyInit, type = "application/json") => {
    const headers: Record<string, string> = { Cookie: cookie };
    if (method !== "GET") Object.assign(headers, { "X-CSRF-Token": csrf, "Content-Type": type });
    if (body instanceof FormData) delete headers["Content-Type"];
    const res = await fetch(url + path, { method, headers, body });
    const set = res.headers.getSetCookie().map((c) => c.split(";")[0]);
    const jar = new Map(
      cookie.split("; ").filter(Boolean).map((c) => c.split("=") as [string, string]),
    );
    for (const c of set) jar.set(c.split("=")[0], c.split("=")[1]);
    cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    csrf = res.headers.get("X-CSRF-Token") ?? csrf;
    return res;
  };
}

Deno.test({
  name:
    "main.ts serves the demo site and the admin with the start task's permissions, and keeps its data",
  sanitizeResources: false,
  async fn() {
    const dir = await Deno.makeTempDir();
    const env = {
      KV_PATH: `${dir}/ximblox.kv`,
      ADMIN_EMAIL: "owner@example.com",
      ADMIN_PASSWORD: "Owner-pass-1!",
      SEED: "demo",
    };
    const first = await start(env);
    try {
      const home = await fetch(`${first.url}/`);
      assertEquals(home.status, 200);
      assert((await home.text()).includes("Labonderzoek dicht bij huis"));
      const call = browser(first.url);
      await (await call("GET", "/api/ximblox/settings/get")).body?.cancel();
      const login = await call(
        "POST",
        "/api/ximblox/auth/login",
        JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
      );
      assertEquals(login.status, 200, await login.clone().text());
      await login.body?.cancel();
      // Image decoding needs the runtime permissions imagescript uses.
      const form = new FormData();
      const png = await new Image(40, 40).fill(0x00ff00ff).encode();
      form.append("profileImage", new File([png as Uint8Array<ArrayBuffer>], "me.png"));
      const upload = await call("PUT", "/api/ximblox/user/1/image", form);
      assertEquals(upload.status, 200, await upload.clone().text());
      await upload.body?.cancel();
      // A publication scheduled shortly ahead falls due while the server is down.
      const created = await call(
        "POST",
        "/api/ximblox/page/create",
        JSON.stringify({ title: "Later", slug: "later", type: "page", locale: "en-gb" }),
      );
      const { pageID } = await created.json();
      const scheduled = await call(
        "POST",
        `/api/ximblox/page/${pageID}/schedule`,
        JSON.stringify({ publishAt: new Date(Date.now() + 1500).toISOString() }),
      );
      assertEquals(scheduled.status, 200);
      await scheduled.body?.cancel();
      const admin = await fetch(`${first.url}/cmsadmin/login`);
      assertEquals(admin.status, 200);
      assert((await admin.text()).includes('name="csrf-token"'));
    } finally {
      await first.stop();
    }
    assert(first.output.join("").includes("Created the administrator owner@example.com"));

    await new Promise((r) => setTimeout(r, 1600));
    const second = await start(env);
    try {
      const call = browser(second.url);
      await (await call("GET", "/api/ximblox/settings/get")).body?.cancel();
      const login = await call(
        "POST",
        "/api/ximblox/auth/login",
        JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
      );
      const body = await login.json();
      assert(body.User.profile.image, "the profile image survived the restart");
      const home = await fetch(`${second.url}/`);
      assertEquals(home.status, 200);
      await home.body?.cancel();
      let later = 0;
      for (let i = 0; i < 60 && later !== 200; i++) {
        const res = await fetch(`${second.url}/later`);
        await res.body?.cancel();
        later = res.status;
        if (later !== 200) await new Promise((r) => setTimeout(r, 50));
      }
      assertEquals(later, 200, "the publication that fell due while stopped was carried out");
    } finally {
      await second.stop();
    }
    const again = second.output.join("");
    assert(!again.includes("Created the administrator"), "no second administrator");
    assert(!again.includes("Loaded the demo site"), "the demo is loaded once");
    await Deno.remove(dir, { recursive: true });
  },
});

/** One HTTP/1.1 exchange over a raw TCP connection, so that bodies end exactly where asked. */
async function raw(
  url: string,
  request: string,
  options: { abortAfterSend?: boolean; waitMs?: number } = {},
): Promise<{ status: number; head: string; closed: boolean }> {
  const { hostname, port } = new URL(url);
  const conn = await Deno.connect({ hostname, port: Number(port) });
  let received = "";
  let closed = false;
  try {
    await conn.write(new TextEncoder().encode(request));
    if (options.abortAfterSend) return { status: 0, head: "", closed: true };
    const decoder = new TextDecoder();
    const buf = new Uint8Array(16_384);
    const deadline = Date.now() + (options.waitMs ?? 5000);
    const complete = () => {
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) return false;
      const length = Number(received.slice(0, end).match(/content-length: *(\d+)/i)?.[1] ?? 0);
      return received.length >= end + 4 + length;
    };
    while (!complete() && Date.now() < deadline) {
      const n = await Promise.race([
        conn.read(buf),
        new Promise<"wait">((r) => setTimeout(() => r("wait"), deadline - Date.now())),
      ]);
      if (n === "wait") break;
      if (n === null) {
        closed = true;
        break;
      }
      received += decoder.decode(buf.subarray(0, n), { stream: true });
    }
    // After the answer: does the server end the connection (briefly waited for)?
    if (!closed && complete()) {
      const n = await Promise.race([
        conn.read(buf).catch(() => null),
        new Promise<"open">((r) => setTimeout(() => r("open"), 500)),
      ]);
      closed = n === null;
    }
  } finally {
    try {
      conn.close();
    } catch { /* already closed */ }
  }
  const head = received.slice(0, Math.max(0, received.indexOf("\r\n\r\n")));
  return { status: Number(head.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0), head, closed };
}

Deno.test({
  name: "main.ts survives malformed, truncated, aborted, oversized and stalled bodies",
  sanitizeResources: false,
  async fn() {
    const dir = await Deno.makeTempDir();
    const server = await start({
      KV_PATH: `${dir}/ximblox.kv`,
      ADMIN_EMAIL: "owner@example.com",
      ADMIN_PASSWORD: "Owner-pass-1!",
      SEED: "none",
    });
    try {
      // A signed-in session: the cookies and CSRF token every raw request carries.
      const settings = await fetch(`${server.url}/api/ximblox/settings/get`);
      await settings.body?.cancel();
      let cookies = settings.headers.getSetCookie().map((c) => c.split(";")[0]);
      const csrf = settings.headers.get("X-CSRF-Token")!;
      const login = await fetch(`${server.url}/api/ximblox/auth/login`, {
        method: "POST",
        headers: {
          Cookie: cookies.join("; "),
          "X-CSRF-Token": csrf,
          "Content-Type": "application/json",
        },
        body: JSON.stringify({ email: "owner@example.com", password: "Owner-pass-1!" }),
      });
      assertEquals(login.status, 200);
      await login.body?.cancel();
      cookies = [...cookies, ...login.headers.getSetCookie().map((c) => c.split(";")[0])];
      const head = (method: string, path: string, type: string, length: number | null) =>
        [
          `${method} ${path} HTTP/1.1`,
          `Host: ${new URL(server.url).host}`,
          `Cookie: ${cookies.join("; ")}`,
          `X-CSRF-Token: ${csrf}`,
          `Content-Type: ${type}`,
          length === null ? "Transfer-Encoding: chunked" : `Content-Length: ${length}`,
          "",
          "",
        ].join("\r\n");
      const healthy = async (after: string) => {
        const res = await fetch(`${server.url}/healthz`).catch((err) => err);
        assert(res instanceof Response && res.ok, `the server is down after ${after}`);
        await res.body?.cancel();
      };

      const multipart = "multipart/form-data; boundary=b";
      const part = (field: string) =>
        `--b\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n\r\n`;
      const shapes: Record<string, (field: string) => { type: string; body: string }> = {
        "truncated inside a file part": (f) => ({ type: multipart, body: `${part(f)}hello` }),
        "truncated inside the part headers": (f) => ({
          type: multipart,
          body: `--b\r\nContent-Disposition: form-data; name="${f}"; filen`,
        }),
        "without the closing boundary": (f) => ({ type: multipart, body: `${part(f)}hello\r\n` }),
        "with a bad boundary": (f) => ({
          type: multipart,
          body: `${part(f).replace("--b", "--c")}hello\r\n--c--\r\n`,
        }),
        "with a wrong content type": (f) => ({ type: "text/plain", body: `${part(f)}hi\r\n--b--` }),
      };
      for (
        const [method, path, field] of [
          ["POST", "/api/ximblox/medialib/add-file", "f"],
          ["PUT", "/api/ximblox/user/1/image", "profileImage"],
        ]
      ) {
        for (const [shape, make] of Object.entries(shapes)) {
          const { type, body } = make(field);
          const res = await raw(server.url, head(method, path, type, body.length) + body);
          assertEquals(res.status, 400, `${path} ${shape}: ${res.head}`);
          await healthy(`${path} ${shape}`);
        }
        // The client goes away mid-body (more was declared than it sends).
        const cut = `${part(field)}${"x".repeat(1000)}`;
        await raw(server.url, head(method, path, multipart, 100_000) + cut, {
          abortAfterSend: true,
        });
        // A malformed chunked encoding.
        const badChunk = `${(part(field).length + 5).toString(16)}\r\n${
          part(field)
        }hello\r\nzz\r\n`;
        const chunked = await raw(server.url, head(method, path, multipart, null) + badChunk);
        // Deno ends such a connection itself, or it is answered 4xx.
        const dropped = chunked.status === 0 && chunked.closed;
        assert(dropped || (chunked.status >= 400 && chunked.status < 500), chunked.head);
        await new Promise((r) => setTimeout(r, 200));
        await healthy(`${path}: client abort and bad chunking`);
      }

      // JSON: a chunked body past 1 MB is refused while it streams, signed in or not.
      const login413 = await raw(
        server.url,
        head("POST", "/api/ximblox/auth/login", "application/json", null) +
          `200000\r\n${"x".repeat(0x200000)}\r\n`,
      );
      assertEquals(login413.status, 413, login413.head);
      await healthy("an oversized JSON body");

      // A body that stalls mid-way: 408 once the idle limit (10 s) has passed, and the answer
      // tells the client the connection ends (Connection: close).
      const started = Date.now();
      const stalled = await raw(
        server.url,
        head("POST", "/api/ximblox/auth/login", "application/json", 1000) + '{"email":"a',
        { waitMs: 20_000 },
      );
      const waited = Date.now() - started;
      console.log(
        `  stalled body: ${stalled.status} after ${waited} ms;` +
          ` socket closed by the server: ${stalled.closed}`,
      );
      assertEquals(stalled.status, 408, stalled.head);
      assert(/connection: close/i.test(stalled.head), stalled.head);
      assert(waited >= 9_000 && waited < 15_000, `answered after ${waited} ms`);
      await healthy("a stalled body");
    } finally {
      await server.stop();
    }
    const output = server.output.join("");
    assert(!/Uncaught|Unhandled/.test(output), `something escaped:\n${output}`);
    await Deno.remove(dir, { recursive: true });
  },
});
