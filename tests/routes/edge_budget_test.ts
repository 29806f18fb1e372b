/**
 * The public read budgets of issue 27, section 2: how many store round trips in sequence (the
 * depth, lib/db/kv_meter.ts) a public request makes where it has to read — a cold instance, or
 * the first view after a publish. The demo site is seeded once into a store file; each cold
 * instance is the app opened afresh on that file with every round trip made to wait
 * `COUNTING_LATENCY_MS` (KV_LATENCY_MS; tests/_utils/app.ts says why). What is asserted is a count of
 * round trips, never a time.
 */
import { assert, assertEquals } from "../_utils/assert.ts";
import { COUNTING_LATENCY_MS, startTestApp, type TestApp } from "../_utils/app.ts";
import { createTestPage, PAGE_API } from "../_utils/pages.ts";
import { tempDir } from "../_utils/temp_dir.ts";
import { formFields, postForm, solvedCaptcha } from "../_utils/forms.ts";
import { FORM_INPUTS } from "../../lib/content/form_post.ts";
import { KvMeter, meterKv } from "../../lib/db/kv_meter.ts";

const BUDGET = { page: 3, news: 3, sitemap: 3, search: 2, formPost: 3 };

/** The depth and status of one request, its round trips counted from start to answer. */
async function measured(t: TestApp, path: string): Promise<{ depth: number; status: number }> {
  const meter = new KvMeter();
  const status = await meterKv(meter, async () => {
    const res = await t.app.request(path);
    await res.arrayBuffer();
    return res.status;
  });
  return { depth: meter.close().depth, status };
}

/** The app opened afresh on the store file: nothing of the site is held in memory yet. */
function coldInstance(file: string): Promise<TestApp> {
  return startTestApp({ KV_PATH: file, KV_LATENCY_MS: String(COUNTING_LATENCY_MS) });
}

/** A published page of one heading: a change to the public site (the site revision moves on). */
async function publishPage(t: TestApp, slug: string, settle = true): Promise<void> {
  const admin = await t.signedIn(1);
  const { pageID } = await createTestPage(admin, { slug, title: `Page ${slug}` });
  const published = await admin.post(`${PAGE_API}/${pageID}/publish`);
  assertEquals(published.status, 200, published.raw);
  if (settle) await t.settled();
}

