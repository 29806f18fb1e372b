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
      assert((await home.text()).includes("Lab tests close to home"));
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
