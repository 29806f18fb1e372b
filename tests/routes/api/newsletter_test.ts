/**
 * The newsletter end to end through the real application and a real SMTP receiver: double
 * opt-in, the single-use confirmation link, unsubscribing by the one-click POST and by the page,
 * the List-Unsubscribe headers, no enumeration, concurrency, the public form without
 * JavaScript, and the admin's list, delete and CSV export with their permissions.
 */
import { match } from "node:assert/strict";
import { assert, assertEquals, assertNotEquals } from "../../_utils/assert.ts";
import { codes, PUBLIC_URL, type TestApp, withTestApp } from "../../_utils/app.ts";
import { linkIn, type ReceivedMail } from "../../_utils/smtp.ts";
import { findSubscriberByEmail, listSubscribers } from "../../../lib/db/newsletter.ts";
import { runCollector } from "../../../lib/db/retention.ts";
import { countQueuedMail } from "../../../lib/db/mail_queue.ts";
import type { Mail, Mailer } from "../../../lib/mail/mailer.ts";
import { signupsSettled, subscribe } from "../../../lib/ops/newsletter/subscribe.ts";
import { confirmSubscription } from "../../../lib/ops/newsletter/confirm.ts";

const API = "/api/ximblox/newsletter";

function assertMatch(actual: string, pattern: RegExp): void {
  match(actual, pattern);
}
const CONFIRM = `${PUBLIC_URL}/newsletter/confirm/`;
const UNSUBSCRIBE = `${PUBLIC_URL}/newsletter/unsubscribe/`;

/** Signs `email` up through the API as a visitor; answers the API's answer. */
async function signUp(t: TestApp, email: string, name = "Anna de Vries") {
  const res = await t.client().post(`${API}/subscribe`, { name, email, locale: "en-gb" });
  await signupsSettled();
  return res;
}

/** The mails to `to` so far. */
function mailsTo(t: TestApp, to: string): ReceivedMail[] {
  return t.smtp.mails.filter((m) => m.to === to);
}

/** A request as a browser or a mail provider sends it: no cookies, no CSRF header. */
function plain(t: TestApp, method: string, url: string, init: RequestInit = {}, from?: string) {
  // Deno.serve's connection info, as main.ts hands it to the app (the client's address).
  const env = from ? { remoteAddr: { hostname: from, port: 1, transport: "tcp" } } : undefined;
  return t.app.request(url.replace(PUBLIC_URL, ""), { method, ...init }, env);
}

/**
 * A visitor's signup through the API from their own address, as the island sends it: the
 * token first, then the signup with the cookie and the token.
 */
async function apiSignUpFrom(t: TestApp, from: string, body: unknown): Promise<Response> {
  const probe = await plain(t, "GET", `${API}/token`, {}, from);
  const cookie = probe.headers.getSetCookie()[0].split(";")[0];
  return plain(t, "POST", `${API}/subscribe`, {
    headers: {
      Cookie: cookie,
      "Content-Type": "application/json",
      "X-CSRF-Token": probe.headers.get("X-CSRF-Token")!,
    },
    body: JSON.stringify(body),
  }, from);
}

async function confirmedSubscriber(t: TestApp, email: string): Promise<ReceivedMail> {
  await signUp(t, email);
  const mail = await t.smtp.waitFor(email);
  const res = await plain(t, "POST", linkIn(mail, CONFIRM));
  assertEquals(res.status, 200, await res.text());
  await t.smtp.waitFor(email, { after: t.smtp.mails.indexOf(mail) + 1 });
  return mail;
}

async function statusOf(t: TestApp, email: string) {
  return (await findSubscriberByEmail(t.deps.kv, email))?.value.status ?? null;
}

