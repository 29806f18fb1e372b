/**
 * Form templates and submissions (issue 13): the /api/ximblox/forms contract, submitForm's
 * store-then-mail, the mail queue when the mail server is down, the CSV export and retention.
 */
import { assert, assertEquals } from "../../_utils/assert.ts";
import { codes, type TestClient, withTestApp as withApp } from "../../_utils/app.ts";
import { createTestPage, PAGE_API as PAGE } from "../../_utils/pages.ts";
import { freePort } from "../../_utils/process.ts";
import { keys } from "../../../lib/db/keys.ts";
import { insertSubmission } from "../../../lib/db/forms.ts";
import { listQueuedMail } from "../../../lib/db/mail_queue.ts";
import { runCollector } from "../../../lib/db/retention.ts";
import { createMailer } from "../../../lib/mail/mailer.ts";
import { deliverQueuedMail } from "../../../lib/mail/queue.ts";
import { submitForm } from "../../../lib/ops/forms/_submit_form.ts";
import type { Deps } from "../../../lib/ops/deps.ts";

const FORMS = "/api/ximblox/forms";

function contactTemplate(over: Record<string, unknown> = {}) {
  return {
    name: "Contact",
    receiverEmail: "desk@example.com",
    confirmationTitle: "Thank you",
    confirmationText: "We will answer within two days.",
    fields: [
      { id: "name", label: "Name", kind: "short-text", limit: 50 },
      { id: "email", label: "E-mail address", kind: "email" },
      { id: "phone", label: "Phone", kind: "phone", optional: true },
      { id: "message", label: "Message", kind: "long-text", limit: 500, help: "Ask anything." },
      {
        id: "terms",
        label: "I agree to the",
        kind: "consent",
        linkText: "terms",
        link: "/algemene-voorwaarden",
      },
    ],
    ...over,
  };
}

async function createTemplate(c: TestClient, over: Record<string, unknown> = {}) {
  const res = await c.post(FORMS, contactTemplate(over));
  assertEquals(res.status, 201, res.raw);
  return res.body.template;
}

function hasError(
  res: { body: { Errors?: { property: string; code: string }[] } },
  property: string,
  code: string,
) {
  return (res.body.Errors ?? []).some((e) => e.property === property && e.code === code);
}

const valid = {
  name: "Jan de Vries",
  email: "jan@example.nl",
  message: "Hallo",
  terms: "on",
};

Deno.test("forms: create, read, list, update with revision and delete a template", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const created = await createTemplate(c);
    assertEquals(created.name, "Contact");
    assert(typeof created.revision === "string" && created.revision !== "");
    // Every property is present on every field; what a kind does not use is cleared.
    assertEquals(created.fields[0], {
      id: "name",
      label: "Name",
      kind: "short-text",
      limit: 50,
      optional: false,
      help: "",
      options: [],
      linkText: "",
      link: "",
    });
    assertEquals(created.fields[4].link, "/algemene-voorwaarden");

    const got = await c.get(`${FORMS}/${created.id}`);
    assertEquals(got.status, 200);
    assertEquals(got.body.template, created);
    assertEquals(got.body.usedBy, []);

    const list = await c.get(FORMS);
    assertEquals(list.body.templates, [{
      id: created.id,
      name: "Contact",
      receiverEmail: "desk@example.com",
      fieldCount: 5,
      submissionCount: 0,
      unreadCount: 0,
      updatedAt: created.updatedAt,
    }]);

    const { id: _, revision, createdAt: __, updatedAt: ___, ...body } = created;
    const updated = await c.put(`${FORMS}/${created.id}`, {
      ...body,
      name: "Contact us",
      revision,
    });
    assertEquals(updated.status, 200, updated.raw);
    assertEquals(updated.body.template.name, "Contact us");
    assert(updated.body.template.revision !== revision);

    const deleted = await c.delete(`${FORMS}/${created.id}`);
    assertEquals(deleted.status, 200, deleted.raw);
    assertEquals((await c.get(`${FORMS}/${created.id}`)).status, 404);
    assertEquals((await c.get(FORMS)).body.templates, []);
  }));

