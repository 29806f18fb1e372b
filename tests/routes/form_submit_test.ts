/**
 * The public form routes (routes/public_forms.tsx): the form block on a page, a post without
 * JavaScript (the page again with errors, or the thank-you page), the JSON variant of the island,
 * the captcha (proof of work and the no-script ticket), the rate limit and the honeypot.
 */
import { countQueuedMail } from "../../lib/db/mail_queue.ts";
import { DatabaseSync } from "node:sqlite";
import { createChallenge, solveChallenge } from "altcha-lib/v1";
import { assert, assertEquals } from "../_utils/assert.ts";
import { startTestApp, type TestApp, type TestClient, withTestApp } from "../_utils/app.ts";
import { setDisplayLanguage } from "../_utils/demo_pages.ts";
import { postForm, SUBMIT } from "../_utils/forms.ts";
import { createTestPage, PAGE_API } from "../_utils/pages.ts";
import { FORM_INPUTS } from "../../lib/content/form_post.ts";
import { CAPTCHA_MAX_NUMBER, newCaptchaChallenge } from "../../lib/ops/forms/captcha.ts";
import { PER_ADDRESS_LIMIT } from "../../lib/ops/forms/_form_limits.ts";
import { issueTicket, TICKET_MIN_AGE_MS } from "../../lib/ops/forms/form_ticket.ts";

const FORMS = "/api/ximblox/forms";

function assertStringIncludes(actual: string, expected: string, message?: string): void {
  assert(
    actual.includes(expected),
    message ?? `expected to find ${JSON.stringify(expected)} in ${actual.slice(0, 2000)}…`,
  );
}

const TEMPLATE = {
  name: "Contactformulier",
  receiverEmail: "desk@example.com",
  confirmationTitle: "Bedankt voor uw bericht",
  confirmationText: "Wij antwoorden binnen twee werkdagen.\n\nMet vriendelijke groet.",
  fields: [
    { id: "voornaam", label: "Voornaam", kind: "short-text", limit: 20 },
    { id: "telefoon", label: "Telefoonnummer", kind: "phone", optional: true },
    { id: "email", label: "E-mailadres", kind: "email" },
    { id: "bericht", label: "Bericht", kind: "long-text", limit: 100, help: "Uw vraag." },
    {
      id: "voorwaarden",
      label: "Ik ga akkoord met de",
      kind: "consent",
      linkText: "voorwaarden",
      link: "/algemene-voorwaarden",
    },
  ],
};

const VALID = {
  voornaam: "Jan",
  telefoon: "06-12345678",
  email: "jan@example.nl",
  bericht: "Hallo, ik heb een vraag.",
  voorwaarden: "on",
};

interface Setup {
  admin: TestClient;
  templateID: number;
  pageID: number;
}

/** A template on a published page `/contact` (block key "f1"), the site speaking Dutch. */
async function setup(t: TestApp): Promise<Setup> {
  const admin = await t.signedIn(1);
  await setDisplayLanguage(admin, "nl");
  const created = await admin.post(FORMS, TEMPLATE);
  assertEquals(created.status, 201, created.raw);
  const templateID = created.body.template.id;
  const { pageID } = await createTestPage(admin, {
    title: "Contact",
    slug: "contact",
    content: [
      { type: "heading", key: "h", props: { text: "Contact", level: 1 } },
      { type: "form", key: "f1", props: { templateID, heading: "Stuur ons een bericht" } },
    ],
  });
  const published = await admin.post(`${PAGE_API}/${pageID}/publish`);
  assertEquals(published.status, 200, published.raw);
  return { admin, templateID, pageID };
}

/** A solved captcha payload, as the island sends it. */
async function solved(t: TestApp, now?: number): Promise<string> {
  const c = await newCaptchaChallenge(t.deps, now);
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  const { algorithm, challenge, salt, signature } = c;
  return btoa(JSON.stringify({ algorithm, challenge, number: solution!.number, salt, signature }));
}

