/**
 * What a reviewer accepted or a publisher scheduled is pinned by revision: content stored after a
 * publication request or a scheduled publish is never published by them.
 */
import { assert, assertEquals } from "../../_utils/assert.ts";
import { codes, type TestApp, type TestClient, withTestApp as withApp } from "../../_utils/app.ts";
import { createTestPage, PAGE_API as PAGE } from "../../_utils/pages.ts";
import { getPageEntry } from "../../../lib/db/pages.ts";
import { getVersionEntry } from "../../../lib/db/versions.ts";
import { replaceBlocks } from "../../../lib/db/block_rewrite.ts";
import type { Block } from "../../../lib/content/blocks/index.ts";
import { runDueSchedules } from "../../../lib/ops/pages/schedule_page.ts";

const heading = (text: string) => ({ type: "heading", key: "h", props: { text } });

async function fetchVersion(c: TestClient, id: number) {
  const res = await c.get(`${PAGE}/version/fetch/${id}`);
  assertEquals(res.status, 200, JSON.stringify(res.body));
  return res.body.pageVersion;
}

/** Stores `text` as the only heading of the version, from what is stored now. */
async function storeText(c: TestClient, versionID: number, text: string) {
  const v = await fetchVersion(c, versionID);
  return await c.post(`${PAGE}/version/${versionID}/store`, {
    ...v,
    title: text,
    blocks: [heading(text)],
  });
}

/** The live heading of a slug for an anonymous visitor, or null when nothing is live. */
async function liveText(t: TestApp, slug: string): Promise<string | null> {
  const res = await t.client().post(`${PAGE}/get-by-slug`, { slug });
  if (res.status === 404) return null;
  assertEquals(res.status, 200);
  return res.body.page.content[0].props.text;
}

async function setUp(t: TestApp, slug: string) {
  const editor = await t.signedIn(2);
  const publisher = await t.signedIn(3);
  const page = await createTestPage(editor, {
    slug,
    title: "Reviewed",
    content: [heading("Reviewed")],
  });
  return { editor, publisher, ...page };
}

Deno.test("a store after a request supersedes it; accepting the changed version is PM_02", () =>
  withApp(async (t) => {
    const { editor, publisher, pageID, pageVersionID } = await setUp(t, "pinned");
    const req = await editor.post(`${PAGE}/${pageID}/request-publication`, { comment: "ok?" });
    assertEquals(req.status, 200);
    const stored = await storeText(editor, pageVersionID, "Unreviewed");
    assertEquals(stored.status, 200, JSON.stringify(stored.body));
    assertEquals(stored.body.pageVersionID, pageVersionID);

    // Closed as superseded by the store, in the same commit; the version no longer waits.
    assertEquals((await fetchVersion(editor, pageVersionID)).hasPublicationRequest, false);
    const trail = (await editor.get(`${PAGE}/${pageID}/publication-requests`)).body.items;
    assertEquals(trail.map((r: { status: string }) => r.status), ["superseded"]);
    assertEquals((await publisher.get(`${PAGE}/fetch-request`)).body.items, []);

    const accept = await publisher.post(`${PAGE}/version/${pageVersionID}/accept-publication`, {
      feedback: "Looks good",
    });
    assertEquals(accept.status, 409);
    assertEquals(codes(accept), ["PM_02"]);
    assertEquals(await liveText(t, "pinned"), null, "nothing unreviewed went live");
    // Sent again, the new content can be accepted.
    await editor.post(`${PAGE}/${pageID}/request-publication`, { comment: "again" });
    const ok = await publisher.post(`${PAGE}/version/${pageVersionID}/accept-publication`, {});
    assertEquals(ok.status, 200);
    assertEquals(await liveText(t, "pinned"), "Unreviewed");
  }));

Deno.test("accept checks the pinned revision: content changed in place is never accepted", () =>
  withApp(async (t) => {
    const { editor, publisher, pageID, pageVersionID } = await setUp(t, "in-place");
    await editor.post(`${PAGE}/${pageID}/request-publication`, { comment: "" });
    // A change that bypasses the store (as a link rewrite does): the page's revision moves on.
    const version = await getVersionEntry(t.deps.kv, pageVersionID);
    const page = await getPageEntry(t.deps.kv, pageID);
    await replaceBlocks(
      t.deps.kv,
      version as Deno.KvEntry<NonNullable<typeof version.value>>,
      [heading("Changed in place") as unknown as Block],
      page as Deno.KvEntry<NonNullable<typeof page.value>>,
    );
    const accept = await publisher.post(`${PAGE}/version/${pageVersionID}/accept-publication`, {});
    assertEquals(codes(accept), ["PM_02"]);
    assertEquals(await liveText(t, "in-place"), null);
    // Still open: the reviewer may reject it with feedback.
    const reject = await publisher.post(`${PAGE}/version/${pageVersionID}/reject-publication`, {
      feedback: "Changed since",
    });
    assertEquals(reject.status, 200);
  }));

