/**
 * A flood of a public form (lib/ops/forms/_form_limits.ts, captcha.ts): the proof of work gets
 * harder with the form's recent load instead of the form closing for everyone, a visitor with a
 * valid proof within their own address's limit gets through, and the path without JavaScript
 * (no proof of work) keeps to its own, tighter limits.
 */
import { assert, assertEquals } from "../_utils/assert.ts";
import { type TestApp, type TestClient, withTestApp } from "../_utils/app.ts";
import {
  fetchChallenge,
  formFields,
  FORMS_API,
  payloadFor,
  postForm,
  solvedCaptcha,
  submissionCount,
} from "../_utils/forms.ts";
import { createTestPage, PAGE_API } from "../_utils/pages.ts";
import { FORM_INPUTS } from "../../lib/content/form_post.ts";
import { CAPTCHA_MAX_NUMBER } from "../../lib/ops/forms/captcha.ts";
import {
  LOAD_STEP,
  MAX_LOAD_LEVEL,
  NO_SCRIPT_PER_ADDRESS_LIMIT,
  NO_SCRIPT_PER_FORM_LIMIT,
  PER_ADDRESS_LIMIT,
  takeSubmissionGo,
} from "../../lib/ops/forms/_form_limits.ts";
import { issueTicket } from "../../lib/ops/forms/form_ticket.ts";

interface Setup {
  admin: TestClient;
  templateID: number;
  pageID: number;
}

async function setup(t: TestApp): Promise<Setup> {
  const admin = await t.signedIn(1);
  const created = await admin.post(FORMS_API, {
    name: "Klachten",
    receiverEmail: "desk@example.com",
    confirmationTitle: "Bedankt",
    confirmationText: "",
    fields: [{ id: "naam", label: "Naam", kind: "short-text" }],
  });
  assertEquals(created.status, 201, created.raw);
  const templateID = created.body.template.id;
  const { pageID } = await createTestPage(admin, {
    slug: "klachten",
    content: [{ type: "form", key: "f1", props: { templateID } }],
  });
  assertEquals((await admin.post(`${PAGE_API}/${pageID}/publish`)).status, 200);
  return { admin, templateID, pageID };
}

/** `count` submissions' worth of load on the form, spread over addresses within their limit. */
async function flood(t: TestApp, s: Setup, count: number, from = 0): Promise<void> {
  for (let i = from; i < from + count; i++) {
    const address = `198.51.100.${Math.floor(i / PER_ADDRESS_LIMIT.max)}`;
    assert(await takeSubmissionGo(t.deps, s.templateID, address, "proof"), `go ${i}`);
  }
}

Deno.test("a flood makes the proof of work harder instead of closing the form; a valid visitor gets through", () =>
  withTestApp(async (t) => {
    const s = await setup(t);
    const calm = await fetchChallenge(t, s.templateID);
    assertEquals(calm.maxnumber, CAPTCHA_MAX_NUMBER);
    const early = payloadFor(calm);

    // What closed the form before: 12 addresses at 5 each, and more.
    await flood(t, s, LOAD_STEP * MAX_LOAD_LEVEL + 12);
    const hard = await fetchChallenge(t, s.templateID);
    assertEquals(hard.maxnumber, CAPTCHA_MAX_NUMBER * 2 ** MAX_LOAD_LEVEL);
    // Another form is not made harder by this one's flood.
    assertEquals((await fetchChallenge(t, s.templateID + 1)).maxnumber, CAPTCHA_MAX_NUMBER);
    for (const bad of ["abc", "0", "-1", "1.5", "99999999999999999"]) {
      const res = await t.app.request(`/_forms/challenge?form=${bad}`);
      assertEquals(res.status, 400, bad);
      assertEquals((await res.json()).Errors, [{ property: "form", code: "V_12" }]);
    }

    // A proof made before the flood is too easy now: the captcha error, nothing used up.
    const stale = await postForm(t, formFields(s, { xbCaptcha: early }), {
      json: true,
      address: "203.0.113.9",
    });
    assertEquals([stale.status, stale.body.errors], [422, { [FORM_INPUTS.captcha]: "required" }]);
    // A proof of the easy challenge made for another form does not pass either.
    const plain = await postForm(t, formFields(s, { xbCaptcha: await solvedCaptcha(t) }), {
      json: true,
      address: "203.0.113.9",
    });
    assertEquals(plain.status, 422);

    // A new visitor with a proof of today's challenge, within their own limit: through.
    const ok = await postForm(t, formFields(s, { xbCaptcha: payloadFor(hard) }), {
      json: true,
      address: "203.0.113.9",
    });
    assertEquals(ok.status, 200, ok.raw);
    assertEquals(await submissionCount(s.admin, s.templateID), 1);
    await t.smtp.waitFor("desk@example.com");
    // Their address's own limit still holds.
    for (let i = 1; i < PER_ADDRESS_LIMIT.max; i++) {
      await takeSubmissionGo(t.deps, s.templateID, "203.0.113.9", "proof");
    }
    const over = await postForm(
      t,
      formFields(s, { xbCaptcha: payloadFor(await fetchChallenge(t, s.templateID)) }),
      { json: true, address: "203.0.113.9" },
    );
    assertEquals(over.status, 429);
  }));

