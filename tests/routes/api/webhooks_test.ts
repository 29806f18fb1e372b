/**
 * Signed webhooks (issue 32) through /api/ximblox/webhooks, delivered by the real worker to a
 * real HTTP receiver on loopback that verifies every signature with the `standardwebhooks`
 * package: a publish delivered, a 500 retried, a redirect not followed, private addresses refused
 * without WEBHOOK_ALLOW_PRIVATE (when saved, and again when sent), the pause after failing and
 * its mail, "send again", permissions, CSRF and hostile input. The retry base is a few ms
 * (WEBHOOK_RETRY_BASE_MS): nothing here waits out a real back-off.
 */
import { Image } from "imagescript";
import { Webhook } from "standardwebhooks";
import { assert, assertEquals } from "../../_utils/assert.ts";
import {
  codes,
  PUBLIC_URL,
  startTestApp,
  type TestApp,
  type TestClient,
} from "../../_utils/app.ts";
import { createTestPage, PAGE_API } from "../../_utils/pages.ts";
import { waitFor } from "../../_utils/wait.ts";
import { type DeliveryItem, type WebhookItem } from "../../../lib/content/webhooks.ts";
import { saveWebhook } from "../../../lib/db/webhooks.ts";
import { getUser } from "../../../lib/db/users.ts";
import { allDeliveries } from "../../../lib/db/webhook_queue.ts";
import { submitForm } from "../../../lib/ops/forms/_submit_form.ts";
import {
  startWebhookWorker,
  type WebhookWorker,
} from "../../../lib/ops/webhooks/deliver_webhooks.ts";

const HOOKS = "/api/ximblox/webhooks";

interface Received {
  path: string;
  id: string;
  body: string;
  payload: { id: string; event: string; time: string; data: Record<string, unknown> };
}

/** A receiver on loopback: /ok answers 200, /flaky 500 once then 200, /fail 500, /moved 302. */
function startReceiver() {
  const secrets = new Map<string, string>(); // path → the webhook's secret
  const got: Received[] = [];
  const flakySeen = new Set<string>();
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    const path = new URL(req.url).pathname;
    const body = await req.text();
    const secret = secrets.get(path);
    const headers = Object.fromEntries(req.headers);
    // Throws on a bad signature or timestamp: such a request is never counted as received.
    const payload = secret
      ? new Webhook(secret).verify(body, headers) as Received["payload"]
      : JSON.parse(body);
    got.push({ path, id: req.headers.get("webhook-id")!, body, payload });
    if (path === "/flaky" && !flakySeen.has(payload.id)) {
      flakySeen.add(payload.id);
      return new Response("try later", { status: 500 });
    }
    if (path === "/fail") return new Response("down", { status: 500 });
    if (path === "/moved") {
      return new Response(null, { status: 302, headers: { location: "/ok" } });
    }
    return new Response("thanks " + "x".repeat(3000));
  });
  const base = `http://127.0.0.1:${server.addr.port}`;
  return {
    base,
    got,
    secrets,
    at: (path: string) => got.filter((r) => r.path === path),
    close: () => server.shutdown(),
  };
}
type Receiver = ReturnType<typeof startReceiver>;

interface Setup {
  t: TestApp;
  admin: TestClient;
  receiver: Receiver;
  worker: WebhookWorker;
  close(): Promise<void>;
}

async function setUp(env: Record<string, string>): Promise<Setup> {
  const t = await startTestApp({ WEBHOOK_RETRY_BASE_MS: "10", ...env });
  const receiver = startReceiver();
  const worker = startWebhookWorker(t.deps);
  const admin = await t.signedIn(1);
  return {
    t,
    admin,
    receiver,
    worker,
    async close() {
      await worker.stop();
      await t.settled();
      await receiver.close();
      await t.close();
    },
  };
}

async function createHook(
  s: Setup,
  path: string,
  events: string[],
  extra: Record<string, unknown> = {},
): Promise<WebhookItem> {
  const res = await s.admin.post(HOOKS, { url: s.receiver.base + path, events, ...extra });
  assertEquals(res.status, 201, res.raw);
  assert(/^whsec_[A-Za-z0-9+/]{43}=$/.test(res.body.secret), res.body.secret);
  s.receiver.secrets.set(path, res.body.secret);
  return res.body.webhook;
}

