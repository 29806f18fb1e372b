import { assert, assertEquals } from "../../_utils/assert.ts";
import { type TestClient, withTestApp } from "../../_utils/app.ts";
import type { Block } from "../../../lib/content/blocks/index.ts";
import { keys } from "../../../lib/db/keys.ts";
import {
  linkTargetsOf,
  MAX_INDEXED_TARGETS,
  setVersionLinksIn,
  type VersionLinks,
  versionsLinkingTo,
} from "../../../lib/db/link_index.ts";
import { getPage } from "../../../lib/db/pages.ts";
import { readBlocks } from "../../../lib/db/version_blocks.ts";
import { type VersionRecord } from "../../../lib/db/page_records.ts";

const PAGE = "/api/ximblox/page";

const button = (key: string, value: string) => ({
  type: "button",
  key,
  props: { label: "Go", link: { kind: "internal", value } },
});
const text = (key: string, html: string) => ({ type: "text", key, props: { html } });
const heading = (key: string, t: string) => ({ type: "heading", key, props: { text: t } });

async function create(c: TestClient, slug: string, content: unknown[], locale = "en-gb") {
  const res = await c.post(`${PAGE}/create`, { title: slug, slug, type: "page", locale, content });
  assertEquals(res.status, 201, JSON.stringify(res.body));
  return res.body as { pageID: number; pageVersionID: number };
}

async function store(c: TestClient, versionID: number, blocks: unknown[]) {
  const v = (await c.get(`${PAGE}/version/fetch/${versionID}`)).body.pageVersion;
  const res = await c.post(`${PAGE}/version/${versionID}/store`, { ...v, blocks });
  assertEquals(res.status, 200, JSON.stringify(res.body));
  return res.body as { pageVersionID: number; revision: string };
}

/** Version ids indexed as linking to (locale, slug), default locale en-gb. */
async function linking(kv: Deno.Kv, slug: string, locale = "en-gb"): Promise<number[]> {
  const found = await versionsLinkingTo(kv, { locale, slug, defaultLocale: "en-gb" });
  return [...found.keys()].sort((a, b) => a - b);
}

/**
 * The whole index agrees with the stored blocks: every version's entry lists exactly its
 * links' targets, and every link_refs key belongs to an existing version that lists it.
 */
async function assertConsistent(kv: Deno.Kv): Promise<void> {
  const expected = new Set<string>();
  for await (const e of kv.list<VersionRecord>({ prefix: ["page_versions"] })) {
    const v = e.value;
    const page = await getPage(kv, v.pageID);
    if (!page) continue;
    const targets = linkTargetsOf(await readBlocks(kv, v), page.locale);
    const entry = (await kv.get<VersionLinks>(keys.versionLinks(v.id))).value;
    assert(entry, `version ${v.id} is indexed`);
    const overflow = await kv.get(keys.linkOverflow(v.id));
    if ("overflow" in entry) {
      assert(targets.length > MAX_INDEXED_TARGETS && overflow.value === v.pageID);
      continue;
    }
    assertEquals(overflow.versionstamp, null);
    const sort = (t: readonly (readonly [string, string])[]) => t.map((x) => x.join("|")).sort();
    assertEquals(sort(entry.targets), sort(targets), `version ${v.id}`);
    for (const [locale, slug] of targets) expected.add(`${locale}|${slug}|${v.id}|${v.pageID}`);
  }
  const actual = new Set<string>();
  for await (const e of kv.list<number>({ prefix: ["link_refs"] })) {
    const [, locale, slug, versionID] = e.key as [string, string, string, number];
    actual.add(`${locale}|${slug}|${versionID}|${e.value}`);
  }
  assertEquals([...actual].sort(), [...expected].sort());
  for await (const e of kv.list({ prefix: ["version_links"] })) {
    const id = e.key[1] as number;
    const exists = await kv.get(keys.version(id));
    assert(exists.versionstamp !== null, `no index entry outlives its version ${id}`);
  }
}