Deno.test("subscribe: double opt-in; the link, built from PUBLIC_URL, confirms once", () =>
  withTestApp(async (t) => {
    const res = await signUp(t, "Anna@Example.com");
    assertEquals(res.status, 200);
    assertEquals(res.body, { Success: true });
    const email = "anna@example.com";
    assertEquals(await statusOf(t, email), "pending", "only confirmed addresses count");

    const mail = await t.smtp.waitFor(email);
    assertMatch(mail.subject, /Confirm your subscription/);
    assert(!mail.text.includes("Anna de Vries"), "the confirmation repeats nothing typed");
    const link = linkIn(mail, CONFIRM);
    assertMatch(link, /^https:\/\/cms\.example\.test\/newsletter\/confirm\/[A-Za-z0-9_-]{43}$/);
    assertMatch(
      mail.headers["list-unsubscribe"],
      /^<https:\/\/cms\.example\.test\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{43}>$/,
    );
    assertEquals(mail.headers["list-unsubscribe-post"], "List-Unsubscribe=One-Click");

    // Opening the link (a mail scanner too) only shows the button.
    const page = await plain(t, "GET", link);
    assertEquals(page.status, 200);
    assertEquals(page.headers.get("Cache-Control"), "no-store");
    assertEquals(page.headers.get("X-Robots-Tag"), "noindex");
    const html = await page.text();
    assertMatch(html, /<meta name="robots" content="noindex"/);
    assertMatch(
      html,
      /<form class="newsletter-page__form" method="post" action="\/newsletter\/confirm\//,
    );
    assertEquals(await statusOf(t, email), "pending");

    const confirmed = await plain(t, "POST", link);
    assertEquals(confirmed.status, 200);
    assertMatch(await confirmed.text(), /Subscription confirmed/);
    const record = (await findSubscriberByEmail(t.deps.kv, email))!.value;
    assertEquals(record.status, "confirmed");
    assert(record.confirmedAt! >= record.createdAt);

    // The welcome mail carries the unsubscribe link, in its text and its headers.
    const welcome = await t.smtp.waitFor(email, { after: 1 });
    assertMatch(welcome.subject, /You are subscribed/);
    // Whoever signed the address up typed the name: it is not put in a mail to the address.
    assertMatch(welcome.text, /^Hello,$/m);
    assert(!welcome.text.includes("Anna") && !welcome.html.includes("Anna"), "no typed name");
    const leave = linkIn(welcome, UNSUBSCRIBE);
    assertEquals(welcome.headers["list-unsubscribe"], `<${leave}>`);
    assertEquals(
      mail.headers["list-unsubscribe"],
      `<${leave}>`,
      "one unsubscribe link per subscriber",
    );

    // A second use, by POST or GET, finds the link spent.
    for (const method of ["POST", "GET"]) {
      const again = await plain(t, method, link);
      assertEquals(again.status, 410, method);
      assertMatch(await again.text(), /This link no longer works/);
    }
    assertEquals(mailsTo(t, email).length, 2);
  }));

Deno.test("confirm: an expired link, an unknown one and a malformed one say the link is gone", () =>
  withTestApp(async (t) => {
    await signUp(t, "late@example.com");
    const link = linkIn(await t.smtp.waitFor("late@example.com"), CONFIRM);
    const token = link.slice(CONFIRM.length);
    assertEquals(await confirmSubscription(t.deps, token, Date.now() + 8 * 24 * 60 * 60_000), null);
    assertEquals(await statusOf(t, "late@example.com"), "pending");
    for (const path of ["A".repeat(43), "short", "..%2F..%2Fetc"]) {
      const res = await plain(t, "POST", `/newsletter/confirm/${path}`);
      assertEquals(res.status, 410, path);
    }
  }));