function formOf(s: Setup, values: Record<string, string>, extra: Record<string, string> = {}) {
  return {
    [FORM_INPUTS.template]: String(s.templateID),
    [FORM_INPUTS.page]: String(s.pageID),
    [FORM_INPUTS.block]: "f1",
    [FORM_INPUTS.honeypot]: "",
    ...values,
    ...extra,
  };
}

/**
 * Waits for the mails of `count` submissions (to the desk and to the sender), so that no mail
 * is still on its way when the test's store closes.
 */
async function mailsOf(t: TestApp, count: number): Promise<void> {
  const end = Date.now() + 10_000;
  while (t.smtp.mails.length < count * 2 && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 50));
  }
  assertEquals(t.smtp.mails.length, count * 2);
}

async function submissions(s: Setup): Promise<number> {
  const res = await s.admin.get(`${FORMS}/${s.templateID}/submissions`);
  assertEquals(res.status, 200, res.raw);
  return res.body.totalItems;
}

/** The island field of one input, as the page's HTML has it. */
function fieldHtml(html: string, id: string): string {
  const start = html.indexOf(
    `<div class="form-field form-field--`,
    html.indexOf(`for="form-f1-f-${id}"`) - 200,
  );
  return html.slice(start, html.indexOf("</div>", html.indexOf(`id="form-f1-f-${id}"`)));
}

Deno.test("the form block draws the template as a real form that posts without JavaScript", () =>
  withTestApp(async (t) => {
    await setup(t);
    const res = await t.app.request("/contact");
    assertEquals(res.status, 200);
    const html = await res.text();
    assertStringIncludes(
      html,
      '<form id="form-f1" class="public-form" method="post" action="/_forms/submit" novalidate>',
    );
    assertStringIncludes(
      html,
      '<h2 class="block-form__heading" id="form-f1-heading">Stuur ons een bericht</h2>',
    );
    // Every field with its label, the limit as maxlength, help by aria-describedby.
    assertStringIncludes(
      html,
      '<label class="form-field__label" for="form-f1-f-voornaam">Voornaam',
    );
    assertStringIncludes(html, 'maxlength="20"');
    // The count of characters left waits, hidden, for the island that can count.
    assertStringIncludes(html, 'aria-describedby="form-f1-f-bericht-help"');
    assertStringIncludes(
      html,
      '<p class="form-field__count" id="form-f1-f-bericht-count" hidden>Nog 100 tekens</p>',
    );
    assertStringIncludes(html, 'type="tel"');
    assertStringIncludes(html, '<a href="/algemene-voorwaarden">voorwaarden</a>');
    // The honeypot: hidden from people and out of the tab order, never autofilled.
    assertStringIncludes(
      html,
      '<div class="public-form__extra" aria-hidden="true"><label for="form-f1-extra">Laat dit veld leeg</label><input type="text" id="form-f1-extra" name="xbExtra" tabindex="-1" autocomplete="off"/>',
    );
    assertStringIncludes(html, `name="xbForm" value="`);
    assertStringIncludes(html, "Versturen");
    // Without JavaScript the visitor is told what the captcha will ask.
    assertStringIncludes(html, "Zonder JavaScript vraagt dit formulier");
    // The island's script is on the page.
    assertStringIncludes(html, 'data-name="PublicForm"');
  }));

Deno.test("GET /_forms/challenge answers a fresh altcha challenge that no cache keeps", () =>
  withTestApp(async (t) => {
    const a = await t.app.request("/_forms/challenge");
    assertEquals(a.status, 200);
    assertEquals(a.headers.get("Cache-Control"), "no-store");
    const body = await a.json();
    assertEquals(body.algorithm, "SHA-256");
    assertEquals(body.maxnumber, CAPTCHA_MAX_NUMBER);
    assert(/^[0-9a-f]{64}$/.test(body.challenge) && /^[0-9a-f]{64}$/.test(body.signature));
    assert(/expires=\d+&$/.test(body.salt));
    const b = await (await t.app.request("/_forms/challenge")).json();
    assert(a !== b && body.salt !== b.salt);
  }));