async function deliveries(s: Setup, id: string): Promise<DeliveryItem[]> {
  const res = await s.admin.get(`${HOOKS}/${id}/deliveries`);
  assertEquals(res.status, 200, res.raw);
  return res.body.deliveries;
}

function deliveryWhere(s: Setup, id: string, ok: (d: DeliveryItem[]) => boolean) {
  return waitFor(`the deliveries of ${id}`, 10_000, async () => {
    const list = await deliveries(s, id);
    return ok(list) && list;
  });
}

async function publishedPage(s: Setup, slug: string) {
  const page = await createTestPage(s.admin, { slug });
  const res = await s.admin.post(`${PAGE_API}/${page.pageID}/publish`);
  assertEquals(res.status, 200, res.raw);
  return page;
}

async function auditActions(s: Setup): Promise<string[]> {
  const res = await s.admin.get("/api/ximblox/audit?pageSize=100");
  return res.body.items.map((i: { action: string }) => i.action);
}

Deno.test({
  name: "webhooks: signed delivery, retries, redirects, send again, audit",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn(t) {
    const s = await setUp({ WEBHOOK_ALLOW_PRIVATE: "true" });
    try {
      const ok = await createHook(s, "/ok", ["page.published", "page.slug_changed"]);
      assertEquals(ok.enabled, true);
      assertEquals(ok.pausedAt, null);
      const listed = await s.admin.get(HOOKS);
      assertEquals(listed.body.webhooks.map((w: WebhookItem) => w.id), [ok.id]);
      assert(!listed.raw.includes("whsec_"), "the secret is shown once, at create");

      await t.step("a publish is delivered once, signed, with the payload", async () => {
        const page = await publishedPage(s, "about-hooks");
        const [r] = await waitFor(
          "the delivery",
          10_000,
          () => s.receiver.at("/ok").length > 0 && s.receiver.at("/ok"),
        );
        assertEquals(r.payload.event, "page.published");
        assertEquals(r.id, r.payload.id, "webhook-id is the event's id");
        assertEquals(r.payload.data.pageID, page.pageID);
        assertEquals(r.payload.data.versionID, page.pageVersionID);
        assertEquals(r.payload.data.locale, "en-gb");
        assertEquals(r.payload.data.url, `${PUBLIC_URL}/about-hooks`);
        assert(!Number.isNaN(Date.parse(r.payload.time)));
        const [d] = await deliveryWhere(s, ok.id, (l) => l[0]?.status === "delivered");
        assertEquals(d.responseCode, 200);
        assertEquals(d.attempts, 1);
        assertEquals(new TextEncoder().encode(d.responseBody).byteLength, 1024, "the first 1 KB");
        assert(d.responseBody.startsWith("thanks "));
        await s.worker.settled();
        assertEquals(s.receiver.at("/ok").length, 1, "once");
      });

      await t.step("a 500 is retried with the same id, then delivered", async () => {
        const flaky = await createHook(s, "/flaky", ["page.unpublished"]);
        const page = await publishedPage(s, "flaky-one");
        const res = await s.admin.post(`${PAGE_API}/${page.pageID}/unpublish`);
        assertEquals(res.status, 200, res.raw);
        const [d] = await deliveryWhere(s, flaky.id, (l) => l[0]?.status === "delivered");
        assertEquals(d.attempts, 2);
        assertEquals(d.event, "page.unpublished");
        const hits = s.receiver.at("/flaky");
        assertEquals(hits.map((h) => h.id), [d.eventID, d.eventID]);
        assertEquals(hits[0].body, hits[1].body, "the same payload on every attempt");
      });

      await t.step("a redirect is not followed: the 302 is the answer, retried later", async () => {
        const moved = await createHook(s, "/moved", ["page.published"]);
        const before = s.receiver.at("/ok").length;
        await publishedPage(s, "moved-one");
        const [d] = await deliveryWhere(s, moved.id, (l) => l[0]?.attempts >= 1);
        assertEquals(d.responseCode, 302);
        assertEquals(d.error, "redirect not followed");
        assertEquals(d.status, "retrying");
        // /ok hears of the publish itself (it subscribes), never through the redirect.
        await waitFor("the /ok delivery", 10_000, () => s.receiver.at("/ok").length === before + 1);
        await s.worker.settled();
        assertEquals(s.receiver.at("/ok").length, before + 1);
        assertEquals((await s.admin.delete(`${HOOKS}/${moved.id}`)).status, 200);
      });

      await t.step("send again: the same event, a new delivery, recorded", async () => {
        const [first] = await deliveries(s, ok.id).then((l) =>
          l.filter((d) => d.status === "delivered")
        );
        const before = s.receiver.at("/ok").length;
        const res = await s.admin.post(`${HOOKS}/${ok.id}/deliveries/${first.id}/resend`);
        assertEquals(res.status, 200, res.raw);
        assertEquals(res.body.delivery.resent, true);
        const list = await deliveryWhere(
          s,
          ok.id,
          (l) => l.some((d) => d.id === res.body.delivery.id && d.status === "delivered"),
        );
        assertEquals(list.find((d) => d.id === res.body.delivery.id)!.eventID, first.eventID);
        assertEquals(s.receiver.at("/ok").length, before + 1);
        assertEquals(s.receiver.at("/ok").at(-1)!.id, first.eventID);
        const unknown = await s.admin.post(
          `${HOOKS}/${ok.id}/deliveries/0000000000-00000000-0000-0000-0000-000000000000/resend`,
        );
        assertEquals(unknown.status, 404);
      });

      await t.step("form.submitted carries the answers only when chosen", async () => {
        const form = await s.admin.post("/api/ximblox/forms", {
          name: "Contact",
          receiverEmail: "desk@example.com",
          confirmationTitle: "Thanks",
          confirmationText: "We will answer.",
          fields: [{ id: "message", label: "Message", kind: "long-text", limit: 500 }],
        });
        assertEquals(form.status, 201, form.raw);
        const bare = await createHook(s, "/form-bare", ["form.submitted"]);
        const full = await createHook(s, "/form-full", ["form.submitted"], {
          includeFormAnswers: true,
        });
        const sent = await submitForm(s.t.deps, {
          templateID: form.body.template.id,
          values: { message: "Private words" },
        });
        assert(sent.ok);
        await sent.mailDelivery;
        await deliveryWhere(s, bare.id, (l) => l[0]?.status === "delivered");
        await deliveryWhere(s, full.id, (l) => l[0]?.status === "delivered");
        const [b] = s.receiver.at("/form-bare");
        const [f] = s.receiver.at("/form-full");
        assertEquals(b.payload.data.submissionID, sent.submissionID);
        assertEquals(b.payload.data.answers, undefined);
        assert(!b.body.includes("Private words"));
        assertEquals(f.payload.data.answers, { message: "Private words" });
      });

      await t.step("media replaced, trashed and restored, with the file's address", async () => {
        const media = await createHook(s, "/media", [
          "media.replaced",
          "media.trashed",
          "media.restored",
        ]);
        const file = (bytes: Uint8Array, fields: Record<string, string>) => {
          const body = new FormData();
          for (const [k, v] of Object.entries(fields)) body.append(k, v);
          body.append("f", new File([bytes as Uint8Array<ArrayBuffer>], "scan.png"));
          return body;
        };
        const lib = "/api/ximblox/medialib";
        const up = await s.admin.request("POST", `${lib}/add-file`, {
          body: file(await new Image(4, 4).fill(0xff0000ff).encode(), { path: "/" }),
        });
        assertEquals(up.status, 200, up.raw);
        const id = String(up.body.file.id);
        const replaced = await s.admin.request("POST", `${lib}/replace-file`, {
          body: file(await new Image(4, 4).fill(0x00ff00ff).encode(), { id }),
        });
        assertEquals(replaced.status, 200, replaced.raw);
        assertEquals((await s.admin.post(`${lib}/delete-file`, { id: Number(id) })).status, 200);
        assertEquals((await s.admin.post(`${lib}/restore-file`, { id: Number(id) })).status, 200);
        await deliveryWhere(
          s,
          media.id,
          (l) => l.filter((d) => d.status === "delivered").length === 3,
        );
        const got = s.receiver.at("/media").map((r) => r.payload);
        assertEquals(got.map((p) => p.event).sort(), [
          "media.replaced",
          "media.restored",
          "media.trashed",
        ]);
        for (const p of got) {
          assertEquals(p.data.mediaID, Number(id));
          assert(
            String(p.data.url).startsWith(`${PUBLIC_URL}/media/${id}/scan.png`),
            String(p.data.url),
          );
        }
      });

      await t.step("edit and delete are recorded; a slug change is an event", async () => {
        const res = await s.admin.put(`${HOOKS}/${ok.id}`, {
          url: ok.url,
          events: ["page.slug_changed"],
          enabled: true,
        });
        assertEquals(res.status, 200, res.raw);
        assertEquals(res.body.webhook.events, ["page.slug_changed"]);
        const before = s.receiver.at("/ok").length;
        const page = await publishedPage(s, "old-address");
        const moved = await s.admin.put(`${PAGE_API}/${page.pageID}/save`, { slug: "new-address" });
        assertEquals(moved.status, 200, moved.raw);
        const hits = await waitFor(
          "the slug change",
          10_000,
          () => s.receiver.at("/ok").length > before && s.receiver.at("/ok").slice(before),
        );
        await s.worker.settled();
        assertEquals(hits.map((h) => h.payload.event), ["page.slug_changed"], "not the publish");
        assertEquals(hits[0].payload.data.url, `${PUBLIC_URL}/new-address`);
        assertEquals(hits[0].payload.data.previousUrl, `${PUBLIC_URL}/old-address`);
        const actions = await auditActions(s);
        for (const a of ["webhook-create", "webhook-update", "webhook-delete", "webhook-resend"]) {
          assert(actions.includes(a), `${a} in ${actions}`);
        }
        // A token in the address's query is no reader's of the audit trail.
        const keyed = await createHook(s, "/keyed?key=s3cr3t-token", ["page.published"]);
        const trail = await s.admin.get("/api/ximblox/audit?pageSize=100");
        const created = trail.body.items.find((i: { target: string }) =>
          i.target.includes(keyed.id)
        );
        assert(created && created.target.includes("/keyed?…"), JSON.stringify(created));
        assert(!JSON.stringify(trail.body).includes("s3cr3t-token"), "the token is not kept");
      });
    } finally {
      await s.close();
    }
  },
});

