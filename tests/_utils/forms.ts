/** Public form posts for tests: a solved captcha, a post as a browser sends it. */
import { createHash } from "node:crypto";
import { assertEquals } from "./assert.ts";
import type { TestApp, TestClient } from "./app.ts";
import { FORM_INPUTS } from "../../lib/content/form_post.ts";
import { newCaptchaChallenge } from "../../lib/ops/forms/captcha.ts";

export const FORMS_API = "/api/ximblox/forms";
export const SUBMIT = "/_forms/submit";

/**
 * What a visitor's browser posts for the form block `block` ("f1" unless given) on a page: the
 * hidden inputs, an empty honeypot and the field `naam`, then `extra`.
 */
export function formFields(
  where: { templateID: number; pageID: number; block?: string },
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    [FORM_INPUTS.template]: String(where.templateID),
    [FORM_INPUTS.page]: String(where.pageID),
    [FORM_INPUTS.block]: where.block ?? "f1",
    [FORM_INPUTS.honeypot]: "",
    naam: "Jan",
    ...extra,
  };
}

/** A solved captcha payload, as the island sends it, for a challenge of the form `templateID`. */
export async function solvedCaptcha(
  t: TestApp,
  now?: number,
  templateID?: number,
): Promise<string> {
  return payloadFor(await newCaptchaChallenge(t.deps, now, { templateID }));
}

type Challenge = {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
};

/**
 * The island's payload for challenge `c`, found as the island does (every number from 0), with
 * node's hashing, which is fast enough for the hardest challenge a flood brings.
 */
export function payloadFor(c: Challenge): string {
  let number = -1;
  for (let n = 0; n <= c.maxnumber; n++) {
    if (createHash("sha256").update(c.salt + n).digest("hex") === c.challenge) {
      number = n;
      break;
    }
  }
  if (number < 0) throw new Error("The challenge has no solution.");
  const { algorithm, challenge, salt, signature } = c;
  return btoa(JSON.stringify({ algorithm, challenge, number, salt, signature }));
}

/** A challenge as a visitor's browser fetches it for the form `templateID`. */
export async function fetchChallenge(t: TestApp, templateID: number): Promise<Challenge> {
  const res = await t.app.request(`/_forms/challenge?form=${templateID}`);
  if (res.status !== 200) throw new Error(`No challenge: ${res.status}`);
  return await res.json();
}

export interface PostOptions {
  json?: boolean;
  address?: string;
  /** More request headers (they win over the defaults). */
  headers?: Record<string, string>;
}

/** Posts a form as a browser does (urlencoded), from client address `address`. */
export async function postForm(
  t: TestApp,
  form: Record<string, string>,
  options: PostOptions = {},
) {
  const res = await t.app.request(SUBMIT, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(options.json ? { Accept: "application/json" } : {}),
      ...options.headers,
    },
    body: new URLSearchParams(form),
  }, { remoteAddr: { hostname: options.address ?? "192.0.2.1" } });
  const raw = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    raw,
    body: options.json ? JSON.parse(raw) : null,
  };
}

/** The number of submissions of a template, as staff see it. */
export async function submissionCount(admin: TestClient, templateID: number): Promise<number> {
  const res = await admin.get(`${FORMS_API}/${templateID}/submissions`);
  assertEquals(res.status, 200, res.raw);
  return res.body.totalItems;
}