Deno.test("a post without JavaScript with mistakes answers the page again: every field message next to its field, values kept and escaped", () =>
  withTestApp(async (t) => {
    const s = await setup(t);
    const typed = "<script>alert('x')</script> & meer";
    const res = await postForm(
      t,
      formOf(s, {
        voornaam: typed,
        telefoon: "12",
        email: "geen-adres",
        bericht: "",
      }),
    );
    assertEquals(res.status, 422);
    assertEquals(res.headers.get("Cache-Control"), "no-store");
    assertEquals(res.headers.get("X-Robots-Tag"), "noindex");
    const html = res.raw;
    assertStringIncludes(html, '<meta name="robots" content="noindex"/>');
    assertStringIncludes(html, "<title>Fout: Contact |");
    // The page itself, drawn again around the form.
    assertStringIncludes(html, "<h1");
    assertStringIncludes(html, "Stuur ons een bericht");
    // What was typed comes back, escaped (in the input and in the island's props).
    assert(!html.includes("<script>alert"), "typed markup must be escaped");
    assertStringIncludes(html, `value="&lt;script>alert('x')&lt;/script> &amp; meer"`);
    assertStringIncludes(html, 'value="12"');
    assertStringIncludes(html, 'value="geen-adres"');
    // The field messages, verbatim, each next to its field with aria-invalid and described by it.
    assertStringIncludes(fieldHtml(html, "voornaam"), "Karakterlimiet bereikt");
    assertStringIncludes(fieldHtml(html, "telefoon"), "Ongeldig telefoonnummer");
    assertStringIncludes(fieldHtml(html, "email"), "Ongeldig e-mailadres");
    assertStringIncludes(fieldHtml(html, "bericht"), "Dit veld is verplicht");
    assertStringIncludes(html, "Vink dit aan om het formulier te versturen");
    assertStringIncludes(
      html,
      'aria-invalid="true" aria-describedby="form-f1-f-email-error" type="email"',
    );
    // The captcha was not solved: the required-field message there too.
    assertStringIncludes(
      html,
      '<p class="form-field__error" id="form-f1-captcha-error">Dit veld is verplicht</p>',
    );
    // The summary at the top of the form links to each field, and takes the focus.
    assertStringIncludes(html, '<div class="public-form__summary" tabindex="-1" autofocus>');
    assertStringIncludes(html, '<a href="#form-f1-f-email">E-mailadres: Ongeldig e-mailadres</a>');
    assertStringIncludes(
      html,
      '<a href="#form-f1-captcha">Spamcontrole: Dit veld is verplicht</a>',
    );
    assertEquals(await submissions(s), 0);
  }));

Deno.test("a post without JavaScript passes the captcha with a ticked box and the ticket of the page answered again", () =>
  withTestApp(async (t) => {
    const s = await setup(t);
    // First submit: all fields right, but no proof of work: the box and a ticket come back.
    const first = await postForm(t, formOf(s, VALID));
    assertEquals(first.status, 422);
    const ticket = /name="xbTicket" value="([^"]+)"/.exec(first.raw)?.[1];
    assert(ticket, "a ticket in the form answered again");
    assertStringIncludes(first.raw, 'name="xbHuman"');
    assertStringIncludes(first.raw, "Ik ben geen robot");
    // Sent again at once: a script does not wait, a person does.
    const tooSoon = await postForm(t, formOf(s, VALID, { xbTicket: ticket, xbHuman: "on" }));
    assertEquals(tooSoon.status, 422);
    assertStringIncludes(tooSoon.raw, "form-f1-captcha-error");

    const old = await issueTicket(t.deps, s.templateID, Date.now() - TICKET_MIN_AGE_MS - 1000);
    const unticked = await postForm(t, formOf(s, VALID, { xbTicket: old }));
    assertEquals(unticked.status, 422, "the box must be ticked");
    const other = await issueTicket(t.deps, s.templateID + 1, Date.now() - 10_000);
    assertEquals(
      (await postForm(t, formOf(s, VALID, { xbTicket: other, xbHuman: "on" }))).status,
      422,
    );
    const forged = old.slice(0, -2) + (old.endsWith("AA") ? "BB" : "AA");
    assertEquals(
      (await postForm(t, formOf(s, VALID, { xbTicket: forged, xbHuman: "on" }))).status,
      422,
    );

    const sent = await postForm(t, formOf(s, VALID, { xbTicket: old, xbHuman: "on" }));
    assertEquals(sent.status, 200, sent.raw.slice(0, 300));
    assertEquals(await submissions(s), 1);
    // A ticket is good for one submission.
    const again = await postForm(t, formOf(s, VALID, { xbTicket: old, xbHuman: "on" }));
    assertEquals(again.status, 422);
    assertEquals(await submissions(s), 1);
    await mailsOf(t, 1);
  }));

