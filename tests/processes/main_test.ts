/**
 * Starts main.ts as its own process with exactly the permissions of `deno task start`, on a real
 * KV store file, as a new user would — then restarts it on the same file.
 */
import { Image } from "imagescript";
import { overHttp, TestClient } from "../_utils/app.ts";
import { assert, assertEquals } from "../_utils/assert.ts";
import { startServer } from "../_utils/process.ts";
import { waitFor } from "../_utils/wait.ts";

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
    let dueAt = 0;
    const first = await startServer(env);
    try {
      const home = await fetch(`${first.url}/`);
      assertEquals(home.status, 200);
      assert((await home.text()).includes("Labonderzoek dicht bij huis"));
      const call = await new TestClient(overHttp(first.url))
        .signIn(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      // Image decoding needs the runtime permissions imagescript uses.
      const png = await new Image(40, 40).fill(0x00ff00ff).encode();
      const upload = await call.upload("/api/ximblox/user/1/image", "profileImage", png, "me.png");
      assertEquals(upload.status, 200, upload.raw);
      // A publication scheduled shortly ahead falls due while the server is down.
      const created = await call.post("/api/ximblox/page/create", {
        title: "Later",
        slug: "later",
        type: "page",
        locale: "en-gb",
      });
      const { pageID } = created.body;
      dueAt = Date.now() + 1500;
      const scheduled = await call.post(`/api/ximblox/page/${pageID}/schedule`, {
        publishAt: new Date(dueAt).toISOString(),
      });
      assertEquals(scheduled.status, 200);
      const admin = await fetch(`${first.url}/cmsadmin/login`);
      assertEquals(admin.status, 200);
      assert((await admin.text()).includes('name="csrf-token"'));
    } finally {
      await first.stop();
    }
    assert(first.output.join("").includes("Created the administrator owner@example.com"));

    await waitFor("the publication to fall due while stopped", 5000, () => Date.now() > dueAt);
    const second = await startServer(env);
    try {
      const login = await new TestClient(overHttp(second.url)).post("/api/ximblox/auth/login", {
        email: env.ADMIN_EMAIL,
        password: env.ADMIN_PASSWORD,
      });
      assert(login.body.User.profile.image, "the profile image survived the restart");
      const home = await fetch(`${second.url}/`);
      assertEquals(home.status, 200);
      await home.body?.cancel();
      await waitFor("the publication that fell due while stopped (/later, 200)", 5000, async () => {
        const res = await fetch(`${second.url}/later`);
        await res.body?.cancel();
        return res.status === 200;
      });
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
  options: { abortAfterSend?: boolean; waitMs?: number; watchClose?: boolean } = {},
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
    // After the answer: does the server end the connection (briefly waited for, where asked)?
    if (options.watchClose && !closed && complete()) {
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
    const server = await startServer({
      KV_PATH: `${dir}/ximblox.kv`,
      ADMIN_EMAIL: "owner@example.com",
      ADMIN_PASSWORD: "Owner-pass-1!",
      SEED: "none",
      // The stalled body below waits out the idle limit: 1 s here instead of the default 10 s.
      BODY_IDLE_TIMEOUT_MS: "1000",
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
        const chunked = await raw(server.url, head(method, path, multipart, null) + badChunk, {
          watchClose: true,
        });
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

      // A body that stalls mid-way: 408 once the idle limit (1 s, set above) has passed, and the answer
      // tells the client the connection ends (Connection: close).
      const started = Date.now();
      const stalled = await raw(
        server.url,
        head("POST", "/api/ximblox/auth/login", "application/json", 1000) + '{"email":"a',
        { waitMs: 20_000, watchClose: true },
      );
      const waited = Date.now() - started;
      console.log(
        `  stalled body: ${stalled.status} after ${waited} ms;` +
          ` socket closed by the server: ${stalled.closed}`,
      );
      assertEquals(stalled.status, 408, stalled.head);
      assert(/connection: close/i.test(stalled.head), stalled.head);
      assert(waited >= 900 && waited < 6_000, `answered after ${waited} ms`);
      await healthy("a stalled body");
    } finally {
      await server.stop();
    }
    const output = server.output.join("");
    assert(!/Uncaught|Unhandled/.test(output), `something escaped:\n${output}`);
    await Deno.remove(dir, { recursive: true });
  },
});
