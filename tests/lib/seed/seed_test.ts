import { assert, assertEquals } from "../../_utils/assert.ts";
import { startTestApp } from "../../_utils/app.ts";
import { verifyPassword } from "../../../lib/auth/password.ts";
import { findUserByEmail } from "../../../lib/db/users.ts";
import { seedStore } from "../../../lib/seed/seed.ts";
import { readConfig } from "../../../lib/config.ts";
import { createMailer } from "../../../lib/mail/mailer.ts";

Deno.test("seedStore() with SEED=demo publishes the demo site once", async () => {
  const t = await startTestApp({ SEED: "demo" });
  try {
    const home = await t.client().post("/api/ximblox/page/get-by-slug", { slug: "/" });
    assertEquals(home.status, 200);
    assertEquals(home.body.page.content[0].type, "hero");
    assertEquals(home.body.page.content[0].props.heading, "Labonderzoek dicht bij huis");
    const nl = await t.client().post("/api/ximblox/page/get-by-slug", { slug: "nl-nl" });
    assertEquals(nl.body.page.locale, "nl-nl");
    // The Dutch home is a translation of the default-locale one, which is Dutch too (the display
    // language): one language, so no switcher offers "English" and no hreflang says en-GB.
    const html = await (await t.app.request("/")).text();
    assert(!html.includes("language-switcher") && !html.includes(">English<"), html);
    assert(!html.includes('hreflang="en-GB"'), "no English alternate");
    const sitemap = await (await t.app.request("/sitemap.xml")).text();
    assert(!sitemap.includes('hreflang="en-gb"'), sitemap);
    // Every demo page is reachable: the menus link them, and the interface speaks Dutch.
    const admin = await t.signedIn(1);
    const main = (await admin.get("/api/ximblox/menu/en-gb/main")).body.menu.items;
    assert(main.length >= 3, JSON.stringify(main));
    assert(html.includes('<nav class="main-menu"'), html);
    assert(html.includes('href="/algemene-voorwaarden"') && html.includes('href="/privacy"'), html);
    assertEquals((await admin.get("/api/ximblox/settings/get")).body.displayLanguage, "nl");
    // The Dutch home is the same page, its links lead to the site's pages, and its cookie notice
    // to the privacy statement there (it has none of its own).
    const dutch = await (await t.app.request("/nl-nl")).text();
    for (const path of ["/locaties", "/onderzoeken", "/nieuws"]) {
      assert(dutch.includes(`href="${path}"`), path);
    }
    assert(dutch.includes('"privacyPath":"/privacy"'), "privacy link");
    assert(!dutch.includes("/nl-nl/privacy"), "no link to a page that does not exist");
    // A second start on the same store changes nothing.
    const pages = (await admin.post("/api/ximblox/page/list", {})).body.totalItems;
    await seedStore(t.deps, () => {});
    assertEquals((await admin.post("/api/ximblox/page/list", {})).body.totalItems, pages);
  } finally {
    await t.close();
  }
});

Deno.test("seedStore() with SEED=demo: the not-found page speaks the display language", async () => {
  const t = await startTestApp({ SEED: "demo" });
  try {
    const res = await t.app.request("/bestaat-niet");
    assertEquals(res.status, 404);
    const html = await res.text();
    assert(html.includes("Pagina niet gevonden") && html.includes('<html lang="nl-NL" '), html);
    assert(!html.includes("This page does not exist"), "no English on the Dutch site");
  } finally {
    await t.close();
  }
});

Deno.test("seedStore() without ADMIN_PASSWORD prints a random password once", async () => {
  const kv = await Deno.openKv(":memory:");
  const config = readConfig({ SEED: "none" });
  const deps = { kv, config, mailer: createMailer(kv, { smtpUrl: null, from: "x@example.com" }) };
  try {
    const lines: string[] = [];
    await seedStore(deps, (line) => lines.push(line));
    const printed = lines.join("\n").match(/shown only this once: (\S+)/)?.[1];
    const admin = await findUserByEmail(kv, "admin@localhost");
    assertEquals(await verifyPassword(printed ?? "", admin?.passwordHash ?? null), true);
    const again: string[] = [];
    await seedStore(deps, (line) => again.push(line));
    assertEquals(again, []);
  } finally {
    kv.close();
  }
});