Deno.test("forms: an update based on an old revision is PM_02 (409)", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const created = await createTemplate(c);
    const { id, revision, createdAt: _, updatedAt: __, ...body } = created;
    assertEquals((await c.put(`${FORMS}/${id}`, { ...body, name: "First", revision })).status, 200);
    const stale = await c.put(`${FORMS}/${id}`, { ...body, name: "Second", revision });
    assertEquals(stale.status, 409);
    assertEquals(codes(stale), ["PM_02"]);
    assertEquals((await c.get(`${FORMS}/${id}`)).body.template.name, "First");
    assertEquals((await c.put(`${FORMS}/999`, { ...body, revision })).status, 404);
  }));

Deno.test("forms: template settings are validated with codes and property paths", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "" }, "name", "V_01"],
      [{ name: "x".repeat(255) }, "name", "V_11"],
      [{ receiverEmail: "" }, "receiverEmail", "V_01"],
      [{ receiverEmail: "not-an-address" }, "receiverEmail", "V_02"],
      [{ confirmationTitle: " " }, "confirmationTitle", "V_16"],
      [{ confirmationText: "x".repeat(2001) }, "confirmationText", "V_11"],
      [{ fields: [] }, "fields", "V_01"],
      [{ fields: "name" }, "fields", "V_12"],
    ];
    for (const [over, property, code] of cases) {
      const res = await c.post(FORMS, contactTemplate(over));
      assertEquals(res.status, 400, `${property}: ${res.raw}`);
      assert(hasError(res, property, code), `${property} ${code}: ${res.raw}`);
    }
  }));

Deno.test("forms: every field property is validated", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const base = { id: "f", label: "Field", kind: "short-text" };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ id: undefined }, "fields.0.id", "V_01"],
      [{ id: "Has Spaces" }, "fields.0.id", "V_12"],
      [{ id: "__proto__" }, "fields.0.id", "V_12"],
      [{ id: "x".repeat(41) }, "fields.0.id", "V_12"],
      [{ label: "" }, "fields.0.label", "V_01"],
      [{ label: "x".repeat(255) }, "fields.0.label", "V_11"],
      [{ kind: "file" }, "fields.0.kind", "V_12"],
      [{ limit: 0 }, "fields.0.limit", "V_12"],
      [{ limit: 2.5 }, "fields.0.limit", "V_12"],
      [{ limit: "10" }, "fields.0.limit", "V_12"],
      [{ limit: 256 }, "fields.0.limit", "V_14"],
      [{ optional: "yes" }, "fields.0.optional", "V_12"],
      [{ help: "x".repeat(501) }, "fields.0.help", "V_11"],
      [{ kind: "select" }, "fields.0.options", "V_01"],
      [{ kind: "radio", options: ["a", "a"] }, "fields.0.options.1", "V_06"],
      [{ kind: "select", options: ["a", ""] }, "fields.0.options.1", "V_01"],
      [
        { kind: "select", options: Array.from({ length: 51 }, (_, i) => `o${i}`) },
        "fields.0.options",
        "V_12",
      ],
      [{ kind: "consent", link: "javascript:alert(1)", linkText: "x" }, "fields.0.link", "V_13"],
      [{ kind: "consent", link: "//evil.example", linkText: "x" }, "fields.0.link", "V_13"],
      [{ kind: "consent", link: "/terms" }, "fields.0.linkText", "V_01"],
      [{ kind: "consent", linkText: "terms" }, "fields.0.link", "V_01"],
    ];
    for (const [over, property, code] of cases) {
      const res = await c.post(FORMS, contactTemplate({ fields: [{ ...base, ...over }] }));
      // V_06 (a duplicate) is a conflict in the catalogue: 409; the rest 400.
      assertEquals(res.status, code === "V_06" ? 409 : 400, `${JSON.stringify(over)}: ${res.raw}`);
      assert(
        hasError(res, property, code),
        `${JSON.stringify(over)} → ${property} ${code}: ${res.raw}`,
      );
    }
    const twice = await c.post(
      FORMS,
      contactTemplate({ fields: [base, { ...base, label: "Other" }] }),
    );
    assert(hasError(twice, "fields.1.id", "V_06"), twice.raw);
    const many = Array.from({ length: 51 }, (_, i) => ({ ...base, id: `f${i}` }));
    assert(hasError(await c.post(FORMS, contactTemplate({ fields: many })), "fields", "V_12"));

    // What a kind does not use is dropped; a long text may have a long limit.
    const ok = await c.post(
      FORMS,
      contactTemplate({
        fields: [
          { ...base, kind: "checkbox", limit: 5, options: ["x"], link: "/x", linkText: "x" },
          { ...base, id: "g", kind: "long-text", limit: 5000 },
          { ...base, id: "h", kind: "select", options: [" Dhr. ", "Mevr."] },
        ],
      }),
    );
    assertEquals(ok.status, 201, ok.raw);
    const [box, long, select] = ok.body.template.fields;
    assertEquals([box.limit, box.options, box.link, box.linkText], [null, [], "", ""]);
    assertEquals(long.limit, 5000);
    assertEquals(select.options, ["Dhr.", "Mevr."]);
  }));