Deno.test("unsubscribe: the RFC 8058 one-click POST, without cookies or CSRF token", () =>
  withTestApp(async (t) => {
    const mail = await confirmedSubscriber(t, "one@example.com");
    const leave = mail.headers["list-unsubscribe"].slice(1, -1);
    const res = await plain(t, "POST", leave, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    assertEquals(res.status, 200);
    assertMatch(await res.text(), /You are unsubscribed/);
    const record = (await findSubscriberByEmail(t.deps.kv, "one@example.com"))!.value;
    assertEquals(record.status, "unsubscribed");
    assert(record.unsubscribedAt);
    // Idempotent: the link keeps working and says the same.
    const again = await plain(t, "POST", leave, { body: "List-Unsubscribe=One-Click" });
    assertEquals(again.status, 200);
  }));

Deno.test("unsubscribe: the page's GET changes nothing, its button unsubscribes", () =>
  withTestApp(async (t) => {
    const mail = await confirmedSubscriber(t, "page@example.com");
    const leave = linkIn(mail, UNSUBSCRIBE);
    const page = await plain(t, "GET", leave);
    assertEquals(page.status, 200);
    assertMatch(
      await page.text(),
      /<button type="submit" class="button button--primary">Unsubscribe<\/button>/,
    );
    assertEquals(await statusOf(t, "page@example.com"), "confirmed");
    const res = await plain(t, "POST", leave, { headers: { "Sec-Fetch-Site": "same-origin" } });
    assertEquals(res.status, 200);
    assertEquals(await statusOf(t, "page@example.com"), "unsubscribed");
    assertEquals((await plain(t, "GET", `${UNSUBSCRIBE}${"x".repeat(43)}`)).status, 410);
  }));

Deno.test("unsubscribing voids a pending confirmation link", () =>
  withTestApp(async (t) => {
    await signUp(t, "undecided@example.com");
    const mail = await t.smtp.waitFor("undecided@example.com");
    assertEquals((await plain(t, "POST", linkIn(mail, UNSUBSCRIBE))).status, 200);
    assertEquals((await plain(t, "POST", linkIn(mail, CONFIRM))).status, 410);
    assertEquals(await statusOf(t, "undecided@example.com"), "unsubscribed");
  }));

/** A mailer that holds every mail until released: nothing about a signup can wait for mail. */
function heldMailer(inner: Mailer) {
  let release!: () => void;
  const released = new Promise<void>((r) => release = r);
  let waiting = 0;
  const mailer: Mailer = {
    async send(mail: Mail) {
      waiting++;
      await released;
      waiting--;
      await inner.send(mail);
    },
  };
  return { mailer, release, waiting: () => waiting };
}

Deno.test("no enumeration: new, pending, confirmed and unsubscribed addresses get the same answer", () =>
  withTestApp(async (t) => {
    await signUp(t, "pending@example.com");
    await confirmedSubscriber(t, "confirmed@example.com");
    const gone = await confirmedSubscriber(t, "gone@example.com");
    await plain(t, "POST", linkIn(gone, UNSUBSCRIBE));
    assertEquals(await statusOf(t, "gone@example.com"), "unsubscribed");

    // While mail is held, every answer still comes at once: none waits for the address's work.
    const held = heldMailer(t.deps.mailer);
    const real = t.deps.mailer;
    t.deps.mailer = held.mailer;
    try {
      const answers = [];
      const emails = [
        "new@example.com",
        "pending@example.com",
        "confirmed@example.com",
        "gone@example.com",
      ];
      for (const [i, email] of emails.entries()) {
        const from = `198.51.100.${i + 1}`;
        const api = await apiSignUpFrom(t, from, { name: "X", email, locale: "en-gb" });
        const form = await plain(t, "POST", "/newsletter/subscribe", {
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ name: "X", email, locale: "en-gb", website: "" }),
        }, from);
        answers.push({
          status: api.status,
          body: await api.text(),
          type: api.headers.get("Content-Type"),
          formStatus: form.status,
          formBody: await form.text(),
        });
      }
      // Answered, every one, while the mail sent on their account was still held: no answer
      // waited for it (one that did would never have come).
      assert(held.waiting() > 0, "mail held behind the answers");
      for (const a of answers.slice(1)) assertEquals(a, answers[0]);
      assertEquals(answers[0].status, 200);
      assertEquals(answers[0].formStatus, 200);
      assertMatch(answers[0].formBody, /Check your mailbox/);
    } finally {
      held.release();
      await signupsSettled();
      t.deps.mailer = real;
    }
    // Behind the same answers: a new pending subscriber, and nothing for the confirmed one.
    assertEquals(await statusOf(t, "new@example.com"), "pending");
    assertEquals(await statusOf(t, "confirmed@example.com"), "confirmed");
    assertEquals(mailsTo(t, "confirmed@example.com").length, 2, "confirmation and welcome only");
  }));

