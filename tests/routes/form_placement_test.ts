/**
 * A public form is taken only from where the published site shows it (lib/ops/forms/
 * form_placement.ts), and every answer to a form post — stored, or thanked by the honeypot —
 * shows published data only.
 */
import { countQueuedMail } from "../../lib/db/mail_queue.ts";
import { assert, assertEquals } from "../_utils/assert.ts";
import { type TestApp, type TestClient, withTestApp } from "../_utils/app.ts";
import { setDisplayLanguage } from "../_utils/demo_pages.ts";
import {
  formFields,
  FORMS_API,
  postForm,
  solvedCaptcha,
  submissionCount,
} from "../_utils/forms.ts";
import { createTestPage, PAGE_API, storeDraft } from "../_utils/pages.ts";
import { FORM_INPUTS } from "../../lib/content/form_post.ts";

const DRAFT_TITLE = "Profit warning: CEO resigns";

const FIELDS = {
  withEmail: [
    { id: "naam", label: "Naam", kind: "short-text" },
    { id: "email", label: "E-mailadres", kind: "email", optional: true },
  ],
  withoutEmail: [{ id: "naam", label: "Naam", kind: "short-text" }],
};

async function template(admin: TestClient, fields: unknown[], name = "Contact"): Promise<number> {
  const res = await admin.post(FORMS_API, {
    name,
    receiverEmail: "desk@example.com",
    confirmationTitle: "Bedankt",
    confirmationText: "",
    fields,
  });
  assertEquals(res.status, 201, res.raw);
  return res.body.template.id;
}

function formBlock(templateID: number, key = "f1") {
  return { type: "form", key, props: { templateID } };
}

interface Setup {
  admin: TestClient;
  templateID: number;
  pageID: number;
}

/** A template on a published page `/contact` (block "f1") whose draft has a secret title. */
async function setup(t: TestApp, fields: unknown[] = FIELDS.withEmail): Promise<Setup> {
  const admin = await t.signedIn(1);
  await setDisplayLanguage(admin, "nl");
  const templateID = await template(admin, fields);
  const { pageID } = await createTestPage(admin, {
    title: "Contact",
    slug: "contact",
    content: [formBlock(templateID)],
  });
  assertEquals((await admin.post(`${PAGE_API}/${pageID}/publish`)).status, 200);
  await storeDraft(admin, pageID, { title: DRAFT_TITLE });
  return { admin, templateID, pageID };
}

Deno.test("the thank-you page without JavaScript names the page by its published title, never its draft's", () =>
  withTestApp(async (t) => {
    const s = await setup(t);
    const real = await postForm(
      t,
      formFields(s, { [FORM_INPUTS.captcha]: await solvedCaptcha(t) }),
    );
    assertEquals(real.status, 200, real.raw.slice(0, 300));
    assert(real.raw.includes('<a href="/contact">Terug naar Contact</a>'), real.raw);
    assert(!real.raw.includes("Profit warning"), "the draft's title leaked");
    // The honeypot path: no captcha, nothing stored, and no more to learn.
    const trap = await postForm(t, formFields(s, { [FORM_INPUTS.honeypot]: "x" }));
    assertEquals(trap.status, 200);
    assert(trap.raw.includes("Terug naar Contact"));
    assert(!trap.raw.includes("Profit warning"), "the draft's title leaked through the honeypot");
    assertEquals(await submissionCount(s.admin, s.templateID), 1);
    await t.smtp.waitFor("desk@example.com");
  }));

Deno.test("a page that was never published: its form and draft title are out of reach, honeypot or not", () =>
  withTestApp(async (t) => {
    const s = await setup(t);
    const { pageID } = await createTestPage(s.admin, {
      title: DRAFT_TITLE,
      slug: "secret",
      content: [formBlock(s.templateID)],
    });
    for (const extra of [{ [FORM_INPUTS.honeypot]: "x" }, {}] as Record<string, string>[]) {
      const res = await postForm(t, formFields({ ...s, pageID }, extra));
      assertEquals(res.status, 404, res.raw.slice(0, 300));
      assert(!res.raw.includes("Profit warning"), "a draft title leaked");
      assert(!res.raw.includes("secret"), "a draft slug leaked");
    }
    // The JSON answer says no more than 404 either.
    const json = await postForm(t, formFields({ ...s, pageID }, { [FORM_INPUTS.honeypot]: "x" }), {
      json: true,
    });
    assertEquals([json.status, json.body], [404, { Success: false }]);
  }));

