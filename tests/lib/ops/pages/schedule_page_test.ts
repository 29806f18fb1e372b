import { assertEquals } from "../../../_utils/assert.ts";
import { codes, withTestApp as withApp } from "../../../_utils/app.ts";
import { runDueSchedules, startScheduler } from "../../../../lib/ops/pages/schedule_page.ts";
import {
  claimSchedule,
  dueSchedules,
  SCHEDULE_CLAIM_MS,
  setSchedule,
} from "../../../../lib/db/schedules.ts";
import { getPageEntry } from "../../../../lib/db/pages.ts";
import type { PageRecord } from "../../../../lib/db/page_records.ts";
import { waitFor } from "../../../_utils/wait.ts";

const PAGE = "/api/ximblox/page";

Deno.test("a scheduled publish and unpublish happen when due, once", () =>
  withApp(async (t) => {
    const c = await t.signedIn(3);
    const res = await c.post(`${PAGE}/create`, {
      title: "Flu shots",
      slug: "flu",
      type: "page",
      locale: "en-gb",
    });
    const id = res.body.pageID;
    const at = Date.now() + 60_000;
    const later = at + 60_000;
    const set = await c.post(`${PAGE}/${id}/schedule`, {
      publishAt: new Date(at).toISOString(),
      unpublishAt: new Date(later).toISOString(),
    });
    assertEquals(set.status, 200);
    const page = (await c.get(`${PAGE}/${id}`)).body.page;
    assertEquals([page.publishAt, page.unpublishAt], [
      new Date(at).toISOString(),
      new Date(later).toISOString(),
    ]);
    assertEquals(await runDueSchedules(t.deps, at - 1), 0);
    assertEquals(await runDueSchedules(t.deps, at), 1);
    assertEquals(await runDueSchedules(t.deps, at), 0, "claimed once");
    assertEquals((await t.app.request("/flu")).status, 200);
    const published = (await c.get(`${PAGE}/${id}`)).body.page;
    assertEquals([published.status, published.publishAt], ["published", null]);
    assertEquals(await runDueSchedules(t.deps, later + 5), 1);
    assertEquals((await t.app.request("/flu")).status, 404);
    assertEquals((await c.get(`${PAGE}/${id}`)).body.page.unpublishAt, null);
  }));

Deno.test("a changed or cancelled schedule is not carried out", () =>
  withApp(async (t) => {
    const c = await t.signedIn(3);
    const id =
      (await c.post(`${PAGE}/create`, { title: "X", slug: "x", type: "page", locale: "en-gb" }))
        .body.pageID;
    const at = Date.now() + 60_000;
    await c.post(`${PAGE}/${id}/schedule`, { publishAt: new Date(at).toISOString() });
    await c.post(`${PAGE}/${id}/schedule`, { publishAt: null, unpublishAt: null });
    assertEquals(await runDueSchedules(t.deps, at + 1000), 0);
    assertEquals((await c.get(`${PAGE}/${id}`)).body.page.status, "concept");
  }));

Deno.test("schedule validates times and needs publish-page", () =>
  withApp(async (t) => {
    const publisher = await t.signedIn(3);
    const editor = await t.signedIn(2);
    const id = (await publisher.post(`${PAGE}/create`, {
      title: "X",
      slug: "x",
      type: "page",
      locale: "en-gb",
    })).body.pageID;
    const past = new Date(Date.now() - 1000).toISOString();
    const soon = new Date(Date.now() + 60_000).toISOString();
    assertEquals(codes(await publisher.post(`${PAGE}/${id}/schedule`, { publishAt: past })), [
      "V_12",
    ]);
    assertEquals(codes(await publisher.post(`${PAGE}/${id}/schedule`, { publishAt: "tomorrow" })), [
      "V_12",
    ]);
    assertEquals(
      codes(await publisher.post(`${PAGE}/${id}/schedule`, { publishAt: soon, unpublishAt: soon })),
      ["V_12"],
    );
    assertEquals(codes(await editor.post(`${PAGE}/${id}/schedule`, { publishAt: soon })), [
      "UM_01",
    ]);
  }));