Deno.test("subscribe: confirmation mails to one address are limited; a confirmed one gets none", () =>
  withTestApp(async (t) => {
    const input = { name: "Ben", email: "ben@example.com", locale: "en-gb" };
    const start = Date.now();
    assertEquals(await subscribe(t.deps, input, start), "created");
    assertEquals(await subscribe(t.deps, input, start + 1000), "unchanged", "within a minute");
    const first = linkIn(await t.smtp.waitFor("ben@example.com"), CONFIRM);
    assertEquals(await subscribe(t.deps, input, start + 61_000), "mailed");
    assertEquals(await subscribe(t.deps, input, start + 122_000), "mailed");
    assertEquals(await subscribe(t.deps, input, start + 183_000), "unchanged", "3 a day at most");
    assertEquals(mailsTo(t, "ben@example.com").length, 3);
    // The same confirmation each time: the first link still works.
    const latest = linkIn(t.smtp.mails.findLast((m) => m.to === "ben@example.com")!, CONFIRM);
    assertEquals(latest, first);
    const before = t.smtp.mails.length;
    assertEquals((await plain(t, "POST", first)).status, 200);
    await t.smtp.waitFor("ben@example.com", { after: before });
    const mails = mailsTo(t, "ben@example.com").length;
    assertEquals(
      await subscribe(t.deps, { ...input, name: "Someone else" }, Date.now() + 2 * 86_400_000),
      "unchanged",
    );
    assertEquals(mailsTo(t, "ben@example.com").length, mails);
    assertEquals((await findSubscriberByEmail(t.deps.kv, "ben@example.com"))!.value.name, "Ben");
  }));

Deno.test("a stranger's later signup changes nothing of a pending one: same link, same name, nothing typed mailed", () =>
  withTestApp(async (t) => {
    const email = "owner@example.com";
    const start = Date.now();
    const owner = { name: "Olivia", email, locale: "en-gb" };
    assertEquals(await subscribe(t.deps, owner, start), "created");
    const mail = await t.smtp.waitFor(email);
    const link = linkIn(mail, CONFIRM);
    const before = (await findSubscriberByEmail(t.deps.kv, email))!.value;

    // A stranger, after the one-minute gap, in another language, with words of their own.
    const stranger = { name: "Buy cheap pills at evil.test", email, locale: "nl-nl" };
    assertEquals(await subscribe(t.deps, stranger, start + 61_000), "mailed");
    const resent = await t.smtp.waitFor(email, { after: t.smtp.mails.indexOf(mail) + 1 });
    assertEquals(linkIn(resent, CONFIRM), link, "the same confirmation, sent again");
    assertEquals(resent.subject, mail.subject, "in the signup's own language");
    const after = (await findSubscriberByEmail(t.deps.kv, email))!.value;
    assertEquals(
      { ...after, mailedAt: before.mailedAt },
      before,
      "nothing but the mail count changed",
    );

    // The owner's link still works, and the welcome carries nothing anyone typed.
    const count = t.smtp.mails.length;
    assertEquals((await plain(t, "POST", link)).status, 200);
    const welcome = await t.smtp.waitFor(email, { after: count });
    for (const m of [mail, resent, welcome]) {
      for (const typed of ["Olivia", "pills", "evil.test"]) {
        assert(!m.text.includes(typed) && !m.html.includes(typed), `${typed} in ${m.subject}`);
      }
    }
  }));

Deno.test("an unsubscribed address can sign up again, with a new double opt-in", () =>
  withTestApp(async (t) => {
    const mail = await confirmedSubscriber(t, "back@example.com");
    await plain(t, "POST", linkIn(mail, UNSUBSCRIBE));
    const before = t.smtp.mails.length;
    assertEquals(
      await subscribe(
        t.deps,
        { name: "Back", email: "back@example.com", locale: "en-gb" },
        Date.now() + 61_000,
      ),
      "mailed",
    );
    assertEquals(await statusOf(t, "back@example.com"), "pending");
    const again = await t.smtp.waitFor("back@example.com", { after: before });
    assertEquals((await plain(t, "POST", linkIn(again, CONFIRM))).status, 200);
    assertEquals(await statusOf(t, "back@example.com"), "confirmed");
  }));

