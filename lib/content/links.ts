/**
 * Link kinds of buttons and rich text (SPEC.md section 3): external (an http(s) URL), internal (a
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

export function isExternalUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && !!url.hostname;
  } catch {
    return false;
  }
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
