/**
 * Export → import is exact: the demo site (SEED=demo) plus uploaded media, a form submission, a
 * newsletter subscriber, a redirect, a menu, tags, a second user and role and a page history is
 * exported by `deno task export` from its store file and imported by `deno task import` into an
 * empty one; then both stores, each served by the real application, answer the same: every
 * published page byte for byte, the admin API for everything the site's people made. Sessions
 * are not carried (an old session cookie is refused) and the search index is rebuilt.
 */
import { Image } from "imagescript";
import { publicPath } from "../../lib/content/slugs.ts";
import { isCarried } from "../../lib/db/archive_scope.ts";
import { submitForm } from "../../lib/ops/forms/_submit_form.ts";
import { signupsSettled } from "../../lib/ops/newsletter/subscribe.ts";
import { startTestApp, type TestApp, type TestClient } from "../_utils/app.ts";
import { assert, assertEquals } from "../_utils/assert.ts";
import { sha256Hex } from "../_utils/hash.ts";
import { PAGE_API } from "../_utils/pages.ts";
import { linkIn } from "../_utils/smtp.ts";
import { runTask } from "../_utils/process.ts";
import { archiveLines, dumpStore } from "./_archive.ts";

const API = "/api/ximblox";
const PASSWORD = "Staff-pass-1!";

/** What the site's people make, through the API (and the form submission through its op). */
async function addContent(t: TestApp, admin: TestClient) {
  // Media: a PNG and a PDF.
  const png = await new Image(40, 30).fill(0x3366ccff).encode();
  const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
  for (
    const [bytes, name, type] of [[png, "photo.png", "image/png"], [
      pdf,
      "doc.pdf",
      "application/pdf",
    ]] as const
  ) {
    const form = new FormData();
    form.append("path", "/");
    form.append("f", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
    const res = await admin.request("POST", `${API}/medialib/add-file`, { body: form });
    assertEquals(res.status, 200, res.raw);
  }
  // A page with a history of several versions, tags, published, then moved (a redirect).
  const created = await admin.post(`${PAGE_API}/create`, {
    title: "Export page",
    slug: "export-page",
    type: "page",
    locale: "en-gb",
    content: [{ type: "heading", key: "h", props: { text: "Zebracrossing one" } }],
    typeData: {},
  });
  assertEquals(created.status, 201, created.raw);
  const pageID = created.body.pageID;
  for (const text of ["Zebracrossing two", "Zebracrossing three"]) {
    const v = (await admin.get(`${PAGE_API}/${pageID}`)).body.page.pageVersion;
    const stored = await admin.post(`${PAGE_API}/version/${v.id}/store`, {
      ...v,
      blocks: [{ type: "heading", key: "h", props: { text } }],
      tags: ["Export"],
      privateTags: ["Internal"],
    });
    assertEquals(stored.status, 200, stored.raw);
  }
  assertEquals((await admin.post(`${PAGE_API}/${pageID}/publish`)).status, 200);
  const moved = await admin.put(`${PAGE_API}/${pageID}/save`, {
    id: pageID,
    slug: "export-page-moved",
    shouldUpdateLinks: false,
  });
  assertEquals(moved.status, 200, moved.raw);
  // A menu.
  const menu = (await admin.get(`${API}/menu/en-gb/main`)).body.menu;
  const link = { kind: "internal", pageID };
  const item = { id: "x1", title: "Export", link, children: [] };
  const savedMenu = await admin.put(`${API}/menu/en-gb/main`, {
    items: [...menu.items, item],
    revision: menu.revision,
  });
  assertEquals(savedMenu.status, 200, savedMenu.raw);
  // A second role and a user with it (signed in: a session that must not be carried).
  const role = await admin.post(`${API}/user/roles`, {
    name: "Dutch editor",
    permissions: [{ name: "edit-page", parameters: { locales: ["nl-nl"] } }],
  });
  assertEquals(role.status, 201, role.raw);
  const editor = await t.signedIn(role.body.role.ID, {
    email: "editor@example.com",
    password: PASSWORD,
  });
  // A form template and a submission.
  const template = await admin.post(`${API}/forms`, {
    name: "Contact",
    receiverEmail: "desk@example.com",
    confirmationTitle: "Thank you",
    confirmationText: "We will answer.",
    fields: [{ id: "name", label: "Name", kind: "short-text", limit: 50 }],
  });
  assertEquals(template.status, 201, template.raw);
  const submitted = await submitForm(t.deps, {
    templateID: template.body.template.id,
    values: { name: "Jan" },
  });
  assert(submitted.ok, JSON.stringify(submitted));
  // A newsletter subscriber, confirmed; the welcome mail's unsubscribe link is kept.
  await t.client().post(`${API}/newsletter/subscribe`, {
    name: "Anna",
    email: "anna@example.com",
    locale: "en-gb",
  });
  await signupsSettled();
  const confirmMail = await t.smtp.waitFor("anna@example.com");
  const confirm = linkIn(confirmMail, `${t.deps.config.publicUrl}/newsletter/confirm/`);
  const confirmed = await t.app.request(confirm.replace(t.deps.config.publicUrl, ""), {
    method: "POST",
  });
  assertEquals(confirmed.status, 200);
  const unsubscribe = linkIn(confirmMail, `${t.deps.config.publicUrl}/newsletter/unsubscribe/`);
  return { pageID, editor, unsubscribe: unsubscribe.replace(t.deps.config.publicUrl, "") };
}

/** Versionstamp-based revisions (optimistic-locking tokens) differ between stores by nature. */
function withoutRevisions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRevisions);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).filter(([k]) => k !== "revision").map((
      [k, v],
    ) => [k, withoutRevisions(v)]),
  );
}