Deno.test("forms: a form whose largest submission would not fit in the store is refused", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const long = (id: string, limit?: number) => ({ id, label: id, kind: "long-text", limit });
    const tooBig = await c.post(FORMS, contactTemplate({ fields: [long("a"), long("b")] }));
    assertEquals(tooBig.status, 400);
    assert(hasError(tooBig, "fields", "V_14"), tooBig.raw);
    const ok = await c.post(FORMS, contactTemplate({ fields: [long("a"), long("b", 2000)] }));
    assertEquals(ok.status, 201, ok.raw);
  }));

Deno.test("submitForm() stores and mails the largest submission a form allows, markup and all", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const template = await createTemplate(c, {
      fields: [
        { id: "email", label: "E-mail", kind: "email" },
        { id: "message", label: "Message", kind: "long-text" },
      ],
    });
    // Escaping makes the HTML part five times as long: the queued mail is kept in parts.
    const message = "<😀é>".repeat(2500);
    const res = await submitForm(t.deps, {
      templateID: template.id,
      values: { email: "big@example.nl", message },
    });
    assert(res.ok);
    assertEquals(await res.mailDelivery, { sent: 2, failed: 0 });
    const got = await c.get(`${FORMS}/${template.id}/submissions/${res.submissionID}`);
    assertEquals(got.body.submission.values.message, message);
    const mail = await t.smtp.waitFor("desk@example.com");
    assert(mail.html.includes("&lt;😀é&gt;".repeat(10)));
    assertEquals(await t.deps.kv.get(keys.mailQueuePart("x", 0)).then((e) => e.value), null);
    const parts = await Array.fromAsync(t.deps.kv.list({ prefix: ["mail_queue_parts"] }));
    assertEquals(parts, [], "the parts go with their mail");
  }));

Deno.test("forms: every call needs manage-forms (UM_01) and a session (401)", () =>
  withApp(async (t) => {
    const admin = await t.signedIn(1);
    const created = await createTemplate(admin);
    const editor = await t.signedIn(2);
    const calls: [string, string, unknown?][] = [
      ["GET", FORMS],
      ["POST", FORMS, contactTemplate()],
      ["GET", `${FORMS}/${created.id}`],
      ["PUT", `${FORMS}/${created.id}`, {}],
      ["DELETE", `${FORMS}/${created.id}`],
      ["GET", `${FORMS}/${created.id}/submissions`],
      ["GET", `${FORMS}/${created.id}/submissions/export`],
      ["GET", `${FORMS}/${created.id}/submissions/1`],
      ["PUT", `${FORMS}/${created.id}/submissions/1/read`, { read: true }],
      ["DELETE", `${FORMS}/${created.id}/submissions/1`],
      ["GET", `${FORMS}/settings`],
      ["PUT", `${FORMS}/settings`, { retentionDays: 1 }],
    ];
    for (const [method, path, json] of calls) {
      const res = await editor.request(method, path, { json });
      assertEquals(res.status, 403, `${method} ${path}`);
      assertEquals(codes(res), ["UM_01"]);
    }
    const anonymous = await t.client().get(FORMS);
    assertEquals(anonymous.status, 401);
    assertEquals((await admin.get(`${FORMS}/${created.id}`)).body.template.name, "Contact");

    // The names alone, for the form block's picker: whoever may edit pages, nobody else.
    const names = await editor.get(`${FORMS}/names`);
    assertEquals(names.status, 200, names.raw);
    assertEquals(names.body.templates, [{ id: created.id, name: "Contact" }]);
    assertEquals((await t.client().get(`${FORMS}/names`)).status, 401);
    const { keys } = await import("../../../lib/db/keys.ts");
    await t.deps.kv.set(keys.role(7), {
      ID: 7,
      name: "Menus only",
      permissions: [{ name: "manage-menu", parameters: {} }],
    });
    assertEquals(codes(await (await t.signedIn(7)).get(`${FORMS}/names`)), ["UM_01"]);
  }));