Deno.test("100 concurrent signups of one address leave one subscriber and send one mail", () =>
  withTestApp(async (t) => {
    const outcomes = await Promise.all(
      Array.from(
        { length: 100 },
        (_, i) =>
          subscribe(t.deps, { name: `Twin ${i}`, email: "twin@example.com", locale: "en-gb" }),
      ),
    );
    assertEquals(outcomes.filter((o) => o === "created").length, 1);
    assertEquals(outcomes.filter((o) => o !== "created").every((o) => o === "unchanged"), true);
    const all = await listSubscribers(t.deps.kv);
    assertEquals(all.length, 1);
    assertEquals(all[0].email, "twin@example.com");
    // Every signup and its mail are done: one mail went, none waits to go.
    await t.settled();
    assertEquals(mailsTo(t, "twin@example.com").length, 1);
    assertEquals(await countQueuedMail(t.deps.kv), 0);
  }));

Deno.test("100 concurrent signups through the API, from 100 addresses, make one subscriber", () =>
  withTestApp(async (t) => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        apiSignUpFrom(t, `203.0.113.${i + 1}`, {
          name: `Twin ${i}`,
          email: i % 2 ? "Twin@Example.com" : "twin@example.com ",
        })),
    );
    assertEquals(answers.map((a) => a.status), Array(100).fill(200));
    await Promise.all(answers.map((a) => a.body?.cancel()));
    await signupsSettled();
    assertEquals((await listSubscribers(t.deps.kv)).map((s) => s.email), ["twin@example.com"]);
    await t.settled();
    assertEquals(mailsTo(t, "twin@example.com").length, 1);
    assertEquals(await countQueuedMail(t.deps.kv), 0);
  }));

Deno.test("subscribe: validation errors name their fields; the honeypot is answered alike", () =>
  withTestApp(async (t) => {
    const c = t.client();
    const missing = await c.post(`${API}/subscribe`, {});
    assertEquals(missing.status, 400);
    assertEquals(missing.body.Errors, [
      { property: "name", code: "V_01" },
      { property: "email", code: "V_01" },
    ]);
    const bad = await c.post(`${API}/subscribe`, { name: "A", email: "not-an-address" });
    assertEquals(bad.body.Errors, [{ property: "email", code: "V_02" }]);
    const long = await c.post(`${API}/subscribe`, { name: "x".repeat(101), email: "a@b.nl" });
    assertEquals(long.body.Errors, [{ property: "name", code: "V_14" }]);
    const notJson = await c.request("POST", `${API}/subscribe`, { body: "{" });
    assertEquals(codes(notJson), ["V_12"]);

    const bot = await c.post(`${API}/subscribe`, {
      name: "Bot",
      email: "bot@example.com",
      website: "https://spam.example",
    });
    await signupsSettled();
    assertEquals(bot.status, 200);
    assertEquals(bot.body, { Success: true });
    assertEquals(await listSubscribers(t.deps.kv), []);
    assertEquals(mailsTo(t, "bot@example.com"), []);
  }));