Deno.test({
  name: "webhooks: private addresses are refused without WEBHOOK_ALLOW_PRIVATE, saved and sent",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const s = await setUp({});
    try {
      for (
        const host of [
          "127.0.0.1",
          "localhost",
          "[::1]",
          "[::ffff:127.0.0.1]",
          "0.0.0.0",
          "10.1.2.3",
          "172.16.0.1",
          "192.168.1.1",
          "169.254.169.254",
          "[fc00::1]",
          "[fd12:3456::1]",
          "[fe80::1]",
        ]
      ) {
        const res = await s.admin.post(HOOKS, {
          url: `http://${host}:8080/hook`,
          events: ["page.published"],
        });
        assertEquals(res.status, 400, `${host}: ${res.raw}`);
        assertEquals(codes(res), ["HOOK_01"], host);
      }
      // One saved before (as if its name resolved to a public address then: DNS rebinding) is
      // refused again when sent, and the receiver hears nothing.
      const url = s.receiver.base + "/ok";
      const id = crypto.randomUUID();
      await saveWebhook(s.t.deps.kv, null, {
        id,
        url,
        events: ["page.published"],
        enabled: true,
        includeFormAnswers: false,
        secret: "whsec_" + btoa("0123456789abcdef0123456789abcdef"),
        createdBy: s.admin.userID,
        createdAt: Date.now(),
        updatedAt: Date.now(),
      }, () => {});
      await publishedPage(s, "rebound");
      const [d] = await deliveryWhere(s, id, (l) => l[0]?.attempts >= 1);
      assert(d.error!.startsWith("refused"), d.error!);
      assertEquals(d.responseCode, null);
      assertEquals(s.receiver.got.length, 0);
    } finally {
      await s.close();
    }
  },
});