Deno.test("forms: a template a page shows is not deleted; the answer names the pages", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const template = await createTemplate(c);
    const other = await createTemplate(c, { name: "Other" });
    const formBlock = { type: "form", key: "f", props: { templateID: template.id } };
    const { pageID, pageVersionID } = await createTestPage(c, {
      title: "Contact page",
      slug: "contact-us",
      content: [formBlock],
    });

    const refused = await c.delete(`${FORMS}/${template.id}`);
    assertEquals(refused.status, 409, refused.raw);
    assertEquals(codes(refused), ["V_07"]);
    assertEquals(refused.body.usedBy, [
      { pageID, title: "Contact page", slug: "contact-us", locale: "en-gb" },
    ]);
    assertEquals((await c.get(`${FORMS}/${template.id}`)).body.usedBy, refused.body.usedBy);

    // Published, then the draft drops the form: the live page still shows it.
    assertEquals((await c.post(`${PAGE}/${pageID}/publish`)).status, 200);
    const page = (await c.get(`${PAGE}/${pageID}`)).body;
    const draftID = page.latestVersionID ?? page.pageVersion?.id ?? pageVersionID;
    const v = (await c.get(`${PAGE}/version/fetch/${draftID}`)).body.pageVersion;
    const stored = await c.post(`${PAGE}/version/${v.id}/store`, {
      ...v,
      blocks: [{ type: "heading", key: "h", props: { text: "Contact" } }],
    });
    assertEquals(stored.status, 200, stored.raw);
    assertEquals((await c.delete(`${FORMS}/${template.id}`)).status, 409);

    // Unpublished too: nothing shows it any more.
    assertEquals((await c.post(`${PAGE}/${pageID}/unpublish`)).status, 200);
    assertEquals((await c.get(`${FORMS}/${template.id}`)).body.usedBy, []);
    assertEquals((await c.delete(`${FORMS}/${template.id}`)).status, 200);
    assertEquals((await c.delete(`${FORMS}/${other.id}`)).status, 200);
  }));

/** A port nothing listens on: a mail server that is down. */
function closedPort(): number {
  return freePort();
}

Deno.test("submitForm() validates from the template, whatever the client checked", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const template = await createTemplate(c);
    const res = await submitForm(t.deps, {
      templateID: template.id,
      values: { name: "x".repeat(51), email: "jan@", phone: "12", message: "" },
    });
    assertEquals(res, {
      ok: false,
      errors: {
        name: "limit",
        email: "email",
        phone: "phone",
        message: "required",
        terms: "required",
      },
    });
    assertEquals(await listQueuedMail(t.deps.kv), []);
    assertEquals((await c.get(`${FORMS}/${template.id}/submissions`)).body.totalItems, 0);
    let missing = "";
    try {
      await submitForm(t.deps, { templateID: 999, values: {} });
    } catch (err) {
      missing = String(err);
    }
    assert(missing.includes("NF_01"), missing);
  }));

