/**
 * The newsletter form says what the name and address are used for and links the privacy
 * statement (issue 28: it had no privacy line), in every locale, on the block and on the page a
 * signup without JavaScript is answered with.
 */
import { assert } from "../_utils/assert.ts";
import { withTestApp } from "../_utils/app.ts";
import { createTestPage, PAGE_API } from "../_utils/pages.ts";
import { LOCALES } from "../../lib/content/locales.ts";
import { languageOf } from "../../lib/content/locales.ts";
import { newsletterMessagesFor } from "../../lib/i18n/newsletter.ts";
import { renderNewsletterPageHtml } from "../../lib/render/newsletter_pages.tsx";

function privacyLine(locale: string, href: string): string {
  const t = newsletterMessagesFor(languageOf(locale)).signup;
  return `<p class="newsletter-form__privacy">${t.privacy} <a href="${href}">${t.privacyLink}</a></p>`;
}

Deno.test("the newsletter form links the privacy statement in every locale", () =>
  withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    const publish = async (over: Record<string, unknown>) => {
      const { pageID } = await createTestPage(admin, over);
      const res = await admin.post(`${PAGE_API}/${pageID}/publish`);
      assert(res.status === 200, res.raw);
    };
    await publish({ title: "Privacy", slug: "privacy" });
    for (const locale of LOCALES) {
      await publish({
        title: "Newsletter",
        slug: "newsletter",
        locale,
        content: [{ type: "newsletter", key: "n", props: { heading: "News", intro: "" } }],
      });
      const path = locale === "en-gb" ? "/newsletter" : `/${locale}/newsletter`;
      const html = await (await t.app.request(path)).text();
      // Only the default locale has a privacy statement: the others link that one.
      assert(html.includes(privacyLine(locale, "/privacy")), `${locale}: ${html}`);
    }
    const answer = renderNewsletterPageHtml(
      { kind: "signup", outcome: "errors", values: { name: "", email: "x" }, errors: {} },
      { locale: "de-de", defaultLocale: "en-gb", siteName: "Lab", publicUrl: "", preview: false },
    );
    assert(answer.includes(privacyLine("de-de", "/de-de/privacy")), answer);
  }));