Deno.test("public read budgets: cold pages, news, sitemap and search stay within their depth", async (t) => {
  await using dir = await tempDir();
  const file = `${dir.path}/demo.kv`;
  const seeded = await startTestApp({ KV_PATH: file, SEED: "demo" });
  // A publish by another instance: what it leaves in the store is what a cold instance reads.
  await publishPage(seeded, "edge-one");

  await t.step("a cold instance after a publish: each page (a 404 too) in at most 3", async () => {
    for (
      const [path, expected] of [
        ["/", 200],
        ["/privacy", 200],
        ["/contact", 200],
        ["/edge-one", 200],
        ["/no-such-page", 404],
      ] as const
    ) {
      const cold = await coldInstance(file);
      try {
        const { depth, status } = await measured(cold, path);
        assertEquals(status, expected, path);
        assert(depth <= BUDGET.page, `${path}: depth ${depth} > ${BUDGET.page}`);
      } finally {
        await cold.close();
      }
    }
  });

  await t.step("the news API and the sitemap of a cold instance: at most 3", async () => {
    for (
      const [path, budget] of [
        ["/api/ximblox/news?locale=en-gb", BUDGET.news],
        ["/sitemap.xml", BUDGET.sitemap],
      ] as const
    ) {
      const cold = await coldInstance(file);
      try {
        const { depth, status } = await measured(cold, path);
        assertEquals(status, 200, path);
        assert(depth <= budget, `${path}: depth ${depth} > ${budget}`);
      } finally {
        await cold.close();
      }
    }
  });

  await t.step("the first view after a publish on the same instance: at most 3", async () => {
    const live = await coldInstance(file);
    try {
      await measured(live, "/");
      // Right after the answer to the publish, while this instance still builds what it stores
      // for the new revision: the view rebuilds only the parts of the snapshot the publish
      // dropped, at once (lib/site/state.ts), not the whole snapshot after a stored read.
      await publishPage(live, "edge-two", false);
      const first = await measured(live, "/");
      assertEquals(first.status, 200);
      assert(first.depth <= BUDGET.page, `/ right after: depth ${first.depth} > ${BUDGET.page}`);
      await live.settled();
      for (const path of ["/", "/edge-two", "/locaties"]) {
        const { depth, status } = await measured(live, path);
        assertEquals(status, 200, path);
        assert(depth <= BUDGET.page, `${path}: depth ${depth} > ${BUDGET.page}`);
      }
      // What is stored per revision is the new state's: the sitemap names the new page.
      const sitemap = await (await live.app.request("/sitemap.xml")).text();
      assert(sitemap.includes("/edge-one</loc>") && sitemap.includes("/edge-two</loc>"), sitemap);
    } finally {
      await live.close();
    }
  });

  await t.step("a search query after a publish, API and page: at most 2", async () => {
    const live = await coldInstance(file);
    try {
      // The index is loaded once per instance (start-up, not a query).
      assertEquals((await measured(live, "/api/ximblox/search/search?term=zzz")).status, 200);
      await publishPage(live, "edge-three");
      const api = await measured(live, "/api/ximblox/search/search?term=blood");
      assertEquals(api.status, 200);
      assert(api.depth <= BUDGET.search, `search API: depth ${api.depth} > ${BUDGET.search}`);
      await publishPage(live, "edge-four");
      const page = await measured(live, "/zoeken?q=bloed");
      assertEquals(page.status, 200);
      assert(page.depth <= BUDGET.search, `search page: depth ${page.depth} > ${BUDGET.search}`);
    } finally {
      await live.close();
    }
  });

  await t.step("a form post on a cold instance: at most 3", async () => {
    // The demo's contact form, as its page draws it; the captcha solved as a browser does.
    const html = await (await seeded.app.request("/contact")).text();
    const hidden = (name: string) =>
      new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? "";
    const templateID = Number(hidden(FORM_INPUTS.template));
    const pageID = Number(hidden(FORM_INPUTS.page));
    const block = hidden(FORM_INPUTS.block);
    assert(templateID > 0 && pageID > 0 && block, "the contact page draws its form");
    const fields = (captcha: string) =>
      formFields({ templateID, pageID, block }, {
        voornaam: "Jan",
        achternaam: "Jansen",
        telefoonnummer: "0612345678",
        "e-mailadres": "jan@example.nl",
        bericht: "Hallo",
        voorwaarden: "on",
        [FORM_INPUTS.captcha]: captcha,
      });
    // An earlier visitor's post, on another instance: the store's secrets for posts are made
    // once in its life (that first post writes them), not by the post measured.
    const earlier = await postForm(
      seeded,
      fields(await solvedCaptcha(seeded, undefined, templateID)),
      {
        json: true,
        address: "192.0.2.7",
      },
    );
    assertEquals(earlier.status, 200, earlier.raw);
    await seeded.settled();
    const proof = await solvedCaptcha(seeded, undefined, templateID);
    const cold = await coldInstance(file);
    try {
      const meter = new KvMeter();
      const posted = await meterKv(meter, () => postForm(cold, fields(proof), { json: true }));
      const { depth } = meter.close();
      assertEquals(posted.status, 200, posted.raw);
      assertEquals(posted.body.Success, true, posted.raw);
      assert(depth <= BUDGET.formPost, `form post: depth ${depth} > ${BUDGET.formPost}`);
      await cold.settled();
    } finally {
      await cold.close();
    }
  });

  await t.step("what is stored is never stale, and is rebuilt once when lost", async () => {
    // A news article published by one instance is on a fresh instance's news list and API.
    const admin = await seeded.signedIn(1);
    const { pageID } = await createTestPage(admin, {
      slug: "nieuws/edge-article",
      title: "Edge article",
      type: "news",
      // Dated today: the newest article, at the top of the list.
      typeData: {
        author: "Redactie",
        date: new Date().toISOString().slice(0, 10),
        summary: "Kort.",
        image: null,
      },
    });
    assertEquals((await admin.post(`${PAGE_API}/${pageID}/publish`)).status, 200);
    await seeded.settled();
    const fresh = await coldInstance(file);
    try {
      assert((await (await fresh.app.request("/nieuws")).text()).includes("Edge article"));
    } finally {
      await fresh.close();
    }
    // Lost (a process that changed the site died before storing them): the first reader builds
    // and stores them, correct; the next cold instance reads them within the budget.
    for await (const e of seeded.deps.kv.list({ prefix: ["public_snapshot"] })) {
      await seeded.deps.kv.delete(e.key);
    }
    for await (const e of seeded.deps.kv.list({ prefix: ["page_manifest"] })) {
      await seeded.deps.kv.delete(e.key);
    }
    const first = await coldInstance(file);
    try {
      assert((await (await first.app.request("/nieuws")).text()).includes("Edge article"));
      await first.settled();
    } finally {
      await first.close();
    }
    const next = await coldInstance(file);
    try {
      const { depth, status } = await measured(next, "/nieuws");
      assertEquals(status, 200);
      assert(depth <= BUDGET.page, `/nieuws after a rebuild: depth ${depth} > ${BUDGET.page}`);
    } finally {
      await next.close();
    }
  });

  await seeded.close();
});