Deno.test("submitForm() stores the submission, then mails the receiver and the sender", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const template = await createTemplate(c);
    const res = await submitForm(t.deps, {
      templateID: template.id,
      values: { ...valid, phone: "06-12345678", extra: "not a field", terms: "on" },
      ip: "192.0.2.1",
    });
    assert(res.ok);
    assertEquals(res.confirmation, { title: "Thank you", text: "We will answer within two days." });
    assertEquals(await res.mailDelivery, { sent: 2, failed: 0 });

    const stored = (await t.deps.kv.get(keys.formSubmission(template.id, res.submissionID))).value;
    assertEquals((stored as { values: unknown }).values, {
      name: "Jan de Vries",
      email: "jan@example.nl",
      phone: "06-12345678",
      message: "Hallo",
      terms: "on",
    });
    assert(!JSON.stringify(stored).includes("192.0.2.1"), "the IP address is not kept");

    const toDesk = await t.smtp.waitFor("desk@example.com");
    assertEquals(toDesk.subject, "New submission: Contact");
    assert(toDesk.text.includes("Jan de Vries"));
    assert(
      toDesk.text.includes(
        `/cmsadmin/forms/${template.id}/submissions?submission=${res.submissionID}`,
      ),
    );
    const toSender = await t.smtp.waitFor("jan@example.nl");
    assertEquals(toSender.subject, "Thank you");
    assert(toSender.text.includes("We will answer within two days."));
    assert(!toSender.text.includes("Hallo"), "the confirmation repeats nothing the sender typed");
    assertEquals(await listQueuedMail(t.deps.kv), []);
  }));

Deno.test("submitForm() without an e-mail field mails only the receiver", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const template = await createTemplate(c, {
      fields: [{ id: "q", label: "Question", kind: "short-text" }],
    });
    const res = await submitForm(t.deps, { templateID: template.id, values: { q: "Why?" } });
    assert(res.ok);
    assertEquals(await res.mailDelivery, { sent: 1, failed: 0 });
    assertEquals(t.smtp.mails.map((m) => m.to), ["desk@example.com"]);
  }));

Deno.test("submitForm() escapes everything typed in the mail's HTML", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const template = await createTemplate(c, {
      name: "Contact <b>",
      fields: [
        { id: "name", label: "Name <i>", kind: "short-text" },
        { id: "message", label: "Message", kind: "long-text" },
      ],
    });
    const evil = `<script>alert("x")</script><img src=x onerror=alert(1)> & 'quotes'`;
    const res = await submitForm(t.deps, {
      templateID: template.id,
      values: { name: evil, message: `line 1\n<a href="javascript:alert(1)">click</a>` },
    });
    assert(res.ok);
    await res.mailDelivery;
    const mail = await t.smtp.waitFor("desk@example.com");
    assert(!mail.html.includes("<script"), mail.html);
    assert(!mail.html.includes("<img"), mail.html);
    assert(!mail.html.includes('<a href="javascript'), mail.html);
    assert(!mail.html.includes("<i>") && !mail.html.includes("<b>"), mail.html);
    assert(mail.html.includes("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"), mail.html);
    assert(mail.html.includes("Name &lt;i&gt;"), mail.html);
    assert(mail.text.includes(evil), "the plain text keeps it as typed");
  }));

Deno.test("submitForm() keeps the submission when the mail server is down; the queue sends it later", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const template = await createTemplate(c);
    const down: Deps = {
      ...t.deps,
      mailer: createMailer(t.deps.kv, {
        smtpUrl: `smtp://127.0.0.1:${closedPort()}`,
        from: "Test <no-reply@example.test>",
      }),
    };
    const res = await submitForm(down, { templateID: template.id, values: valid });
    assert(res.ok, "the visitor gets the confirmation although no mail could go out");
    assertEquals(await res.mailDelivery, { sent: 0, failed: 2 });

    // Stored, and visible to staff, before any mail went out.
    const list = await c.get(`${FORMS}/${template.id}/submissions`);
    assertEquals(list.body.totalItems, 1);
    assertEquals(list.body.items[0].id, res.submissionID);
    const queued = await listQueuedMail(t.deps.kv);
    assertEquals(queued.map((q) => [q.mail.to, q.attempts]).sort(), [
      ["desk@example.com", 1],
      ["jan@example.nl", 1],
    ]);
    assert(queued.every((q) => q.nextAt > Date.now() && q.lastError), "retried later");
    assertEquals(t.smtp.mails, []);

    // Not yet due: nothing is tried. Once due, with the server back, both go out.
    assertEquals(await deliverQueuedMail(t.deps.kv, t.deps.mailer), { sent: 0, failed: 0 });
    const later = Date.now() + 2 * 60_000;
    assertEquals(await deliverQueuedMail(t.deps.kv, t.deps.mailer, { now: later }), {
      sent: 2,
      failed: 0,
    });
    await t.smtp.waitFor("desk@example.com");
    await t.smtp.waitFor("jan@example.nl");
    assertEquals(await listQueuedMail(t.deps.kv), []);
    assertEquals((await c.get(`${FORMS}/${template.id}/submissions`)).body.totalItems, 1);
  }));

