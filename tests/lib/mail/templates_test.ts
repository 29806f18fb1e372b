import { assert, assertEquals } from "../../_utils/assert.ts";
import { accountMail, emailChangedMail } from "../../../lib/mail/templates.ts";
import { LANGUAGES } from "../../../lib/content/locales.ts";

Deno.test("accountMail() writes each language, with the link in text and HTML", () => {
  const subjects = new Set<string>();
  for (const language of LANGUAGES) {
    const mail = accountMail("reset", {
      to: "a@example.com",
      name: "Ann",
      link: "https://cms.example/cmsadmin/reset-password?token=abc",
      language,
      siteName: "Lab",
    });
    assert(mail.text.includes("https://cms.example/cmsadmin/reset-password?token=abc"));
    assert(mail.html.includes(`lang="${language}"`));
    subjects.add(mail.subject);
  }
  assertEquals(subjects.size, LANGUAGES.length);
});

Deno.test("accountMail() escapes names in the HTML", () => {
  const mail = accountMail("activation", {
    to: "a@example.com",
    name: `<img src=x onerror=alert(1)>`,
    link: "https://cms.example/cmsadmin/activate?token=a&b",
    language: "en",
    siteName: "Lab",
  });
  assert(!mail.html.includes("<img src=x"));
  assert(mail.html.includes("token=a&amp;b"));
});

Deno.test("emailChangedMail() writes each language, with no link, escaping the name", () => {
  const subjects = new Set<string>();
  for (const language of LANGUAGES) {
    const mail = emailChangedMail({
      to: "old@example.com",
      name: `<b>Ann</b>`,
      language,
      siteName: "Lab",
    });
    assertEquals(mail.to, "old@example.com");
    assert(mail.subject.includes("Lab") && mail.text.includes("Lab"));
    assert(mail.html.includes(`lang="${language}"`));
    assert(!mail.html.includes("<b>Ann"));
    assert(!/https?:/.test(mail.text));
    subjects.add(mail.subject);
  }
  assertEquals(subjects.size, LANGUAGES.length);
});