/** Everything the admin API shows of the site, as one comparable object. */
async function adminView(t: TestApp, admin: TestClient): Promise<Record<string, unknown>> {
  const view: Record<string, unknown> = {};
  const get = async (path: string, body?: unknown) => {
    const res = body === undefined
      ? await admin.get(`${API}${path}`)
      : await admin.post(`${API}${path}`, body);
    assertEquals(res.status, 200, `${path}: ${res.raw}`);
    return withoutRevisions(res.body);
  };
  const settings = await get("/settings/get") as { availableLocales: string[] };
  view.settings = settings;
  const list = await get("/page/list", { pageSize: 200 }) as { items: { id: number }[] };
  view.pages = list;
  for (const { id } of list.items) {
    view[`page ${id}`] = await get(`/page/${id}`);
    const history = await get(`/page/${id}/versions`) as { items: { id: number }[] };
    view[`history ${id}`] = history;
    for (const v of history.items) {
      view[`version ${v.id}`] = await get(`/page/version/fetch/${v.id}`);
    }
  }
  view.users = await get("/user/list");
  view.roles = await get("/user/roles");
  for (const locale of settings.availableLocales) {
    view[`menus ${locale}`] = await get(`/menu/${locale}`);
  }
  view.tags = await get("/tags/fetch");
  view.privateTags = await get("/tags/fetch-private");
  const dir = await get("/medialib/get-dir", { path: "/" }) as { files: { id: number }[] };
  view.media = dir;
  for (const file of dir.files) {
    const res = await t.app.request(`${API}/medialib/file/${file.id}`, {
      headers: { Cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    assertEquals(res.status, 200);
    view[`media bytes ${file.id}`] = sha256Hex(await res.bytes());
  }
  const forms = await get("/forms") as { templates: { id: number }[] };
  view.forms = forms;
  for (const f of forms.templates) {
    view[`form ${f.id}`] = await get(`/forms/${f.id}`);
    view[`submissions ${f.id}`] = await get(`/forms/${f.id}/submissions`);
  }
  view.subscribers = await get("/newsletter/list", { pageSize: 100 });
  return view;
}

/** Every published page's HTML, by path (request-dependent headers are not compared). */
async function publicSite(t: TestApp): Promise<Map<string, string>> {
  const settings = (await t.client().get(`${API}/settings/get`)).body;
  const out = new Map<string, string>();
  for await (const e of t.deps.kv.list({ prefix: ["published"] })) {
    const [, locale, slug] = e.key as [string, string, string];
    const path = publicPath(slug, locale, settings.defaultLocale);
    const res = await t.app.request(path);
    out.set(path, `${res.status} ${res.headers.get("Content-Type")}\n${await res.text()}`);
  }
  return out;
}

Deno.test("export → import into an empty store answers the same site and admin API", async () => {
  const dir = await Deno.makeTempDir();
  const source = `${dir}/source.kv`;
  const target = `${dir}/target.kv`;
  const archive = `${dir}/site.jsonl.gz`;
  try {
    // The source: the demo site and what people added, written to a store file; what its public
    // site and admin API answer then.
    const a = await startTestApp({ KV_PATH: source, SEED: "demo" });
    let added, siteA, viewA, oldAdminCookies, image, imageA;
    try {
      const admin = await a.client().signIn("admin@example.com", "Admin-pass-1!");
      oldAdminCookies = new Map(admin.cookies);
      added = await addContent(a, admin);
      siteA = await publicSite(a);
      viewA = await adminView(a, admin);
      // An image rendition a visitor asked for: kept in the store, derived data.
      image = [...siteA.values()].join("\n").match(/src="(\/media\/\d+\/w\d+\/[^"]+)"/)![1]
        .replaceAll("&amp;", "&");
      const drawn = await a.app.request(image);
      assertEquals(drawn.status, 200);
      imageA = sha256Hex(await drawn.bytes());
    } finally {
      await a.close();
    }

    const exported = await runTask("export", [archive], { KV_PATH: source });
    assertEquals(exported.code, 0, exported.stderr);
    assert(/Exported \d+ records \(\d+ blobs\)/.test(exported.stdout), exported.stdout);
    assertEquals(
      (await Deno.stat(archive)).mode! & 0o777,
      0o600,
      "the archive is the owner's only",
    );
    const imported = await runTask("import", [archive], { KV_PATH: target });
    assertEquals(imported.code, 0, imported.stderr);

    // Store level: every carried entry is there with the same value, and nothing else.
    const sourceEntries = (await dumpStore(source)).filter(([k, v]) =>
      isCarried(JSON.parse(k), JSON.parse(v)) && !k.startsWith('["blob_chunks"') &&
      k !== '["meta","schema"]'
    );
    const targetEntries = (await dumpStore(target)).filter(([k]) =>
      !k.startsWith('["blob_chunks"') && k !== '["meta","schema"]'
    );
    assertEquals(targetEntries, sourceEntries);
    assert(!targetEntries.some(([k]) => k.startsWith('["sessions')), "no sessions carried");
    const lines = await archiveLines(archive);
    const manifest = JSON.parse(lines.at(-1)!).manifest;
    assertEquals(Object.keys(manifest.media).length >= 2, true);
    // Renditions are derived: neither their records nor their bytes are in the archive.
    const renditions = (await dumpStore(source)).filter(([k]) => k.startsWith('["renditions"'));
    assert(renditions.length > 0, "the source kept a rendition");
    assert(!lines.some((l) => l.startsWith('{"k":["renditions"')), "no rendition record carried");
    const renditionBlobs = renditions.map(([, v]) => JSON.parse(v).id);
    assert(!manifest.blobs.some((b: { id: string }) => renditionBlobs.includes(b.id)));

    // The imported store served by the real application: the same answers.
    const b = await startTestApp({ KV_PATH: target, SEED: "demo" });
    try {
      const siteB = await publicSite(b);
      assert(siteA.size > 60, `${siteA.size} published pages`);
      assertEquals([...siteB.keys()], [...siteA.keys()]);
      for (const [path, html] of siteA) assertEquals(siteB.get(path), html, `page ${path}`);
      // The rendition is made again on its first request: the same address, the same bytes.
      const redrawn = await b.app.request(image!);
      assertEquals(redrawn.status, 200);
      assertEquals(sha256Hex(await redrawn.bytes()), imageA);
      // The redirect of the moved page.
      const moved = await b.app.request("/export-page");
      assertEquals([moved.status, moved.headers.get("Location")], [301, "/export-page-moved"]);

      const adminB = await b.client().signIn("admin@example.com", "Admin-pass-1!");
      const viewB = await adminView(b, adminB);
      // Not vacuous: what was added is in the views compared.
      const shown = JSON.stringify(viewA);
      for (const text of ["photo.png", "doc.pdf", "Dutch editor", "editor@example.com", "Jan"]) {
        assert(shown.includes(text), `${text} is in the admin view`);
      }
      for (const text of ["anna@example.com", "Zebracrossing three", "Internal", "Export"]) {
        assert(shown.includes(text), `${text} is in the admin view`);
      }
      const versions = Object.keys(viewA).filter((k) => k.startsWith("version "));
      assert(versions.length >= 70, `${versions.length} versions compared`);
      assertEquals(Object.keys(viewB), Object.keys(viewA));
      for (const key of Object.keys(viewA)) assertEquals(viewB[key], viewA[key], key);

      // Sessions are not carried: the old cookies are refused; the second user signs in anew.
      const stale = b.client();
      stale.cookies = new Map(oldAdminCookies);
      assertEquals((await stale.get(`${API}/user/list`)).status, 401);
      const staleEditor = b.client();
      staleEditor.cookies = new Map(added.editor.cookies);
      assertEquals((await staleEditor.get(`${API}/user/list`)).status, 401);
      await b.client().signIn("editor@example.com", PASSWORD);

      // Search: the index is rebuilt from the imported pages.
      const found = await adminB.get(`${API}/search/search?term=zebracrossing&locales=en-gb`);
      assertEquals(found.status, 200, found.raw);
      assert(JSON.stringify(found.body).includes("export-page-moved"), found.raw);

      // The subscriber's unsubscribe link from a mail sent before the move still works.
      const unsubscribed = await b.app.request(added.unsubscribe, { method: "POST" });
      assertEquals(unsubscribed.status, 200);
      const list = await adminB.post(`${API}/newsletter/list`, {});
      assert(JSON.stringify(list.body).includes("unsubscribed"), list.raw);
    } finally {
      await b.close();
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
