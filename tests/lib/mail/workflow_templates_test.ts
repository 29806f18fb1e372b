import { assert, assertEquals } from "../../_utils/assert.ts";
import { LANGUAGES } from "../../../lib/content/locales.ts";
import { reviewOutcomeMail, reviewRequestMail } from "../../../lib/mail/workflow_templates.ts";

const LINK = "https://cms.example/cmsadmin/publication-requests";

Deno.test("reviewRequestMail() writes each language, new and resent, with the link", () => {
  const subjects = new Set<string>();
  for (const language of LANGUAGES) {
    for (const resent of [false, true]) {
      const mail = reviewRequestMail({
        to: "p@example.com",
        name: "Pia",
        language,
        requester: "Ed",
        title: "Prices",
        where: "nl-nl, /nl-nl/prijzen",
        comment: "Check the table",
        resent,
        link: LINK,
      });
      assert(mail.text.includes(LINK) && mail.html.includes(`href="${LINK}"`), language);
      assert(mail.text.includes("Check the table") && mail.text.includes("/nl-nl/prijzen"));
      assert(mail.html.includes(`lang="${language}"`));
      subjects.add(mail.subject);
      assert(!/\{\w+\}/.test(mail.text), `${language}: every placeholder filled`);
    }
  }
  assertEquals(subjects.size, LANGUAGES.length);
});

Deno.test("reviewOutcomeMail() says accepted or rejected, with the feedback, escaped", () => {
  for (const language of LANGUAGES) {
    const accepted = reviewOutcomeMail({
      to: "e@example.com",
      name: "Ed",
      language,
      outcome: "accepted",
      reviewer: "Pia",
      title: "Prices",
      feedback: "<script>x</script>",
      link: "https://cms.example/cmsadmin/page/4",
    });
    const rejected = reviewOutcomeMail({
      to: "e@example.com",
      name: "Ed",
      language,
      outcome: "rejected",
      reviewer: "Pia",
      title: "Prices",
      feedback: "",
      link: "https://cms.example/cmsadmin/page/4",
    });
    assert(accepted.subject !== rejected.subject, language);
    assert(accepted.text.includes("<script>x</script>"));
    assert(!accepted.html.includes("<script>"), "feedback escaped in HTML");
    assert(rejected.text.includes("—"), "no feedback shows a dash");
  }
});

Deno.test("placeholders in names are not filled twice", () => {
  const mail = reviewRequestMail({
    to: "p@example.com",
    name: "Pia",
    language: "en",
    requester: "{title}",
    title: "Prices",
    where: "en-gb, /prices",
    comment: "",
    resent: false,
    link: LINK,
  });
  assert(mail.text.includes("{title} asks you to review “Prices”"), mail.text);
});
