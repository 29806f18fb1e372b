/**
 * Deleting a library file that published pages use (issue 19): refused with ML_08 and the pages
 * named, unless the request confirms; the link report then lists what pages miss.
 */
import { Image } from "imagescript";
import { assertEquals } from "../../_utils/assert.ts";
import { codes, type TestClient, withTestApp } from "../../_utils/app.ts";
import { createTestPage, PAGE_API } from "../../_utils/pages.ts";

const LIB = "/api/ximblox/medialib";

async function uploadPng(c: TestClient, name: string): Promise<{ id: number }> {
  const form = new FormData();
  form.append("path", "/");
  const bytes = await new Image(64, 48).fill(0x3366ccff).encode();
  form.append("f", new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "image/png" }));
  const res = await c.request("POST", `${LIB}/add-file`, { body: form });
  assertEquals(res.status, 200, res.raw);
  return res.body.file;
}

function imageBlock(fileID: number, key = "i") {
  return { type: "image", key, props: { image: { fileID, cropParams: null }, altText: "" } };
}

Deno.test("delete-file of a file published pages use is refused with ML_08 naming them, unless confirmed", () =>
  withTestApp(async (t) => {
    const c = await t.signedIn(1);
    const file = await uploadPng(c, "team.png");
    const live = await createTestPage(c, {
      title: "Our team",
      slug: "team",
      content: [imageBlock(file.id)],
    });
    await c.post(`${PAGE_API}/${live.pageID}/publish`);
    // A draft-only use does not block (nothing public breaks), but is still shown in the report.
    const draft = await createTestPage(c, {
      title: "Draft",
      slug: "draft",
      content: [imageBlock(file.id)],
    });

    const refused = await c.post(`${LIB}/delete-file`, { id: file.id });
    assertEquals(refused.status, 409, refused.raw);
    assertEquals(refused.body.Success, false);
    assertEquals(refused.body.Errors, [{ property: "id", code: "ML_08" }]);
    assertEquals(refused.body.pages, [
      { pageID: live.pageID, title: "Our team", locale: "en-gb", slug: "team" },
    ]);
    assertEquals((await c.post(`${LIB}/get-file`, { id: file.id })).status, 200, "still there");
    assertEquals(codes(await c.post(`${LIB}/delete-file`, { id: file.id, confirm: "yes" })), [
      "V_12",
    ]);

    const done = await c.post(`${LIB}/delete-file`, { id: file.id, confirm: true });
    assertEquals(done.status, 200, done.raw);
    assertEquals(codes(await c.post(`${LIB}/get-file`, { id: file.id })).length, 1, "gone");

    // The link report lists the pages that now miss the file: the live one and the draft.
    const report = await c.get(`${PAGE_API}/link-report`);
    assertEquals(report.status, 200);
    const missing = report.body.media.map((m: Record<string, unknown>) => [
      m.pageID,
      m.fileID,
      m.blockKey,
      m.live,
    ]).sort((x: number[], y: number[]) => x[0] - y[0]);
    assertEquals(missing, [[live.pageID, file.id, "i", true], [draft.pageID, file.id, "i", false]]);

    // A file no published page uses goes at once.
    const spare = await uploadPng(c, "spare.png");
    assertEquals((await c.post(`${LIB}/delete-file`, { id: spare.id })).status, 200);
  }));