Deno.test("a proof of a challenge one step easier than now still passes (a visitor solving as the load rose)", () =>
  withTestApp(async (t) => {
    const s = await setup(t);
    await flood(t, s, LOAD_STEP);
    const before = await fetchChallenge(t, s.templateID);
    assertEquals(before.maxnumber, CAPTCHA_MAX_NUMBER * 2);
    await flood(t, s, LOAD_STEP, LOAD_STEP);
    assertEquals((await fetchChallenge(t, s.templateID)).maxnumber, CAPTCHA_MAX_NUMBER * 4);
    const res = await postForm(t, formFields(s, { xbCaptcha: payloadFor(before) }), {
      json: true,
      address: "203.0.113.10",
    });
    assertEquals(res.status, 200, res.raw);
    await t.smtp.waitFor("desk@example.com");
  }));

Deno.test("the path without JavaScript keeps to its own, tighter limits per address and per form", () =>
  withTestApp(async (t) => {
    const s = await setup(t);
    const noScript = async (address: string) => {
      const ticket = await issueTicket(t.deps, s.templateID, Date.now() - 10_000);
      const res = await postForm(t, formFields(s, { xbTicket: ticket, xbHuman: "on" }), {
        json: true,
        address,
      });
      return res.status;
    };
    assert(NO_SCRIPT_PER_ADDRESS_LIMIT.max < PER_ADDRESS_LIMIT.max);
    for (let i = 0; i < NO_SCRIPT_PER_ADDRESS_LIMIT.max; i++) {
      assertEquals(await noScript("192.0.2.50"), 200);
    }
    assertEquals(await noScript("192.0.2.50"), 429, "per address");
    let sent = NO_SCRIPT_PER_ADDRESS_LIMIT.max;
    for (let a = 51; sent < NO_SCRIPT_PER_FORM_LIMIT.max; a++) {
      for (
        let i = 0;
        i < NO_SCRIPT_PER_ADDRESS_LIMIT.max && sent < NO_SCRIPT_PER_FORM_LIMIT.max;
        i++
      ) {
        assertEquals(await noScript(`192.0.2.${a}`), 200);
        sent++;
      }
    }
    assertEquals(await noScript("192.0.2.200"), 429, "per form, without JavaScript");
    // The proof-of-work path stays open.
    const ok = await postForm(
      t,
      formFields(s, { xbCaptcha: payloadFor(await fetchChallenge(t, s.templateID)) }),
      { json: true, address: "192.0.2.200" },
    );
    assertEquals(ok.status, 200, ok.raw);
    assertEquals(await submissionCount(s.admin, s.templateID), NO_SCRIPT_PER_FORM_LIMIT.max + 1);
    const end = Date.now() + 10_000;
    while (t.smtp.mails.length < NO_SCRIPT_PER_FORM_LIMIT.max + 1 && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 50));
    }
  }));
