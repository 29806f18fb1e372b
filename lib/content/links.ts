/**
 * Link kinds of buttons and rich text: external (an http(s) URL), internal (a
 * page slug, optionally after a locale: "nl-nl/over-ons"), anchor ("#" and a name), mail
 * ("mailto:") and phone ("tel:").
 */
import { z } from "zod";
import { isValidSlug, normaliseSlug, splitLocalePrefix } from "./slugs.ts";

export const LINK_KINDS = ["external", "internal", "anchor", "mail", "phone"] as const;
export type LinkKind = typeof LINK_KINDS[number];

export interface Link {
  kind: LinkKind;
  value: string;
}

const ANCHOR = /^#[A-Za-z][A-Za-z0-9_-]{0,99}$/;
const MAIL = /^mailto:[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const PHONE = /^tel:\+?[0-9][0-9 ()-]{1,30}$/;

/*
 * THE rule for every address a user of the admin types (links of buttons, heroes and menus,
 * consent links of forms, a team member's links, rich text): a path on this site, or an http(s)
 * address — and nothing a browser reads otherwise than it looks. Browsers (the WHATWG URL
 * parser) drop tabs and newlines anywhere in a URL, read "\" as "/" in http(s) URLs, and take
 * "//host" and "/\host" as another site: so "/\evil.test" looks like a path and opens
 * http://evil.test/. Refused therefore, in the text and in its percent-decoded forms (a server or
 * a later step may decode it): backslashes, whitespace and control characters; "//" anywhere in
 * a path, and "." or ".." segments; an http(s) address not written as "http(s)://host", or with
 * credentials ("https://bank.test@evil.test"). What passes is then checked as a browser resolves
 * it: a path must stay on the site's origin, an address must be absolute and http(s).
 */

/** Whitespace (ASCII and Unicode), C0 and C1 controls, and the invisible formatting marks. */
const UNSEEN =
  // deno-lint-ignore no-control-regex -- finding control characters is the point
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/;
const WEB = /^https?:\/\/([^/?#]*)/i;
/** A stand-in origin to resolve against: a path must resolve to it. */
const SITE = new URL("https://site.invalid/");
/** Longest address kept (the fields' limit). */
export const MAX_LINK = 2000;

/**
 * `value` with its %XX escapes decoded again and again until none is left (double encoding
 * hides nothing); null when `value` itself has a "%" that starts no escape.
 */
function decoded(value: string): string | null {
  if (/%(?![0-9A-Fa-f]{2})/.test(value)) return null;
  let current = value;
  for (let i = 0; i < 8; i++) {
    const next = current.replace(
      /%([0-9A-Fa-f]{2})/g,
      (_, h) => String.fromCharCode(parseInt(h, 16)),
    );
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** Controls (tab, newline, …): never meant, also not percent-encoded ("%20", a space, is). */
// deno-lint-ignore no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Whether `text` as typed holds nothing a browser reads otherwise. */
function plain(text: string): boolean {
  return !text.includes("\\") && !UNSEEN.test(text);
}

/** Whether `text` percent-decoded holds neither a backslash nor a control character. */
function plainDecoded(text: string): boolean {
  return !text.includes("\\") && !CONTROL.test(text);
}

function sitePathOk(value: string): boolean {
  if (!value.startsWith("/")) return false;
  const path = value.split(/[?#]/, 1)[0];
  const clean = decoded(path);
  if (clean === null || !plainDecoded(clean)) return false;
  if (clean.startsWith("//") || clean.includes("//")) return false;
  if (clean.split("/").some((s) => s === "." || s === "..")) return false;
  const resolved = new URL(value, SITE);
  return resolved.origin === SITE.origin && resolved.pathname.startsWith("/") &&
    !resolved.pathname.startsWith("//");
}

function webUrlOk(value: string): boolean {
  const authority = WEB.exec(value)?.[1];
  if (!authority || /[@%]/.test(authority)) return false;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return false;
    if (!url.hostname || url.username || url.password) return false;
    // Absolute: resolving against any base changes nothing.
    return new URL(value, SITE).href === url.href;
  } catch {
    return false;
  }
}

/**
 * What a typed address is under THE rule: "path" (on this site), "web" (an http(s) address), or
 * null when it is neither and must not become a link.
 */
export function userLinkKind(value: string): "path" | "web" | null {
  if (value.length === 0 || value.length > MAX_LINK) return null;
  const text = decoded(value);
  if (text === null || !plain(value) || !plainDecoded(text)) return null;
  if (value.startsWith("/")) return sitePathOk(value) ? "path" : null;
  return webUrlOk(value) ? "web" : null;
}

/** An http(s) address under THE rule (links of kind "external", menus, profiles). */
export function isExternalUrl(value: string): boolean {
  return userLinkKind(value) === "web";
}

/** A path on this site or an http(s) address, under THE rule (consent links, story links). */
export function isSiteOrWebLink(value: string): boolean {
  return userLinkKind(value) !== null;
}

/**
 * A stored address as it may be written into a page: itself when it still passes the rule,
 * otherwise undefined (data stored before the rule was this strict is not emitted as a link).
 */
export function safeHref(value: string | null | undefined): string | undefined {
  return value && userLinkKind(value) !== null ? value : undefined;
}

/** The catalogue code for an invalid link, or null when it is fine. */
export function linkError(link: Link): "V_13" | "V_12" | null {
  switch (link.kind) {
    case "external":
      return isExternalUrl(link.value) ? null : "V_13";
    case "internal":
      return isValidSlug(splitLocalePrefix(normaliseSlug(link.value)).slug) ? null : "V_12";
    case "anchor":
      return ANCHOR.test(link.value) ? null : "V_12";
    case "mail":
      return MAIL.test(link.value) ? null : "V_12";
    case "phone":
      return PHONE.test(link.value) ? null : "V_12";
  }
}

export const linkSchema = z.object({
  kind: z.enum(LINK_KINDS, { error: "V_12" }),
  value: z.string({ error: "V_01" }).trim().min(1, { error: "V_01", abort: true }).max(2000, {
    error: "V_11",
  }),
}).superRefine((link, ctx) => {
  const code = linkError(link);
  if (code) ctx.addIssue({ code: "custom", message: code, path: ["value"] });
});

/** The href of a link, with internal values as site paths (a locale in the value is its prefix). */
export function linkHref(link: Link): string {
  if (link.kind === "internal") {
    const slug = normaliseSlug(link.value);
    return slug === "/" ? "/" : `/${slug}`;
  }
  return link.value;
}