Deno.test("a post without JavaScript that succeeds answers the thank-you page with the template's confirmation", () =>
  withTestApp(async (t) => {
    const s = await setup(t);
    const res = await postForm(t, formOf(s, VALID, { [FORM_INPUTS.captcha]: await solved(t) }));
    assertEquals(res.status, 200);
    assertEquals(res.headers.get("Cache-Control"), "no-store");
    assertStringIncludes(res.raw, '<meta name="robots" content="noindex"/>');
    assertStringIncludes(res.raw, "<h1>Bedankt voor uw bericht</h1>");
    assertStringIncludes(
      res.raw,
      "<p>Wij antwoorden binnen twee werkdagen.</p><p>Met vriendelijke groet.</p>",
    );
    assertStringIncludes(res.raw, '<a href="/contact">Terug naar Contact</a>');
    assertEquals(await submissions(s), 1);
    const mail = await t.smtp.waitFor("desk@example.com");
    assertStringIncludes(mail.text, "Hallo, ik heb een vraag.");
    await t.smtp.waitFor("jan@example.nl");
  }));

Deno.test("the JSON variant answers errors by field and the confirmation, and stores only what is valid", () =>
  withTestApp(async (t) => {
    const s = await setup(t);
    const bad = await postForm(t, formOf(s, { ...VALID, email: "x", voorwaarden: "" }), {
      json: true,
    });
    assertEquals(bad.status, 422);
    assertEquals(bad.headers.get("Cache-Control"), "no-store");
    assertEquals(bad.body, {
      Success: false,
      errors: { email: "email", voorwaarden: "required", [FORM_INPUTS.captcha]: "required" },
    });
    const limit = await postForm(t, formOf(s, { ...VALID, bericht: "x".repeat(101) }), {
      json: true,
    });
    assertEquals(limit.body.errors.bericht, "limit");

    const ok = await postForm(t, formOf(s, VALID, { [FORM_INPUTS.captcha]: await solved(t) }), {
      json: true,
    });
    assertEquals(ok.status, 200, ok.raw);
    assertEquals(ok.body, {
      Success: true,
      confirmation: {
        title: "Bedankt voor uw bericht",
        text: "Wij antwoorden binnen twee werkdagen.\n\nMet vriendelijke groet.",
      },
    });
    assertEquals(await submissions(s), 1);
    await mailsOf(t, 1);
  }));