Deno.test({
  name: "startScheduler() publishes on time without being asked",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: () =>
    withApp(async (t) => {
      const scheduler = startScheduler(t.deps);
      try {
        const c = await t.signedIn(3);
        const id = (await c.post(`${PAGE}/create`, {
          title: "Soon",
          slug: "soon",
          type: "page",
          locale: "en-gb",
        })).body.pageID;
        await c.post(`${PAGE}/${id}/schedule`, {
          publishAt: new Date(Date.now() + 300).toISOString(),
        });
        let status = 404;
        for (let i = 0; i < 100 && status !== 200; i++) {
          await new Promise((r) => setTimeout(r, 50));
          status = (await t.app.request("/soon")).status;
        }
        assertEquals(status, 200);
      } finally {
        scheduler.stop();
      }
    }),
});

Deno.test({
  name: "startScheduler() finds a schedule another instance set within SCHEDULER_MAX_SLEEP_MS",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: () =>
    withApp(async (t) => {
      const c = await t.signedIn(3);
      const id = (await c.post(`${PAGE}/create`, {
        title: "Elsewhere",
        slug: "elsewhere",
        type: "page",
        locale: "en-gb",
      })).body.pageID;
      const scheduler = startScheduler(t.deps);
      try {
        // A publish set here first (which wakes the scheduler), carried out: the scheduler has
        // nothing left to do and sleeps as long as it may.
        const first = (await c.post(`${PAGE}/create`, {
          title: "Here",
          slug: "here",
          type: "page",
          locale: "en-gb",
        })).body.pageID;
        await c.post(`${PAGE}/${first}/schedule`, {
          publishAt: new Date(Date.now() + 100).toISOString(),
        });
        await waitFor("the first publish", 20_000, async () =>
          (await t.app.request("/here")).status === 200);
        await scheduler.settled();
        // Written to the store as another process would: nothing wakes this one's scheduler.
        const before = (await getPageEntry(t.deps.kv, id)) as Deno.KvEntry<PageRecord>;
        const page = before.value;
        await setSchedule(t.deps.kv, before, {
          ...page,
          publishAt: Date.now(),
          publishPin: { versionID: page.latestVersionID, revision: page.revision },
          scheduledBy: c.userID,
        });
        // Its next look (at most 100 ms away here, 30 s by default) carries it out.
        await waitFor("the publish", 20_000, async () =>
          (await t.app.request("/elsewhere")).status === 200);
      } finally {
        await scheduler.stop();
      }
    }, { SCHEDULER_MAX_SLEEP_MS: "100" }),
});

Deno.test("a scheduled publish claimed by an instance that died is carried out once its claim expires", () =>
  withApp(async (t) => {
    const c = await t.signedIn(3);
    const id =
      (await c.post(`${PAGE}/create`, { title: "Y", slug: "y", type: "page", locale: "en-gb" }))
        .body.pageID;
    const at = Date.now() + 60_000;
    await c.post(`${PAGE}/${id}/schedule`, { publishAt: new Date(at).toISOString() });
    // Another instance claims it and dies before carrying it out.
    const [due] = await dueSchedules(t.deps.kv, at);
    const claimed = await claimSchedule(t.deps.kv, due);
    assertEquals(claimed !== null, true);
    assertEquals(await runDueSchedules(t.deps, at), 0, "a live claim is left alone");
    assertEquals((await c.get(`${PAGE}/${id}`)).body.page.status, "concept");
    // Its claim runs out (as SCHEDULE_CLAIM_MS after the claim): the next run carries it out.
    await t.deps.kv.set(claimed!.key, { claimedUntil: Date.now() - 1 });
    assertEquals(await runDueSchedules(t.deps, at), 1);
    assertEquals(await runDueSchedules(t.deps, at), 0, "once");
    const page = (await c.get(`${PAGE}/${id}`)).body.page;
    assertEquals([page.status, page.publishAt], ["published", null]);
    assertEquals(await dueSchedules(t.deps.kv, at + 10 * SCHEDULE_CLAIM_MS), []);
  }));