Deno.test("linkTargetsOf() finds buttons and rich-text paths, settings-independent", () => {
  const blocks = [
    button("a", "prices"),
    button("b", "nl-nl/over-ons"),
    button("c", "de-de"),
    text("t", '<p><a href="/prices#x">p</a> <a href="/fr-fr/prix?y=1">f</a> <a href="/">h</a></p>'),
    text("u", '<a href="https://example.org/x">out</a> <a href="/Not Valid">bad</a>'),
  ] as unknown as Block[];
  const targets = linkTargetsOf(blocks, "nl-nl").map((t) => t.join("|")).sort();
  // Bare button slugs are of the page's own locale; unprefixed paths of "the default" ("").
  const expected = ["|/", "|prices", "de-de|/", "fr-fr|prix", "nl-nl|over-ons", "nl-nl|prices"];
  assertEquals(targets, expected.sort());
});

Deno.test("the link index follows create, store, archive, store over published and delete", () =>
  withTestApp(async (t) => {
    const kv = t.deps.kv;
    const c = await t.signedIn(1);
    const target = await create(c, "prices", [heading("h", "Prices")]);
    const a = await create(c, "a", [button("b", "prices")]);
    const b = await create(c, "b", [text("t", '<p><a href="/prices">x</a></p>')]);
    await create(c, "c", [heading("h", "No links")]);
    assertEquals(await linking(kv, "prices"), [a.pageVersionID, b.pageVersionID]);
    await assertConsistent(kv);

    // Storing the draft: the draft now links elsewhere; its archived earlier state still links.
    await store(c, a.pageVersionID, [button("b", "contact")]);
    const archivedA = (await linking(kv, "prices")).filter((id) => id !== b.pageVersionID);
    assertEquals(archivedA.length, 1);
    assert(archivedA[0] !== a.pageVersionID, "the archive, not the draft, links to prices");
    assertEquals(await linking(kv, "contact"), [a.pageVersionID]);
    await assertConsistent(kv);

    // Store over the published version: a new draft (new id) with its own entries.
    await c.post(`${PAGE}/${b.pageID}/publish`);
    const draftB = await store(c, b.pageVersionID, [
      text("t", '<p><a href="/prices">x</a> <a href="/nl-nl/over">nl</a></p>'),
    ]);
    assert(draftB.pageVersionID !== b.pageVersionID);
    assertEquals(await linking(kv, "over", "nl-nl"), [draftB.pageVersionID]);
    assert((await linking(kv, "prices")).includes(draftB.pageVersionID));
    await assertConsistent(kv);

    // Deleting a page removes its versions' entries.
    await c.post(`${PAGE}/${a.pageID}/delete`);
    assertEquals(await linking(kv, "contact"), []);
    await assertConsistent(kv);
    assert(target.pageID > 0);
  }));

Deno.test("the link index follows restore, duplicate and translation", () =>
  withTestApp(async (t) => {
    const kv = t.deps.kv;
    const c = await t.signedIn(1);
    await create(c, "prices", [heading("h", "Prices")]);
    const a = await create(c, "a", [button("b", "prices")]);
    await store(c, a.pageVersionID, [button("b", "contact")]);
    const history = (await c.get(`${PAGE}/${a.pageID}/versions`)).body.items;
    const first = history.find((h: { number: number }) => h.number === 1);
    const restored = await c.post(`${PAGE}/version/${first.id}/restore`);
    assertEquals(restored.status, 200, JSON.stringify(restored.body));
    assert((await linking(kv, "prices")).includes(a.pageVersionID), "the draft links again");
    await assertConsistent(kv);

    const dup = await c.post(`${PAGE}/duplicate`, {
      pageID: a.pageID,
      locale: "en-gb",
      title: "Copy",
      slug: "a-copy",
    });
    assertEquals(dup.status, 201, JSON.stringify(dup.body));
    assert((await linking(kv, "prices")).includes(dup.body.pageVersionID));
    const nl = await c.post(`${PAGE}/create-translation`, {
      pageID: a.pageID,
      newLocale: "nl-nl",
      title: "Vertaling",
      slug: "a",
    });
    assertEquals(nl.status, 201, JSON.stringify(nl.body));
    // No Dutch prices page: the translation keeps linking to the English one.
    assert((await linking(kv, "prices")).includes(nl.body.pageVersionID));
    await assertConsistent(kv);
  }));

