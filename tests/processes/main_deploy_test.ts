/**
 * main.ts as Deno Deploy runs it (`DENO_DEPLOYMENT_ID` set), as a real process with the start
 * task's permissions: a store file is refused in one line; SEED defaults to none; the scheduled
 * work runs from Deno.cron (a scheduled publish is carried out by the cron, not by a timer: the
 * test stands in for Deploy's cron service, DENO_UNSTABLE_CRON_SOCK, and fires the cron at once);
 * SIGINT stops it within 4 s even with a request that never finishes. And nothing main.ts loads
 * imports `node:sqlite` statically: only the backup path loads it, by a dynamic import.
 */
import { overHttp, TestClient } from "../_utils/app.ts";
import { assert, assertEquals } from "../_utils/assert.ts";
import { ROOT, startServerProcess, taskArgs } from "../_utils/process.ts";
import { waitFor } from "../_utils/wait.ts";
import { SIGINT_STOP_MS } from "../../lib/server/lifecycle.ts";

const DEPLOY = { DENO_DEPLOYMENT_ID: "test-deployment", NO_COLOR: "1" };
const ADMIN = { ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "Owner-pass-1!" };

Deno.test("on Deno Deploy a store file in KV_PATH is refused in one line, exit 1", async () => {
  const dir = await Deno.makeTempDir({ prefix: "ximblox-deploy-" });
  try {
    const out = await new Deno.Command(Deno.execPath(), {
      args: taskArgs("start"),
      cwd: ROOT,
      env: { ...DEPLOY, KV_PATH: `${dir}/ximblox.kv` },
      stdout: "piped",
      stderr: "piped",
    }).output();
    const printed = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
    const lines = printed.trim().split("\n");
    assertEquals(out.code, 1, printed);
    assertEquals(lines.length, 1, printed);
    assert(/^KV_PATH names a store file .*Deno Deploy/.test(lines[0]), lines[0]);
    assertEquals([...Deno.readDirSync(dir)], [], "no store was made");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

/**
 * Deploy's cron service, as the runtime talks to it when DENO_UNSTABLE_CRON_SOCK names a socket
 * (one JSON message a line): the process registers its crons, and runs one when told to invoke
 * it, answering its result. Without it a local Deno.cron fires only at the start of a minute.
 */
function cronService() {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const messages: { kind: string; [field: string]: unknown }[] = [];
  const connected = listener.accept();
  const reading = connected.then(async (conn) => {
    const lines = conn.readable.pipeThrough(new TextDecoderStream());
    let rest = "";
    for await (const text of lines) {
      const parts = (rest + text).split("\n");
      rest = parts.pop()!;
      for (const part of parts.filter(Boolean)) messages.push(JSON.parse(part));
    }
  }).catch(() => {});
  return {
    sock: `tcp:127.0.0.1:${(listener.addr as Deno.NetAddr).port}`,
    messages,
    async invoke(name: string) {
      const conn = await connected;
      await conn.write(new TextEncoder().encode(JSON.stringify({ kind: "invoke", name }) + "\n"));
    },
    async close() {
      listener.close();
      try {
        (await connected).close();
      } catch { /* closed by the process's end */ }
      await reading;
    },
  };
}

/** Sums a counter's samples whose labels include `labels` (`/metrics`, from loopback). */
async function counter(url: string, name: string, labels: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return text.split("\n").filter((l) => l.startsWith(`${name}{`) && l.includes(labels))
    .reduce((sum, l) => sum + Number(l.split(" ").at(-1)), 0);
}

Deno.test({
  name: "on Deno Deploy: no demo, the scheduled work runs from Deno.cron, SIGINT stops within 4 s",
  sanitizeResources: false,
  async fn() {
    const crons = cronService();
    const server = startServerProcess({
      ...DEPLOY,
      ...ADMIN,
      KV_PATH: ":memory:",
      DENO_UNSTABLE_CRON_SOCK: crons.sock,
    });
    try {
      const cron = await server.waitFor("Scheduled work runs from Deno.cron");
      assertEquals(cron.crons, [
        "ximblox-collector 17 * * * *",
        "ximblox-version-indexes * * * * *",
        "ximblox-mail-queue * * * * *",
        "ximblox-scheduler * * * * *",
        "ximblox-cdn-purges * * * * *",
        "ximblox-webhooks * * * * *",
      ]);
      await server.waitFor("Ximblox is ready");
      assertEquals(
        crons.messages.filter((m) => m.kind === "register").flatMap((m) => m.crons),
        (cron.crons as string[]).map((c) => {
          const [name, ...schedule] = c.split(" ");
          return { name, schedule: schedule.join(" ") };
        }),
        "registered with the cron service",
      );
      const msgs = server.lines.map((l) => l.msg);
      assert(msgs.includes("Created the administrator owner@example.com."), msgs.join("\n"));
      assert(!msgs.includes("Loaded the demo site."), "SEED defaults to none on Deploy");

      // A publication due in a second: only the scheduler's cron carries it out here (no timer
      // runs it on Deploy), fired by the cron service once it is due.
      const call = await new TestClient(overHttp(server.url)).signIn(
        ADMIN.ADMIN_EMAIL,
        ADMIN.ADMIN_PASSWORD,
      );
      const created = await call.post("/api/ximblox/page/create", {
        title: "Later",
        slug: "later",
        type: "page",
        locale: "en-gb",
      });
      assert(created.body.Success, created.raw);
      const due = Date.now() + 1000;
      const scheduled = await call.post(`/api/ximblox/page/${created.body.pageID}/schedule`, {
        publishAt: new Date(due).toISOString(),
      });
      assertEquals(scheduled.status, 200, scheduled.raw);
      await waitFor("the publication to fall due", 5000, () => Date.now() > due);
      await crons.invoke("ximblox-scheduler");
      const done = await server.waitFor("scheduler: done", 30_000);
      assertEquals(done.carriedOut, 1);
      const later = await fetch(`${server.url}/later`);
      await later.body?.cancel();
      assertEquals(later.status, 200);
      const runs = await counter(server.url, "ximblox_jobs_total", 'job="scheduler"');
      assert(runs >= 1, "carried out by the scheduler's cron");
      assert(
        crons.messages.some((m) =>
          m.kind === "result" && m.name === "ximblox-scheduler" && m.success === true
        ),
        JSON.stringify(crons.messages),
      );

      // A request that never finishes (a body that stalls): SIGINT still ends the process in time.
      const settings = await fetch(`${server.url}/api/ximblox/settings/get`);
      await settings.body?.cancel();
      const cookies = settings.headers.getSetCookie().map((c) => c.split(";")[0]);
      const conn = await Deno.connect({ hostname: "127.0.0.1", port: server.port });
      await conn.write(new TextEncoder().encode([
        "POST /api/ximblox/auth/login HTTP/1.1",
        `Host: 127.0.0.1:${server.port}`,
        `Cookie: ${cookies.join("; ")}`,
        `X-CSRF-Token: ${settings.headers.get("X-CSRF-Token")}`,
        "Content-Type: application/json",
        "Content-Length: 1000",
        "",
        '{"email":"a',
      ].join("\r\n")));
      // Until its head has reached the handler (the scrape is the other request in flight).
      await waitFor("the stalled request in flight", 10_000, async () => {
        const text = await (await fetch(`${server.url}/metrics`)).text();
        const line = text.split("\n").find((l) => l.startsWith("ximblox_http_requests_in_flight "));
        return Number(line?.split(" ")[1]) >= 2;
      });
      server.kill("SIGINT");
      const status = await server.exited;
      conn.close();
      const stopped = server.lines.find((l) => l.msg === "Ximblox stopped");
      assert(stopped, server.lines.map((l) => l.msg).join("\n"));
      console.log(`  SIGINT with a stalled request in flight: stopped in ${stopped.ms} ms`);
      assert(Number(stopped.ms) <= SIGINT_STOP_MS, `stopped after ${stopped.ms} ms`);
      const msgs2 = server.lines.map((l) => l.msg);
      assert(
        msgs2.includes("Requests still running after 3000 ms; stopping anyway"),
        msgs2.join("\n"),
      );
      assertEquals(status.code, 1, "a request was cut off: not a clean stop");
    } finally {
      try {
        server.kill("SIGKILL");
      } catch { /* already gone */ }
      await server.exited;
      await crons.close();
    }
  },
});

Deno.test("nothing main.ts loads imports node:sqlite statically; the backup path loads it", async () => {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["info", "--json", "main.ts"],
    cwd: ROOT,
    stdout: "piped",
  }).output();
  interface Dep {
    specifier: string;
    isDynamic?: boolean;
    code?: { specifier?: string };
  }
  const graph: { modules: { specifier: string; dependencies?: Dep[] }[] } = JSON.parse(
    new TextDecoder().decode(out.stdout),
  );
  const modules = new Map(graph.modules.map((m) => [m.specifier, m.dependencies ?? []]));
  const main = new URL("main.ts", `file://${ROOT}`).href;
  const loaded = new Set<string>();
  const dynamic = new Set<string>();
  const visit = (specifier: string) => {
    if (loaded.has(specifier)) return;
    loaded.add(specifier);
    for (const dep of modules.get(specifier) ?? []) {
      const target = dep.code?.specifier ?? dep.specifier;
      if (dep.isDynamic) dynamic.add(target);
      else visit(target);
    }
  };
  visit(main);
  const importers = [...loaded].filter((m) =>
    (modules.get(m) ?? []).some((d) => d.specifier === "node:sqlite" && !d.isDynamic)
  );
  assertEquals(importers, []);
  assert(
    [...dynamic].some((m) => m.endsWith("/lib/db/store_copy.ts")),
    "the copy module is loaded by a dynamic import",
  );
});