Deno.test({
  name: "webhooks: failing past WEBHOOK_PAUSE_AFTER_MS pauses it and mails its creator",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    // 1 ms: the second failure is past it (the first one starts the clock).
    const s = await setUp({ WEBHOOK_ALLOW_PRIVATE: "true", WEBHOOK_PAUSE_AFTER_MS: "1" });
    try {
      const hook = await createHook(s, "/fail", ["page.published"]);
      await publishedPage(s, "failing");
      const [d] = await deliveryWhere(s, hook.id, (l) => l[0]?.status === "failed");
      assertEquals(d.attempts, 2);
      const listed = (await s.admin.get(HOOKS)).body.webhooks as WebhookItem[];
      assert(listed[0].pausedAt !== null, "paused");
      // Its creator (the signed-in administrator of this test) is told.
      const owner = await getUser(s.t.deps.kv, s.admin.userID);
      const mail = await s.t.smtp.waitFor(owner!.email);
      assert(mail.subject.includes("Webhook paused"), mail.subject);
      assert(mail.text.includes(hook.url));
      // Paused: a new publish makes no delivery.
      await publishedPage(s, "while-paused");
      await s.worker.settled();
      assertEquals((await deliveries(s, hook.id)).length, 1);
      // Saving it again (now to a receiver that answers) resumes it.
      const res = await s.admin.put(`${HOOKS}/${hook.id}`, {
        url: s.receiver.base + "/ok",
        events: ["page.published"],
        enabled: true,
      });
      assertEquals(res.status, 200, res.raw);
      assertEquals(res.body.webhook.pausedAt, null);
    } finally {
      await s.close();
    }
  },
});