async function submitted(t: { deps: Deps }, templateID: number, values: Record<string, string>) {
  const res = await submitForm(t.deps, { templateID, values: { ...valid, ...values } });
  assert(res.ok, JSON.stringify(res));
  await res.mailDelivery;
  return res.submissionID;
}

Deno.test("forms: submissions are listed newest first, searched, filtered, read and deleted", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const template = await createTemplate(c);
    const base = `${FORMS}/${template.id}/submissions`;
    const a = await submitted(t, template.id, {
      name: "Anna Jansen",
      message: "Vraag over uitslag",
    });
    const b = await submitted(t, template.id, {
      name: "Bram de Wit",
      message: "Parkeren bij locatie",
    });
    const cc = await submitted(t, template.id, { name: "Chloë Bakker", message: "Uitslag kwijt" });

    const all = await c.get(base);
    assertEquals(all.status, 200, all.raw);
    assertEquals(all.body.items.map((i: { id: number }) => i.id), [cc, b, a]);
    assertEquals(all.body.totalItems, 3);
    assertEquals(all.body.unreadCount, 3);
    assert(
      all.body.items[0].preview.startsWith("Chloë Bakker · jan@example.nl"),
      all.body.items[0].preview,
    );

    const paged = await c.get(`${base}?page=2&pageSize=2`);
    assertEquals(paged.body.items.map((i: { id: number }) => i.id), [a]);
    assertEquals(paged.body.totalItems, 3);

    // Search ignores case and accents, in every answer.
    const found = await c.get(`${base}?search=${encodeURIComponent("UITSLAG")}`);
    assertEquals(found.body.items.map((i: { id: number }) => i.id), [cc, a]);
    assertEquals(
      (await c.get(`${base}?search=chloe`)).body.items.map((i: { id: number }) => i.id),
      [cc],
    );

    // Opening one marks it read.
    const one = await c.get(`${base}/${b}`);
    assertEquals(one.status, 200);
    assertEquals(one.body.submission.values.name, "Bram de Wit");
    assertEquals(one.body.submission.fields.map((f: { id: string }) => f.id), [
      "name",
      "email",
      "phone",
      "message",
      "terms",
    ]);
    assertEquals(one.body.submission.read, true);
    const unread = await c.get(`${base}?read=unread`);
    assertEquals(unread.body.items.map((i: { id: number }) => i.id), [cc, a]);
    assertEquals(unread.body.unreadCount, 2);
    assertEquals((await c.get(`${base}?read=read`)).body.items.map((i: { id: number }) => i.id), [
      b,
    ]);
    assertEquals((await c.get(FORMS)).body.templates[0].unreadCount, 2);

    const markUnread = await c.put(`${base}/${b}/read`, { read: false });
    assertEquals(markUnread.body.submission.read, false);
    assertEquals((await c.get(base)).body.unreadCount, 3);
    assert(hasError(await c.put(`${base}/${b}/read`, {}), "read", "V_01"));

    assertEquals((await c.delete(`${base}/${a}`)).status, 200);
    assertEquals((await c.get(`${base}/${a}`)).status, 404);
    assertEquals((await c.get(base)).body.totalItems, 2);
    assertEquals((await c.get(`${FORMS}/${template.id}/submissions/${b}x`)).status, 404);
    assertEquals((await c.get(`${base}?read=maybe`)).status, 400);
    assertEquals((await c.get(`${base}?pageSize=1000`)).status, 400);
  }));