Deno.test("subscribe: the API's CSRF check applies; GET /token hands out the token", () =>
  withTestApp(async (t) => {
    const body = JSON.stringify({ name: "A", email: "csrf@example.com" });
    const headers = { "Content-Type": "application/json" };
    const refused = await t.app.request(`${API}/subscribe`, { method: "POST", headers, body });
    assertEquals(refused.status, 403);
    assertEquals((await refused.json()).Errors[0].code, "CSRF_01");
    const cross = t.client();
    await cross.get(`${API}/token`);
    assert(cross.csrf, "the token comes in X-CSRF-Token");
    const res = await cross.request("POST", `${API}/subscribe`, {
      json: { name: "A", email: "csrf@example.com" },
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    assertEquals(codes(res), ["CSRF_01"]);
    const ok = await cross.post(`${API}/subscribe`, { name: "A", email: "csrf@example.com" });
    assertEquals(ok.status, 200);
    await signupsSettled();
  }));

Deno.test("subscribe: one client address gets 10 signups in 10 minutes", () =>
  withTestApp(async (t) => {
    const c = t.client();
    const answers = [];
    for (let i = 0; i < 11; i++) {
      answers.push(await c.post(`${API}/subscribe`, { name: "R", email: `r${i}@example.com` }));
    }
    await signupsSettled();
    assertEquals(answers.slice(0, 10).map((a) => a.status), Array(10).fill(200));
    assertEquals(answers[10].status, 429);
    assertEquals(codes(answers[10]), ["G_01"]);
    assertEquals((await listSubscribers(t.deps.kv)).length, 10);
  }));

Deno.test("behind a trusted proxy each visitor has their own limit; a forged header counts for nothing", () =>
  withTestApp(async (t) => {
    const signUp = (from: string, forwardedFor: string, n: number) =>
      plain(t, "POST", "/newsletter/subscribe", {
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Forwarded-For": forwardedFor,
        },
        body: new URLSearchParams({ name: "P", email: `p${n}@example.com`, website: "" }),
      }, from);
    const statuses = async (from: string, forwardedFor: string, base: number, count: number) => {
      const out = [];
      for (let i = 0; i < count; i++) out.push((await signUp(from, forwardedFor, base + i)).status);
      return out;
    };
    // Through the proxy on 10.0.0.1: ten for one visitor, then the next is refused; another
    // visitor behind the same proxy still gets theirs.
    const first = await statuses("10.0.0.1", "203.0.113.1", 0, 11);
    assertEquals(first.slice(0, 10).every((s) => s < 400), true, String(first));
    assertEquals(first[10], 429);
    assertEquals((await statuses("10.0.0.1", "203.0.113.2", 100, 1))[0] < 400, true);
    // From an address that is no trusted proxy, the header it wrote changes nothing.
    const forged = await statuses("192.0.2.9", "203.0.113.3", 200, 11);
    assertEquals(forged[10], 429);
    assertEquals((await statuses("192.0.2.9", "203.0.113.4", 300, 1))[0], 429);
    await signupsSettled();
  }, { TRUST_PROXY: "10.0.0.0/8" }));

Deno.test("the form without JavaScript: errors with values kept (escaped), success, cross-site refused", () =>
  withTestApp(async (t) => {
    const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      plain(t, "POST", "/newsletter/subscribe", {
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams(fields),
      });
    const wrong = await post({ name: '<script>alert("x")</script>', email: "nope", website: "" });
    assertEquals(wrong.status, 400);
    assertEquals(wrong.headers.get("Cache-Control"), "no-store");
    const html = await wrong.text();
    assert(!html.includes("<script>alert"), "what the visitor typed is escaped");
    assertMatch(html, /value="&lt;script>alert\(&quot;x&quot;\)&lt;\/script>"/);
    assertMatch(html, /value="nope"/);
    assertMatch(
      html,
      /aria-invalid="true" aria-describedby="newsletter-page-email-error" autofocus/,
    );
    assertMatch(
      html,
      /<p class="newsletter-form__error" id="newsletter-page-email-error">Invalid e-mail address<\/p>/,
    );
    assertMatch(html, /<title>Error: Newsletter/);

    const cross = await post({ name: "A", email: "a@example.com" }, {
      "Sec-Fetch-Site": "cross-site",
    });
    assertEquals(cross.status, 403);
    assertMatch(await cross.text(), /role="alert">Error</);
    const nullOrigin = await post({ name: "A", email: "a@example.com" }, { Origin: "null" });
    assertEquals(nullOrigin.status, 200, "a same-origin form under no-referrer says Origin: null");
    const other = await post({ name: "A", email: "b@example.com" }, {
      Origin: "https://evil.example",
    });
    assertEquals(other.status, 403);

    const ok = await post(
      { name: "Carla", email: "carla@example.com", locale: "en-gb", website: "" },
      { "Sec-Fetch-Site": "same-origin" },
    );
    assertEquals(ok.status, 200);
    assertMatch(await ok.text(), /Check your mailbox/);
    await signupsSettled();
    assertEquals(await statusOf(t, "carla@example.com"), "pending");
  }));

Deno.test("the mails and pages speak the site's display language", () =>
  withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    const settings = await admin.get("/api/ximblox/settings/get");
    const { Success: _, ...current } = settings.body;
    assertEquals(
      (await admin.put("/api/ximblox/settings", { ...current, displayLanguage: "nl" })).status,
      200,
    );
    await signUp(t, "nl@example.com");
    const mail = await t.smtp.waitFor("nl@example.com");
    assertMatch(mail.subject, /Bevestig uw inschrijving voor de nieuwsbrief van Ximblox Test/);
    assertMatch(mail.text, /Wilt u deze e-mails niet meer ontvangen\? Uitschrijven:/);
    const page = await plain(t, "GET", linkIn(mail, CONFIRM));
    assertMatch(await page.text(), /Inschrijving bevestigen/);
  }));