Deno.test({
  name: "webhooks: permission, CSRF and hostile input",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const s = await setUp({ WEBHOOK_ALLOW_PRIVATE: "true" });
    try {
      const editor = await s.t.signedIn(2);
      const body = { url: s.receiver.base + "/ok", events: ["page.published"] };
      for (const res of [await editor.get(HOOKS), await editor.post(HOOKS, body)]) {
        assertEquals(res.status, 403, res.raw);
        assertEquals(codes(res), ["UM_01"]);
      }
      const anonymous = await s.t.client().get(HOOKS);
      assertEquals(anonymous.status, 401);

      const noToken = await s.admin.request("POST", HOOKS, { json: body, csrf: false });
      assertEquals(noToken.status, 403);
      assertEquals(codes(noToken), ["CSRF_01"]);

      const cases: [unknown, string, number][] = [
        [{ ...body, url: "http://example.test/" + "a".repeat(3000) }, "V_11", 400],
        [{ ...body, url: "javascript:alert(1)" }, "V_13", 400],
        [{ ...body, url: "ftp://127.0.0.1/hook" }, "V_13", 400],
        [{ ...body, url: "http://user:pw@127.0.0.1/hook" }, "V_13", 400],
        [{ ...body, events: ["page.exploded"] }, "V_12", 400],
        [{ ...body, events: [] }, "HOOK_03", 400],
        [{ ...body, events: "page.published" }, "V_12", 400],
        [{ ...body, secret: "mine" }, "V_12", 400],
        [{ url: body.url }, "V_01", 400],
      ];
      for (const [input, code, status] of cases) {
        const res = await s.admin.post(HOOKS, input);
        assertEquals(res.status, status, res.raw);
        assert(codes(res).includes(code), `${JSON.stringify(input).slice(0, 80)}: ${res.raw}`);
      }
      const huge = await s.admin.post(HOOKS, {
        ...body,
        url: "http://x.test/" + "a".repeat(40_000),
      });
      assertEquals(huge.status, 413);
      assertEquals((await s.admin.put(`${HOOKS}/not-an-id`, body)).status, 404);
      assertEquals((await s.admin.delete(`${HOOKS}/${crypto.randomUUID()}`)).status, 404);
      assertEquals((await s.admin.get(HOOKS)).body.webhooks, []);
      assertEquals(await allDeliveries(s.t.deps.kv), []);
    } finally {
      await s.close();
    }
  },
});
