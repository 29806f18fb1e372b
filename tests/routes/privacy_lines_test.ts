/**
 * The forms that ask for personal data say what it is used for and link the privacy statement
 * (issue 28: the newsletter form had no privacy line, nor had the public forms), in every
 * locale: the newsletter block, the page a signup without JavaScript is answered with, and a
 * form block.
 */
import { assert } from "../_utils/assert.ts";
import { withTestApp } from "../_utils/app.ts";
import { createTestPage, PAGE_API } from "../_utils/pages.ts";
import { LOCALES } from "../../lib/content/locales.ts";
import { languageOf } from "../../lib/content/locales.ts";
import { newsletterMessagesFor } from "../../lib/i18n/newsletter.ts";
import { formMessagesFor } from "../../lib/i18n/forms.ts";
import { FORMS_API } from "../_utils/forms.ts";
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
    const template = await admin.post(FORMS_API, {
      name: "Contact",
      receiverEmail: "desk@example.com",
      confirmationTitle: "Thanks",
      confirmationText: "",
      fields: [{ id: "name", label: "Name", kind: "short-text" }],
    });
    assert(template.status === 201, template.raw);
    for (const locale of LOCALES) {
      await publish({
        title: "Newsletter",
        slug: "newsletter",
        locale,
        content: [
          { type: "newsletter", key: "n", props: { heading: "News", intro: "" } },
          { type: "form", key: "f", props: { templateID: template.body.template.id } },
        ],
      });
      const path = locale === "en-gb" ? "/newsletter" : `/${locale}/newsletter`;
      const html = await (await t.app.request(path)).text();
      // Only the default locale has a privacy statement: the others link that one.
      assert(html.includes(privacyLine(locale, "/privacy")), `${locale}: ${html}`);
      const form = formMessagesFor(languageOf(locale));
      assert(
        html.includes(
          `<p class="public-form__privacy">${form.privacy} <a href="/privacy">${form.privacyLink}</a></p>`,
        ),
        `${locale}: the form block`,
      );
    }
    const answer = renderNewsletterPageHtml(
      { kind: "signup", outcome: "errors", values: { name: "", email: "x" }, errors: {} },
      { locale: "de-de", defaultLocale: "en-gb", siteName: "Lab", publicUrl: "", preview: false },
    );
    assert(answer.includes(privacyLine("de-de", "/de-de/privacy")), answer);
  }));
