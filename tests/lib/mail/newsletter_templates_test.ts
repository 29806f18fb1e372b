import { assert } from "../../_utils/assert.ts";
import { LANGUAGES } from "../../../lib/content/locales.ts";
import { confirmationMail } from "../../../lib/mail/newsletter_templates.ts";

Deno.test("confirmationMail() speaks of the link it holds, never of a button, in every language", () => {
  for (const language of LANGUAGES) {
    const mail = confirmationMail({
      to: "jan@example.nl",
      language,
      siteName: "Lab",
      confirmLink: "https://lab.example/newsletter/confirm/t0k3n",
      unsubscribeLink: "https://lab.example/newsletter/unsubscribe/t0k3n",
      headers: {},
    });
    // The text version has only the link; the HTML one shows the link under its button too.
    for (const part of [mail.text, mail.html ?? ""]) {
      assert(!/knop|button|Schaltfläche|bouton/i.test(part.replace(/<[^>]*>/g, "")), `${language}`);
    }
    assert(/link|lien/i.test(mail.text.split("\n")[0]), `${language}: ${mail.text}`);
    assert(mail.text.includes("https://lab.example/newsletter/confirm/t0k3n"));
  }
});