Deno.test("a submission is taken only for a form block of a published page's published version", () =>
  withTestApp(async (t) => {
    const s = await setup(t);
    const other = await template(s.admin, FIELDS.withEmail, "Andere");
    // A page whose form is only in its draft.
    const { pageID: draftOnly } = await createTestPage(s.admin, {
      title: "Later",
      slug: "later",
      content: [{ type: "heading", key: "h", props: { text: "Later", level: 2 } }],
    });
    assertEquals((await s.admin.post(`${PAGE_API}/${draftOnly}/publish`)).status, 200);
    await storeDraft(s.admin, draftOnly, { blocks: [formBlock(s.templateID)] });
    const { pageID: unpublished } = await createTestPage(s.admin, {
      slug: "nooit",
      content: [formBlock(s.templateID)],
    });

    const refused: { templateID: number; pageID: number; block?: string }[] = [
      { ...s, pageID: unpublished },
      { ...s, pageID: draftOnly },
      { ...s, block: "h" },
      { ...s, block: "nope" },
      { ...s, templateID: other },
      { ...s, pageID: 987654 },
    ];
    for (const where of refused) {
      const proof = await solvedCaptcha(t);
      const res = await postForm(
        t,
        formFields(where, { email: "victim@example.org", xbCaptcha: proof }),
        {
          json: true,
        },
      );
      const { templateID, pageID, block } = where;
      assertEquals(res.status, 404, `${JSON.stringify({ templateID, pageID, block })}: ${res.raw}`);
    }
    // Without the page or the block at all.
    const bare = formFields(s, { xbCaptcha: await solvedCaptcha(t) });
    delete (bare as Record<string, string>)[FORM_INPUTS.block];
    assertEquals((await postForm(t, bare, { json: true })).status, 404);
    assertEquals(await submissionCount(s.admin, s.templateID), 0);
    assertEquals(await submissionCount(s.admin, other), 0);

    // Unpublished: the form it showed takes no more posts.
    assertEquals((await s.admin.post(`${PAGE_API}/${s.pageID}/unpublish`)).status, 200);
    const gone = await postForm(t, formFields(s, { xbCaptcha: await solvedCaptcha(t) }), {
      json: true,
    });
    assertEquals(gone.status, 404);
    assertEquals(await submissionCount(s.admin, s.templateID), 0);
    await t.settled();
    assertEquals(t.smtp.mails.length, 0, "nothing mailed");
    assertEquals(await countQueuedMail(t.deps.kv), 0, "nothing waits to be mailed");
  }));

Deno.test("no confirmation mail goes to an address unless the form's e-mail field was filled in", () =>
  withTestApp(async (t) => {
    const s = await setup(t, FIELDS.withoutEmail);
    // An input named like an e-mail field the form does not have is not an address to mail.
    const res = await postForm(
      t,
      formFields(s, { email: "victim@example.org", xbCaptcha: await solvedCaptcha(t) }),
      { json: true },
    );
    assertEquals(res.status, 200, res.raw);
    await t.smtp.waitFor("desk@example.com");

    // A form with an optional e-mail field left empty: the desk only.
    const admin = s.admin;
    const withEmail = await template(admin, FIELDS.withEmail, "Met e-mail");
    const { pageID } = await createTestPage(admin, {
      slug: "met-email",
      content: [formBlock(withEmail, "f2")],
    });
    assertEquals((await admin.post(`${PAGE_API}/${pageID}/publish`)).status, 200);
    const where = { templateID: withEmail, pageID, block: "f2" };
    const empty = await postForm(
      t,
      formFields(where, { email: "", xbCaptcha: await solvedCaptcha(t) }),
      {
        json: true,
      },
    );
    assertEquals(empty.status, 200, empty.raw);
    const end = Date.now() + 5000;
    while (t.smtp.mails.length < 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    assertEquals(t.smtp.mails.length, 2);
    assert(t.smtp.mails.every((m) => JSON.stringify(m).includes("desk@example.com")));
    assert(!t.smtp.mails.some((m) => JSON.stringify(m).includes("victim@example.org")));
  }));
