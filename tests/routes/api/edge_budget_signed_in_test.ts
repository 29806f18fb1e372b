/**
 * Round-trip budgets of the signed-in API (issue 27, section 2): how many store round trips a
 * request makes in sequence (its depth), counted by a KvMeter around the request. The store waits
 * a few ms per round trip, so that trips sent together really overlap; the assertions count round
 * trips, never time.
 */
import { assert, assertEquals } from "../../_utils/assert.ts";
import { startTestApp, type TestApp, type TestClient } from "../../_utils/app.ts";
import { KvMeter, type KvMeterReading, meterKv } from "../../../lib/db/kv_meter.ts";

const PAGE = "/api/ximblox/page";
const LATENCY_MS = 2;
const VERBOSE = Deno.env.get("EDGE_BUDGET_VERBOSE") === "1";

async function metered(
  label: string,
  c: TestClient,
  method: string,
  path: string,
  json?: unknown,
): Promise<{ status: number; body: any; reading: KvMeterReading }> {
  const meter = new KvMeter();
  const res = await meterKv(meter, () => c.request(method, path, { json }));
  const reading = meter.close();
  if (VERBOSE) console.log(`${label.padEnd(40)} ${method} ${path}: ${JSON.stringify(reading)}`);
  return { status: res.status, body: res.body, reading };
}

function within(label: string, reading: KvMeterReading, budget: number) {
  if (VERBOSE && reading.depth > budget) {
    return console.log(`  OVER BUDGET ${budget}: ${label}`);
  }
  assert(
    reading.depth <= budget,
    `${label}: depth ${reading.depth} > budget ${budget} (${reading.ops} ops)`,
  );
}

async function withLatency(fn: (t: TestApp) => Promise<void>) {
  const t = await startTestApp({}, { latencyMs: LATENCY_MS });
  try {
    await fn(t);
  } finally {
    await t.settled();
    await t.close();
  }
}

/** A handful of pages, one with a draft over its published version, as an editor finds them. */
async function somePages(c: TestClient, n: number): Promise<{ pageID: number; versionID: number }> {
  let last = { pageID: 0, versionID: 0 };
  for (let i = 0; i < n; i++) {
    const res = await c.post(`${PAGE}/create`, {
      title: `Page ${i}`,
      slug: `page-${i}`,
      type: "page",
      locale: "en-gb",
      content: [{ type: "heading", key: "h1", props: { text: `Hello ${i}`, level: 2 } }],
      typeData: {},
    });
    assertEquals(res.status, 201, JSON.stringify(res.body));
    last = { pageID: res.body.pageID, versionID: res.body.pageVersionID };
    assertEquals((await c.post(`${PAGE}/${last.pageID}/publish`)).status, 200);
  }
  return last;
}

Deno.test("signed-in budgets: sign-in, the actor, the dashboard, the editor, store and publish", () =>
  withLatency(async (t) => {
    const admin = await t.signedIn(1);
    const { pageID } = await somePages(admin, 4);

    // Sign-in: ≤ 3.
    const fresh = t.client();
    await fresh.get("/api/ximblox/settings/get");
    const user = await admin.get("/api/ximblox/user");
    const signIn = await metered("sign-in", fresh, "POST", "/api/ximblox/auth/login", {
      email: "admin@example.com",
      password: "Admin-pass-1!",
    });
    assertEquals(signIn.status, 200);
    within("sign-in", signIn.reading, 3);
    assertEquals(user.status, 200);

    // The actor of a signed-in call: ≤ 1 (the session user answers from the actor alone).
    const me = await metered("actor (session user)", admin, "POST", "/api/ximblox/auth/user");
    assertEquals(me.body.User.ID, admin.userID);
    within("actor", me.reading, 1);

    // The dashboard: ≤ 2 per call.
    for (
      const [method, path] of [
        ["GET", "/api/ximblox/settings/get"],
        ["GET", `${PAGE}/fetch-request`],
        ["GET", "/api/ximblox/user/list"],
        ["POST", `${PAGE}/list`],
      ] as const
    ) {
      const res = await metered(
        "dashboard",
        admin,
        method,
        path,
        method === "POST" ? {} : undefined,
      );
      assertEquals(res.status, 200, `${path}: ${JSON.stringify(res.body)}`);
      within(`dashboard ${path}`, res.reading, 2);
    }

    // Opening the editor: ≤ 3 per call.
    const page = await metered("editor", admin, "GET", `${PAGE}/${pageID}`);
    assertEquals(page.status, 200);
    within("editor page", page.reading, 3);
    const versionID = page.body.page.pageVersion.id;
    for (
      const [method, path, json] of [
        ["GET", `${PAGE}/version/${versionID}/checks`, undefined],
        ["POST", `${PAGE}/${pageID}/presence`, { tabID: "tab-0123456789ab" }],
        ["GET", `${PAGE}/${pageID}/translations`, undefined],
        ["GET", `${PAGE}/${pageID}/publication-requests`, undefined],
        ["GET", `${PAGE}/version/${versionID}/preview`, undefined],
      ] as const
    ) {
      const res = await metered("editor", admin, method, path, json);
      assert(res.status < 300, `${path}: ${res.status} ${JSON.stringify(res.body)}`);
      within(`editor ${path}`, res.reading, 3);
    }

    // Store a version (over the published one: a new draft): ≤ 3; publish: ≤ 4.
    const version = (await admin.get(`${PAGE}/version/fetch/${versionID}`)).body.pageVersion;
    const stored = await metered("store", admin, "POST", `${PAGE}/version/${versionID}/store`, {
      ...version,
      title: "Page 3, again",
    });
    assertEquals(stored.status, 200, JSON.stringify(stored.body));
    within("store a version", stored.reading, 3);
    const draft = (await admin.get(`${PAGE}/${pageID}`)).body.page.pageVersion;
    const again = await metered("store", admin, "POST", `${PAGE}/version/${draft.id}/store`, {
      ...(await admin.get(`${PAGE}/version/fetch/${draft.id}`)).body.pageVersion,
      title: "Page 3, once more",
    });
    assertEquals(again.status, 200, JSON.stringify(again.body));
    within("store over a draft", again.reading, 3);
    const published = await metered("publish", admin, "POST", `${PAGE}/${pageID}/publish`);
    assertEquals(published.status, 200, JSON.stringify(published.body));
    within("publish", published.reading, 4);
  }));
