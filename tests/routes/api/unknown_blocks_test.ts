/**
 * "Blocks missing from the block registry are skipped" (issue 19): a stored version
 * holding a block whose type is no longer registered opens, and is saved with that block kept
 * (unchanged, anywhere in the order) or removed. A client cannot invent an unknown block, nor
 * change one it was given, and a malformed known block is still refused.
 */
import { assertEquals } from "../../_utils/assert.ts";
import { codes, type TestClient, withTestApp as withApp } from "../../_utils/app.ts";
import { createTestPage, PAGE_API as PAGE, plantStoredBlock } from "../../_utils/pages.ts";
import type { Block } from "../../../lib/content/blocks/index.ts";
import { getVersionEntry } from "../../../lib/db/versions.ts";
import { readBlocks } from "../../../lib/db/version_blocks.ts";
import type { Deps } from "../../../lib/ops/deps.ts";

const RETIRED = {
  type: "retired-widget",
  key: "old1",
  props: { colour: "teal", items: [1, 2] },
  anchorPoint: "",
  __images: {},
  __files: {},
};

/** A page whose stored draft holds a heading and a block of a type no longer registered. */
async function pageWithRetiredBlock(deps: Deps, c: TestClient) {
  const ids = await createTestPage(c);
  await plantStoredBlock(deps.kv, ids, RETIRED);
  return ids;
}

async function fetchVersion(c: TestClient, id: number) {
  const res = await c.get(`${PAGE}/version/fetch/${id}`);
  assertEquals(res.status, 200, res.raw);
  return res.body.pageVersion;
}

Deno.test("a version with an unregistered block opens and is saved with it kept or removed", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    const { pageVersionID } = await pageWithRetiredBlock(t.deps, c);
    const v = await fetchVersion(c, pageVersionID);
    const retired = v.blocks.find((b: Block) => b.key === "old1");
    assertEquals(retired?.type, "retired-widget");

    // Kept as it is, moved to the top, the heading edited: saved.
    const heading = v.blocks.find((b: Block) => b.key !== "old1");
    const kept = await c.post(`${PAGE}/version/${pageVersionID}/store`, {
      ...v,
      blocks: [retired, { ...heading, props: { ...heading.props, text: "Edited" } }],
    });
    assertEquals(kept.status, 200, kept.raw);
    const stored = await readBlocks(
      t.deps.kv,
      (await getVersionEntry(t.deps.kv, pageVersionID)).value!,
    );
    assertEquals(stored.map((b) => b.key), ["old1", heading.key]);
    assertEquals(stored[0], RETIRED);

    // Removed: saved too, and gone.
    const again = await fetchVersion(c, pageVersionID);
    const removed = await c.post(`${PAGE}/version/${pageVersionID}/store`, {
      ...again,
      blocks: again.blocks.filter((b: Block) => b.key !== "old1"),
    });
    assertEquals(removed.status, 200, removed.raw);
    const after = await fetchVersion(c, pageVersionID);
    assertEquals(after.blocks.map((b: Block) => b.key), [heading.key]);
  }));

Deno.test("an unregistered block cannot be invented or changed; known blocks are still checked", () =>
  withApp(async (t) => {
    const c = await t.signedIn(2);
    const { pageVersionID } = await pageWithRetiredBlock(t.deps, c);
    const v = await fetchVersion(c, pageVersionID);
    const heading = v.blocks.find((b: Block) => b.key !== "old1");
    const retired = v.blocks.find((b: Block) => b.key === "old1");
    const cases: [string, unknown[], string][] = [
      ["changed props", [heading, { ...retired, props: { colour: "red" } }], "blocks.1.type"],
      ["another key", [heading, { ...retired, key: "old2" }], "blocks.1.type"],
      ["invented", [heading, retired, { ...retired, key: "new1", type: "x" }], "blocks.2.type"],
      ["malformed known", [{ ...heading, props: { text: 5 } }, retired], "blocks.0.props.text"],
    ];
    for (const [what, blocks, property] of cases) {
      const fresh = await fetchVersion(c, pageVersionID);
      const res = await c.post(`${PAGE}/version/${pageVersionID}/store`, { ...fresh, blocks });
      assertEquals(res.status, 400, `${what}: ${res.raw}`);
      assertEquals(
        res.body.Errors.some((e: { property: string }) => e.property === property),
        true,
        `${what}: ${res.raw}`,
      );
      assertEquals(codes(res).length > 0, true);
    }
    // A new page cannot start with one either.
    const created = await c.post(`${PAGE}/create`, {
      title: "T",
      slug: "t-unknown",
      type: "page",
      locale: "en-gb",
      content: [RETIRED],
    });
    assertEquals(created.status, 400, created.raw);
    assertEquals(codes(created), ["V_12"]);
  }));