Deno.test("admin: the list calls need manage-forms", () =>
  withTestApp(async (t) => {
    await signUp(t, "perm@example.com");
    const id = (await listSubscribers(t.deps.kv))[0].id;
    const anonymous = t.client();
    assertEquals(codes(await anonymous.post(`${API}/list`, {})), ["AUTH_04"]);
    assertEquals((await anonymous.get(`${API}/export`)).status, 401);
    const editor = await t.signedIn(2);
    assertEquals(codes(await editor.post(`${API}/list`, {})), ["UM_01"]);
    assertEquals(codes(await editor.delete(`${API}/subscriber/${id}`)), ["UM_01"]);
    assertEquals(codes(await editor.get(`${API}/export`)), ["UM_01"]);
    assertEquals((await listSubscribers(t.deps.kv)).length, 1);
    const admin = await t.signedIn(1);
    assertEquals((await admin.post(`${API}/list`, {})).status, 200);
  }));

Deno.test("admin: list by state, search, page; counts of each state", () =>
  withTestApp(async (t) => {
    for (let i = 0; i < 5; i++) {
      await subscribe(t.deps, {
        name: `Pending ${i}`,
        email: `p${i}@example.com`,
        locale: "en-gb",
      });
    }
    await confirmedSubscriber(t, "yes@example.com");
    const gone = await confirmedSubscriber(t, "no@example.com");
    await plain(t, "POST", linkIn(gone, UNSUBSCRIBE));
    const admin = await t.signedIn(1);
    const all = await admin.post(`${API}/list`, {});
    assertEquals(all.body.totalItems, 7);
    assertEquals(all.body.counts, { pending: 5, confirmed: 1, unsubscribed: 1 });
    assertEquals(all.body.items[0].email, "no@example.com", "newest first");
    assertEquals(Object.keys(all.body.items[0]).sort(), [
      "confirmedAt",
      "createdAt",
      "email",
      "id",
      "locale",
      "name",
      "status",
      "unsubscribedAt",
    ]);
    const confirmed = await admin.post(`${API}/list`, { status: "confirmed" });
    assertEquals(confirmed.body.items.map((s: { email: string }) => s.email), ["yes@example.com"]);
    const found = await admin.post(`${API}/list`, { searchTerm: "PENDING 3" });
    assertEquals(found.body.items.map((s: { email: string }) => s.email), ["p3@example.com"]);
    const page2 = await admin.post(`${API}/list`, {
      status: "pending",
      pageIndex: 1,
      pageSize: 2,
      columnToSort: "email",
      sortOrder: "asc",
    });
    assertEquals(page2.body.totalItems, 5);
    assertEquals(page2.body.items.map((s: { email: string }) => s.email), [
      "p2@example.com",
      "p3@example.com",
    ]);
    assertEquals(codes(await admin.post(`${API}/list`, { status: "everyone" })), ["V_12"]);
  }));