Deno.test("a slug change rewrites only the versions that link to the page", () =>
  withTestApp(async (t) => {
    const kv = t.deps.kv;
    const c = await t.signedIn(1);
    const target = await create(c, "prices", [heading("h", "Prices")]);
    const a = await create(c, "a", [button("b", "prices")]);
    await store(c, a.pageVersionID, [button("b", "prices"), heading("h", "More")]);
    const nl = await create(c, "b", [button("b", "en-gb/prices")], "nl-nl");
    const others: number[] = [];
    for (let i = 0; i < 10; i++) {
      others.push((await create(c, `other-${i}`, [button("b", "contact")])).pageVersionID);
    }
    const stamps = async () =>
      (await kv.getMany(others.map((id) => keys.version(id)))).map((e) => e.versionstamp);
    const before = await stamps();
    const linkingBefore = await linking(kv, "prices");

    assertEquals(linkingBefore.length, 3, "draft, its archive, and the Dutch page");

    const res = await c.put(`${PAGE}/${target.pageID}/save`, {
      id: target.pageID,
      slug: "tariffs",
      shouldUpdateLinks: true,
    });
    assertEquals(res.body.updatedLinks, 3);
    assertEquals(await stamps(), before, "versions that do not link are not written");
    assertEquals(await linking(kv, "prices"), []);
    assertEquals(await linking(kv, "tariffs"), linkingBefore);
    const nlBlocks = (await c.get(`${PAGE}/version/fetch/${nl.pageVersionID}`)).body.pageVersion
      .blocks;
    assertEquals(nlBlocks[0].props.link.value, "en-gb/tariffs");
    await assertConsistent(kv);
  }));

Deno.test("a version with more targets than one commit should carry is read on every change", () =>
  withTestApp(async (t) => {
    const kv = t.deps.kv;
    const c = await t.signedIn(1);
    const many = Array.from(
      { length: MAX_INDEXED_TARGETS + 1 },
      (_, i) => button(`b${i}`, `p${i}`),
    );
    const big = await create(c, "big", many);
    const entry = (await kv.get<VersionLinks>(keys.versionLinks(big.pageVersionID))).value;
    assertEquals(entry, { overflow: true });
    assertEquals(await linking(kv, "anything"), [big.pageVersionID]);
    const target = await create(c, "p7", [heading("h", "Seven")]);
    const res = await c.put(`${PAGE}/${target.pageID}/save`, {
      id: target.pageID,
      slug: "seven",
      shouldUpdateLinks: true,
    });
    assertEquals(res.body.updatedLinks, 1);
    const blocks = (await c.get(`${PAGE}/version/fetch/${big.pageVersionID}`)).body.pageVersion
      .blocks;
    assertEquals(blocks[7].props.link.value, "seven");
    // Back under the bound: indexed one by one again; only its archived state still overflows.
    await store(c, big.pageVersionID, [button("b", "seven")]);
    const overflowing = await linking(kv, "anything");
    assertEquals(overflowing.length, 1);
    assert(overflowing[0] !== big.pageVersionID);
    assert((await linking(kv, "seven")).includes(big.pageVersionID));
    await assertConsistent(kv);
  }));

Deno.test("setVersionLinksIn() refuses to index a version whose entry changed since read", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const op1 = setVersionLinksIn(kv.atomic(), {
      versionID: 1,
      pageID: 1,
      previous: null,
      targets: [["en-gb", "x"]],
    });
    assert((await op1.commit()).ok);
    // A second writer that believed the version new must fail, not leave "x" behind.
    const op2 = setVersionLinksIn(kv.atomic(), {
      versionID: 1,
      pageID: 1,
      previous: null,
      targets: [["en-gb", "y"]],
    });
    assert(!(await op2.commit()).ok);
  } finally {
    kv.close();
  }
});
