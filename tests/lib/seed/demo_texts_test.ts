/**
 * The demo's texts agree with each other (issue 28: the contact page said a message is answered
 * within one working day, the contact form's confirmation within two).
 */
import { assert, assertEquals } from "../../_utils/assert.ts";
import { formPages } from "../../../lib/seed/demo/contact.ts";
import { CONTACT, DEMO_ANSWER_TIME } from "../../../lib/seed/demo/forms.ts";
import { faqPages } from "../../../lib/seed/demo/faqs.ts";
import { sitePages } from "../../../lib/seed/demo/site_pages.ts";

/** Every "binnen … werkdag(en)" a text promises an answer in (not a complaint's own term). */
function answerTimes(text: string): string[] {
  return [
    ...text.matchAll(
      /(?:antwoorden|nemen) (binnen \S+ werkdagen?)(?! contact met u op om uw klacht)/g,
    ),
  ]
    .map((m) => m[1]);
}

Deno.test("the demo's contact texts name one answer time", () => {
  const texts = [
    JSON.stringify(formPages({ contact: 1, complaints: 2 }).find((p) => p.slug === "contact")),
    CONTACT.confirmationText,
    JSON.stringify(faqPages()),
    JSON.stringify(sitePages()),
  ];
  const times = texts.flatMap(answerTimes);
  assert(times.length >= 2, JSON.stringify(times));
  assertEquals([...new Set(times)], [DEMO_ANSWER_TIME]);
});
