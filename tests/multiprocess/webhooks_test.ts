/**
 * Two real server processes (main.ts) on one store file deliver each webhook event once (issue
 * 32): publishes made on both at once, every first attempt answered 500, so that the retries are
 * taken by whichever process holds the lease then. The receiver, in this test, checks every
 * signature with the `standardwebhooks` package and counts requests per `webhook-id`: each event
 * exactly twice (the 500, then the success), never more.
 */
import { Webhook } from "standardwebhooks";
import { assertEquals } from "../_utils/assert.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, overHttp, TestClient } from "../_utils/app.ts";
import { createTestPage, PAGE_API } from "../_utils/pages.ts";
import { type ServerProcess, startServer } from "../_utils/process.ts";
import { waitFor } from "../_utils/wait.ts";

const PUBLISHES = 8;

Deno.test({
  name: "two processes on one store: one delivery per event, retries included",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const dir = await Deno.makeTempDir({ prefix: "ximblox-webhooks-multi-" });
    const env = {
      KV_PATH: `${dir}/store.kv`,
      SEED: "none",
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      WEBHOOK_ALLOW_PRIVATE: "true",
      WEBHOOK_RETRY_BASE_MS: "50",
      // Each worker looks again at least this often (events the other process wrote).
      SCHEDULER_MAX_SLEEP_MS: "200",
    };
    let secret = "";
    const seen = new Map<string, number>(); // webhook-id → requests
    let bad = 0;
    const receiver = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
      const body = await req.text();
      try {
        new Webhook(secret).verify(body, Object.fromEntries(req.headers));
      } catch {
        bad++;
        return new Response("bad signature", { status: 400 });
      }
      const id = req.headers.get("webhook-id")!;
      const n = (seen.get(id) ?? 0) + 1;
      seen.set(id, n);
      return new Response(n === 1 ? "not yet" : "ok", { status: n === 1 ? 500 : 200 });
    });
    const servers: ServerProcess[] = [];
    try {
      // One after the other: the first prepares the store.
      servers.push(await startServer(env));
      servers.push(await startServer(env));
      const admins = await Promise.all(
        servers.map((s) => new TestClient(overHttp(s.url)).signIn(ADMIN_EMAIL, ADMIN_PASSWORD)),
      );
      const created = await admins[1].post("/api/ximblox/webhooks", {
        url: `http://127.0.0.1:${receiver.addr.port}/hook`,
        events: ["page.published"],
      });
      assertEquals(created.status, 201, created.raw);
      secret = created.body.secret;
      const hookID = created.body.webhook.id;

      const pages = await Promise.all(
        Array.from({ length: PUBLISHES }, (_, i) => createTestPage(admins[i % 2])),
      );
      await Promise.all(pages.map(async ({ pageID }, i) => {
        const res = await admins[(i + 1) % 2].post(`${PAGE_API}/${pageID}/publish`);
        assertEquals(res.status, 200, res.raw);
      }));

      const deliveries = await waitFor("every event delivered", 60_000, async () => {
        const res = await admins[0].get(`/api/ximblox/webhooks/${hookID}/deliveries`);
        const list = res.body.deliveries as { status: string; attempts: number; eventID: string }[];
        return list.length === PUBLISHES && list.every((d) => d.status === "delivered") && list;
      });
      // One more event after them: once it is through, every pass that could have sent one of
      // the earlier ones again has run.
      const last = await createTestPage(admins[0]);
      await admins[0].post(`${PAGE_API}/${last.pageID}/publish`);
      await waitFor("the last event", 60_000, () => seen.size === PUBLISHES + 1 && seen);

      assertEquals(bad, 0, "every request signed");
      assertEquals(new Set(deliveries.map((d) => d.eventID)).size, PUBLISHES, "one per event");
      for (const d of deliveries) {
        assertEquals(d.attempts, 2, "a 500, then the success");
        assertEquals(seen.get(d.eventID), 2, `event ${d.eventID}: sent twice in all, no more`);
      }
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await receiver.shutdown();
      await Deno.remove(dir, { recursive: true }).catch(() => {});
    }
  },
});