Deno.test("forms: the CSV export has a BOM, quotes properly and defuses formulas", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const template = await createTemplate(c);
    await submitted(t, template.id, {
      name: '=HYPERLINK("http://evil")',
      message: 'Zoë, "hi"\nline 2',
    });
    await submitted(t, template.id, { name: "+31 trick", message: "-1+1", phone: "" });
    // A leading tab or line break is trimmed away before it is stored (lib/content/csv.ts would
    // defuse it too).
    await submitted(t, template.id, { name: "@SUM(A1)", message: "\tTabbed" });

    const res = await c.get(`${FORMS}/${template.id}/submissions/export`);
    assertEquals(res.status, 200);
    assertEquals(res.headers.get("Content-Type"), "text/csv; charset=utf-8");
    assert(
      /^attachment; filename="contact-\d{4}-\d{2}-\d{2}\.csv"$/.test(
        res.headers.get("Content-Disposition")!,
      ),
    );
    assertEquals(res.headers.get("Cache-Control"), "no-store");
    assert(res.raw.startsWith("\uFEFF"), "UTF-8 byte order mark");
    const lines = res.raw.slice(1).split("\r\n");
    assertEquals(lines[0], "ID,Date,Read,Name,E-mail address,Phone,Message,I agree to the terms");
    assert(lines[1].includes(`"'=HYPERLINK(""http://evil"")"`), lines[1]);
    assert(res.raw.includes(`"Zoë, ""hi""\nline 2"`), res.raw);
    assert(res.raw.includes("'+31 trick"), res.raw);
    assert(res.raw.includes("'-1+1"), res.raw);
    assert(res.raw.includes("'@SUM(A1)"), res.raw);
    assert(res.raw.includes(",Tabbed,"), res.raw);
    assert(res.raw.includes(",Yes\r\n"), "the consent as Yes");
    // Oldest first.
    assert(res.raw.indexOf("HYPERLINK") < res.raw.indexOf("@SUM"));
  }));

Deno.test("forms: the CSV keeps answers to fields removed from the template since", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const template = await createTemplate(c);
    await submitted(t, template.id, { message: "Old question's answer" });
    const { id, revision, createdAt: _, updatedAt: __, ...body } = template;
    const fields = body.fields.filter((f: { id: string }) => f.id !== "message");
    assertEquals((await c.put(`${FORMS}/${id}`, { ...body, fields, revision })).status, 200);
    const res = await c.get(`${FORMS}/${id}/submissions/export`);
    const header = res.raw.slice(1).split("\r\n")[0];
    assertEquals(header, "ID,Date,Read,Name,E-mail address,Phone,I agree to the terms,Message");
    assert(res.raw.includes("Old question's answer"));
  }));

Deno.test("forms: the retention setting, and the collector deleting older submissions", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const template = await createTemplate(c);
    assertEquals((await c.get(`${FORMS}/settings`)).body.settings, { retentionDays: 365 });
    for (const bad of [0, -1, 1.5, 3651, "30"]) {
      const res = await c.put(`${FORMS}/settings`, { retentionDays: bad });
      assert(hasError(res, "retentionDays", "V_12"), `${bad}: ${res.raw}`);
    }
    const saved = await c.put(`${FORMS}/settings`, { retentionDays: 30 });
    assertEquals(saved.body.settings, { retentionDays: 30 });
    assertEquals((await c.get(`${FORMS}/settings`)).body.settings, { retentionDays: 30 });

    const day = 24 * 60 * 60_000;
    const at = (createdAt: number) =>
      insertSubmission(t.deps.kv, (id) => ({
        id,
        templateID: template.id,
        values: { name: `at ${createdAt}` },
        fields: [{ id: "name", label: "Name", kind: "short-text" }],
        pageID: null,
        createdAt,
        read: false,
      }));
    const old = await at(Date.now() - 31 * day);
    const young = await at(Date.now() - 29 * day);
    const report = await runCollector(t.deps.kv, { keepArchivedVersions: 10, log: () => {} });
    assertEquals(report.formSubmissions, 1);
    const ids = (await c.get(`${FORMS}/${template.id}/submissions`)).body.items.map((
      i: { id: number },
    ) => i.id);
    assertEquals(ids, [young.id]);
    assertEquals((await t.deps.kv.get(keys.formSubmissionRef(template.id, old.id))).value, null);
  }));

Deno.test("forms: deleting a template deletes its submissions", () =>
  withApp(async (t) => {
    const c = await t.signedIn(1);
    const template = await createTemplate(c);
    const id = await submitted(t, template.id, {});
    assertEquals((await c.delete(`${FORMS}/${template.id}`)).status, 200);
    assertEquals((await t.deps.kv.get(keys.formSubmission(template.id, id))).value, null);
    assertEquals((await t.deps.kv.get(keys.formSubmissionRef(template.id, id))).value, null);
  }));