Deno.test("admin: deleting a subscriber ends their links; the address may sign up anew", () =>
  withTestApp(async (t) => {
    const mail = await confirmedSubscriber(t, "del@example.com");
    const admin = await t.signedIn(1);
    const id = (await listSubscribers(t.deps.kv))[0].id;
    assertEquals((await admin.delete(`${API}/subscriber/${id}`)).status, 200);
    assertEquals(codes(await admin.delete(`${API}/subscriber/${id}`)), ["NF_01"]);
    assertEquals(codes(await admin.delete(`${API}/subscriber/nonsense`)), ["NF_01"]);
    assertEquals(await listSubscribers(t.deps.kv), []);
    assertEquals((await plain(t, "GET", linkIn(mail, UNSUBSCRIBE))).status, 410);
    assertEquals(
      await subscribe(t.deps, { name: "Del", email: "del@example.com", locale: "en-gb" }),
      "created",
    );
  }));

Deno.test("admin: the CSV export is UTF-8 with a BOM and defuses formulas", () =>
  withTestApp(async (t) => {
    const names = [
      '=HYPERLINK("http://evil.example","klik")',
      "+31 6 1234",
      "-1",
      "@SUM(A1)",
      "\tTab",
      'Zoë, "de" Bruijn',
    ];
    for (const [i, name] of names.entries()) {
      await subscribe(t.deps, { name, email: `csv${i}@example.com`, locale: "nl-nl" });
    }
    const admin = await t.signedIn(1);
    const res = await admin.get(`${API}/export?status=pending`);
    assertEquals(res.status, 200);
    assertEquals(res.headers.get("Content-Type"), "text/csv; charset=utf-8");
    assertMatch(
      res.headers.get("Content-Disposition")!,
      /^attachment; filename="newsletter-pending-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    assert(res.raw.startsWith("\uFEFF"), "byte order mark");
    const lines = res.raw.slice(1).split("\r\n");
    assertEquals(lines[0], "E-mail address,Name,Status,Signed up,Confirmed,Unsubscribed,Locale");
    assertMatch(
      lines[1],
      /^csv0@example\.com,"'=HYPERLINK\(""http:\/\/evil\.example"",""klik""\)",Pending,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,,,nl-nl$/,
    );
    assertMatch(lines[2], /^csv1@example\.com,'\+31 6 1234,/);
    assertMatch(lines[3], /^csv2@example\.com,'-1,/);
    assertMatch(lines[4], /^csv3@example\.com,'@SUM\(A1\),/);
    assertMatch(lines[5], /^csv4@example\.com,"'\t'?Tab",|^csv4@example\.com,Tab,/);
    assertMatch(lines[6], /^csv5@example\.com,"Zoë, ""de"" Bruijn",/);
    assertEquals(lines[7], "");
    const none = await admin.get(`${API}/export?status=confirmed`);
    assertEquals(none.raw.slice(1).split("\r\n").length, 2, "the heading only");
    assertEquals(codes(await admin.get(`${API}/export?status=bogus`)), ["V_12"]);
  }));

Deno.test("the hourly collector deletes signups left unconfirmed for 30 days", () =>
  withTestApp(async (t) => {
    const old = Date.now() - 31 * 24 * 60 * 60_000;
    await subscribe(t.deps, { name: "Old", email: "old@example.com", locale: "en-gb" }, old);
    await confirmedSubscriber(t, "kept@example.com");
    await subscribe(t.deps, { name: "New", email: "new@example.com", locale: "en-gb" });
    const report = await runCollector(t.deps.kv, { keepArchivedVersions: 50 });
    assertEquals(report.newsletterPending, 1);
    const left = (await listSubscribers(t.deps.kv)).map((s) => s.email).sort();
    assertEquals(left, ["kept@example.com", "new@example.com"]);
    assertNotEquals(await statusOf(t, "kept@example.com"), null);
  }));