Deno.test("the captcha: a missing, invalid, replayed or expired solution is the required-field error", () =>
  withTestApp(async (t) => {
    const s = await setup(t);
    const captchaError = async (proof: string | undefined) => {
      const extra: Record<string, string> = proof === undefined ? {} : { xbCaptcha: proof };
      const res = await postForm(t, formOf(s, VALID, extra), { json: true });
      return res.status === 422 && res.body.errors?.[FORM_INPUTS.captcha] === "required";
    };
    assert(await captchaError(undefined), "missing");
    assert(await captchaError("bm90IGpzb24="), "not a payload");

    const good = await solved(t);
    const payload = JSON.parse(atob(good));
    const wrong = btoa(JSON.stringify({ ...payload, number: payload.number + 1 }));
    assert(await captchaError(wrong), "wrong number");
    const sha1 = btoa(JSON.stringify({ ...payload, algorithm: "SHA-1" }));
    assert(await captchaError(sha1), "another algorithm");
    // A challenge signed with another key (another site's, or made up).
    const foreign = await createChallenge({
      hmacKey: "not-ours",
      maxnumber: 10,
      number: 3,
      expires: new Date(Date.now() + 60_000),
    });
    const { algorithm, challenge, salt, signature } = foreign;
    assert(
      await captchaError(
        btoa(JSON.stringify({ algorithm, challenge, number: 3, salt, signature })),
      ),
      "foreign",
    );
    assert(await captchaError(await solved(t, Date.now() - 11 * 60_000)), "expired");

    const first = await postForm(t, formOf(s, VALID, { xbCaptcha: good }), { json: true });
    assertEquals(first.status, 200, first.raw);
    assert(await captchaError(good), "replayed");
    assertEquals(await submissions(s), 1);
    await mailsOf(t, 1);
  }));

Deno.test("two submissions racing with one captcha solution store one", () =>
  withTestApp(async (t) => {
    const s = await setup(t);
    const proof = await solved(t);
    const answers = await Promise.all(
      [1, 2, 3].map(() => postForm(t, formOf(s, VALID, { xbCaptcha: proof }), { json: true })),
    );
    assertEquals(answers.filter((a) => a.status === 200).length, 1);
    assertEquals(await submissions(s), 1);
    await mailsOf(t, 1);
  }));

Deno.test("the rate limit: a few submissions per address and form, then the failure message", () =>
  withTestApp(async (t) => {
    const s = await setup(t);
    for (let i = 0; i < PER_ADDRESS_LIMIT.max; i++) {
      const ok = await postForm(t, formOf(s, VALID, { xbCaptcha: await solved(t) }), {
        json: true,
      });
      assertEquals(ok.status, 200, ok.raw);
    }
    const json = await postForm(t, formOf(s, VALID, { xbCaptcha: await solved(t) }), {
      json: true,
    });
    assertEquals(json.status, 429);
    assertEquals(json.body, { Success: false });
    const page = await postForm(t, formOf(s, VALID, { xbCaptcha: await solved(t) }));
    assertEquals(page.status, 429);
    assertStringIncludes(
      page.raw,
      '<p class="public-form__failure" role="alert">Er is iets fout gegaan. Probeer het later nog eens.</p>',
    );
    // The values stay, so nothing typed is lost.
    assertStringIncludes(page.raw, 'value="jan@example.nl"');
    // Another address may still send.
    const other = await postForm(t, formOf(s, VALID, { xbCaptcha: await solved(t) }), {
      json: true,
      address: "2001:db8:1:2::7",
    });
    assertEquals(other.status, 200, other.raw);
    assertEquals(await submissions(s), PER_ADDRESS_LIMIT.max + 1);
    await mailsOf(t, PER_ADDRESS_LIMIT.max + 1);
  }));

Deno.test("the honeypot: a robot that fills it in is thanked, and nothing is stored or mailed", () =>
  withTestApp(async (t) => {
    const s = await setup(t);
    const form = formOf(s, VALID, { [FORM_INPUTS.honeypot]: "https://spam.example" });
    const json = await postForm(t, form, { json: true });
    assertEquals(json.status, 200);
    assertEquals(json.body.Success, true);
    assertEquals(json.body.confirmation.title, "Bedankt voor uw bericht");
    const page = await postForm(t, form);
    assertEquals(page.status, 200);
    assertStringIncludes(page.raw, "<h1>Bedankt voor uw bericht</h1>");
    assertEquals(await submissions(s), 0);
    // Whatever the posts started is done: nothing was sent, nothing waits to go.
    await t.settled();
    assertEquals(t.smtp.mails.length, 0);
    assertEquals(await countQueuedMail(t.deps.kv), 0);
  }));