Deno.test("the review dialog's accept publishes the request it showed, or nothing", () =>
  withApp(async (t) => {
    const { editor, publisher, pageID, pageVersionID } = await setUp(t, "dialog");
    const first = await editor.post(`${PAGE}/${pageID}/request-publication`, { comment: "v1" });
    // The reviewer opens the dialog: request v1 and the version as it is now.
    const shown = (await publisher.get(`${PAGE}/fetch-request`)).body.items[0];
    assertEquals(shown.id, first.body.requestID);
    assertEquals((await fetchVersion(publisher, pageVersionID)).blocks[0].props.text, "Reviewed");
    // Meanwhile the editor stores other content and sends it again.
    await storeText(editor, pageVersionID, "Sneaked in");
    const second = await editor.post(`${PAGE}/${pageID}/request-publication`, { comment: "v2" });
    assertEquals(second.status, 200);
    const stale = await publisher.post(`${PAGE}/version/${pageVersionID}/accept-publication`, {
      feedback: "",
      requestID: shown.id,
    });
    assertEquals(codes(stale), ["PM_02"]);
    assertEquals(await liveText(t, "dialog"), null);
    const current = await publisher.post(`${PAGE}/version/${pageVersionID}/accept-publication`, {
      feedback: "",
      requestID: second.body.requestID,
    });
    assertEquals(current.status, 200);
    assertEquals(await liveText(t, "dialog"), "Sneaked in");
  }));

Deno.test("a store racing an accept never publishes unreviewed content", () =>
  withApp(async (t) => {
    for (let i = 0; i < 9; i++) {
      const slug = `race-${i}`;
      const { editor, publisher, pageID, pageVersionID } = await setUp(t, slug);
      await editor.post(`${PAGE}/${pageID}/request-publication`, { comment: "" });
      const v = await fetchVersion(editor, pageVersionID);
      const [stored, accepted] = await Promise.all([
        editor.post(`${PAGE}/version/${pageVersionID}/store`, {
          ...v,
          blocks: [heading("Unreviewed")],
        }),
        // The accept starts at once or a little after the store, so either may win.
        new Promise((r) => setTimeout(r, i % 3)).then(() =>
          publisher.post(`${PAGE}/version/${pageVersionID}/accept-publication`, {})
        ),
      ]);
      assert(stored.status === 200 || accepted.status === 200, `${stored.raw} ${accepted.raw}`);
      const live = await liveText(t, slug);
      assert(live === null || live === "Reviewed", `${slug}: ${live}`);
      assertEquals(live === "Reviewed", accepted.status === 200);
    }
  }));

Deno.test("a store after scheduling cancels the scheduled publish and says so", () =>
  withApp(async (t) => {
    const { editor, publisher, pageID, pageVersionID } = await setUp(t, "planned");
    const at = Date.now() + 60_000;
    const later = at + 60_000;
    const set = await publisher.post(`${PAGE}/${pageID}/schedule`, {
      publishAt: new Date(at).toISOString(),
      unpublishAt: new Date(later).toISOString(),
    });
    assertEquals(set.status, 200);
    assertEquals((await storeText(editor, pageVersionID, "Unscheduled")).status, 200);
    const page = (await editor.get(`${PAGE}/${pageID}`)).body.page;
    assertEquals(page.publishAt, null, "the editor sees that the publish is off");
    assertEquals(page.unpublishAt, new Date(later).toISOString(), "unpublishing stays planned");
    assertEquals(await runDueSchedules(t.deps, at + 1), 0);
    assertEquals(await liveText(t, "planned"), null);
    const list = (await editor.post(`${PAGE}/list`, {})).body.items;
    assertEquals(list.find((p: { id: number }) => p.id === pageID).publishAt, null);
  }));

Deno.test("a scheduled publish publishes the pinned content or nothing", () =>
  withApp(async (t) => {
    const { publisher, pageID, pageVersionID } = await setUp(t, "pinned-plan");
    const at = Date.now() + 60_000;
    await publisher.post(`${PAGE}/${pageID}/schedule`, { publishAt: new Date(at).toISOString() });
    const version = await getVersionEntry(t.deps.kv, pageVersionID);
    const page = await getPageEntry(t.deps.kv, pageID);
    await replaceBlocks(
      t.deps.kv,
      version as Deno.KvEntry<NonNullable<typeof version.value>>,
      [heading("Changed in place") as unknown as Block],
      page as Deno.KvEntry<NonNullable<typeof page.value>>,
    );
    await runDueSchedules(t.deps, at + 1);
    assertEquals(await liveText(t, "pinned-plan"), null);
    assertEquals((await publisher.get(`${PAGE}/${pageID}`)).body.page.publishAt, null);

    // Unchanged since scheduling: published when due.
    const other = await createTestPage(publisher, {
      slug: "kept-plan",
      content: [heading("Kept")],
    });
    await publisher.post(`${PAGE}/${other.pageID}/schedule`, {
      publishAt: new Date(at).toISOString(),
    });
    assertEquals(await runDueSchedules(t.deps, at + 1), 1);
    assertEquals(await liveText(t, "kept-plan"), "Kept");
  }));