Deno.test("a post from another site, of another type, or to an unknown template is refused", () =>
  withTestApp(async (t) => {
    const s = await setup(t);
    const proof = await solved(t);
    const cross = await postForm(t, formOf(s, VALID, { xbCaptcha: proof }), {
      json: true,
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    assertEquals(cross.status, 403);
    const origin = await postForm(t, formOf(s, VALID, { xbCaptcha: proof }), {
      headers: { Origin: "https://evil.example" },
    });
    assertEquals(origin.status, 403);
    assertStringIncludes(origin.raw, "Er is iets fout gegaan. Probeer het later nog eens.");
    const unknown = await postForm(
      t,
      { ...formOf(s, VALID, { xbCaptcha: proof }), xbForm: "999" },
      {
        json: true,
      },
    );
    assertEquals(unknown.status, 404);
    const typed = await t.app.request(SUBMIT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(formOf(s, VALID)),
    });
    assertEquals(typed.status, 422);
    await typed.body?.cancel();
    assertEquals(await submissions(s), 0);
  }));

Deno.test("a form whose page no longer shows it is refused with the failure message, and nothing of the form is drawn", () =>
  withTestApp(async (t) => {
    const s = await setup(t);
    const res = await postForm(t, { ...formOf(s, { ...VALID, email: "x" }), xbBlock: "gone" });
    assertEquals(res.status, 404);
    assertStringIncludes(res.raw, "Er is iets fout gegaan. Probeer het later nog eens.");
    assert(!res.raw.includes("Contactformulier"), "the template is drawn nowhere published");
    assertEquals(await submissions(s), 0);
  }));

Deno.test("a form block must name a template that exists (V_12)", () =>
  withTestApp(async (t) => {
    const s = await setup(t);
    const res = await s.admin.post(`${PAGE_API}/create`, {
      title: "Kapot",
      slug: "kapot",
      type: "page",
      locale: "en-gb",
      content: [{ type: "form", key: "f", props: { templateID: 4242 } }],
      typeData: {},
    });
    assertEquals(res.status, 400);
    assertEquals(res.body.Errors, [{ property: "content.0.props.templateID", code: "V_12" }]);
    const none = await s.admin.post(`${PAGE_API}/create`, {
      title: "Leeg",
      slug: "leeg",
      type: "page",
      locale: "en-gb",
      content: [{ type: "form", key: "f", props: {} }],
      typeData: {},
    });
    assertEquals(none.status, 400);
    assertEquals(none.body.Errors[0].code, "V_01");
  }));

Deno.test("a template edit shows on the next request of a page that uses it", () =>
  withTestApp(async (t) => {
    const s = await setup(t);
    assertStringIncludes(await (await t.app.request("/contact")).text(), "Voornaam");
    const current = await s.admin.get(`${FORMS}/${s.templateID}`);
    const { id: _, createdAt: _c, updatedAt: _u, ...template } = current.body.template;
    const fields = template.fields.map((f: { id: string; label: string }) =>
      f.id === "voornaam" ? { ...f, label: "Roepnaam" } : f
    );
    const saved = await s.admin.put(`${FORMS}/${s.templateID}`, { ...template, fields });
    assertEquals(saved.status, 200, saved.raw);
    const html = await (await t.app.request("/contact")).text();
    assertStringIncludes(html, "Roepnaam");
  }));

Deno.test("a post the store is too busy to take answers G_02 with the values kept, and stores nothing", async () => {
  const dir = await Deno.makeTempDir();
  const path = `${dir}/store.kv`;
  const t = await startTestApp({ KV_PATH: path }, { busyRetryMs: 100 });
  try {
    const s = await setup(t);
    const proofs = [await solved(t), await solved(t)];
    // A site that has served its pages and forms (their first use keeps secrets in the store).
    assertEquals((await t.app.request("/contact")).status, 200);
    await issueTicket(t.deps, s.templateID);
    // Another process holds SQLite's write lock on the store file for the whole retry window.
    const holder = new DatabaseSync(path);
    holder.exec("BEGIN IMMEDIATE");
    try {
      const json = await postForm(t, formOf(s, VALID, { [FORM_INPUTS.captcha]: proofs[0] }), {
        json: true,
      });
      assertEquals([json.status, json.headers.get("Retry-After")], [503, "1"]);
      assertEquals(json.body, { Success: false, Errors: [{ property: "", code: "G_02" }] });
      const page = await postForm(t, formOf(s, VALID, { [FORM_INPUTS.captcha]: proofs[1] }));
      assertEquals(page.status, 503);
      assertStringIncludes(page.raw, "De site is even druk en je formulier is nog niet verstuurd");
      assertStringIncludes(page.raw, "Hallo, ik heb een vraag.", "the values are kept");
      assertStringIncludes(page.raw, FORM_INPUTS.human, "a fresh ticket's box to tick");
    } finally {
      holder.exec("ROLLBACK");
      holder.close();
    }
    assertEquals(await submissions(s), 0, "nothing half stored");
    // Sent again once the store is free, it goes through.
    const again = await postForm(t, formOf(s, VALID, { [FORM_INPUTS.captcha]: await solved(t) }), {
      json: true,
    });
    assertEquals(again.status, 200, again.raw);
    assertEquals(await submissions(s), 1);
    await mailsOf(t, 1);
  } finally {
    await t.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("the error summary names a consent box by its whole caption, link text included", () =>
  withTestApp(async (t) => {
    const s = await setup(t);
    const res = await postForm(t, formOf(s, { ...VALID, voorwaarden: "" }));
    assertEquals(res.status, 422);
    assertStringIncludes(
      res.raw,
      '<a href="#form-f1-f-voorwaarden">Ik ga akkoord met de voorwaarden: ' +
        "Vink dit aan om het formulier te versturen</a>",
    );
  }));

Deno.test("without JavaScript a ticked robot box stays ticked when other fields are wrong", () =>
  withTestApp(async (t) => {
    const s = await setup(t);
    const old = await issueTicket(t.deps, s.templateID, Date.now() - TICKET_MIN_AGE_MS - 1000);
    // The box was ticked with a good ticket, but the e-mail address is wrong.
    const wrong = await postForm(
      t,
      formOf(s, { ...VALID, email: "geen-adres" }, { xbTicket: old, xbHuman: "on" }),
    );
    assertEquals(wrong.status, 422);
    assert(!wrong.raw.includes("form-f1-captcha-error"), "the captcha passed");
    const box = /<input type="checkbox" id="form-f1-captcha"[^>]*>/.exec(wrong.raw)?.[0] ?? "";
    assertStringIncludes(box, "checked", `the box stays ticked: ${box}`);
    // Corrected, the form goes through without ticking again (the box comes back ticked).
    const ticket = /name="xbTicket" value="([^"]+)"/.exec(wrong.raw)?.[1] ?? "";
    const sent = await postForm(t, formOf(s, VALID, { xbTicket: ticket, xbHuman: "on" }));
    assertEquals(sent.status, 200, sent.raw.slice(0, 300));
    await mailsOf(t, 1);
  }));

Deno.test("without JavaScript no characters-left count shows: it cannot count", () =>
  withTestApp(async (t) => {
    const s = await setup(t);
    const page = await t.app.request("/contact");
    const html = await page.text();
    // The count is drawn hidden and shown by the island once it can count (islands/PublicForm.tsx).
    assertStringIncludes(html, '<p class="form-field__count" id="form-f1-f-bericht-count" hidden>');
    assert(
      !/aria-describedby="[^"]*bericht-count/.test(html),
      "the hidden count describes nothing",
    );
    assert(s.templateID > 0);
  }));
