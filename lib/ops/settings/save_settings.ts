/**
 * Saving the settings (PUT /api/ximblox/settings, issue 10): the available locales, the
 * default one, the locales with slugs of their own and the public site's display language.
 *
 * - Needs manage-settings (UM_01; 401 without a session).
 * - The default locale must be among the available ones (V_12 on the property). A custom-slug
 *   locale need not be: taking a locale off the site keeps its own-slug choice, inactive (no
 *   page can be made in it) until the locale is back, so nobody has to choose it again.
 * - A locale that still has pages cannot be removed: V_07 on `availableLocales`, with the number
 *   of pages per refused locale ({@link LocalesInUse}). Nothing changes.
 * - The public site shows the settings, so the commit bumps the site revision: the next public
 *   request reflects them. A default locale given up is remembered (formerDefaultLocales) so its
 *   unprefixed addresses redirect to its prefixed ones (lib/site/routing.ts).
 */
import { z } from "zod";
import { LANGUAGES, LOCALES } from "../../content/locales.ts";
import { pageCountOf } from "../../db/pages.ts";
import { getSettingsEntry, replaceSettings, type Settings } from "../../db/settings.ts";
import { ApiError, apiError } from "../../http/errors.ts";
import { requirePermission } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";
import { auditDraft, changeSummary } from "../audit.ts";

const locale = z.enum(LOCALES);

export const saveSettingsBody = z.object({
  availableLocales: z.array(locale).min(1).max(LOCALES.length),
  defaultLocale: locale,
  customSlugLocales: z.array(locale).max(LOCALES.length),
  displayLanguage: z.enum(LANGUAGES).nullable().default(null),
}).superRefine((s, ctx) => {
  if (!s.availableLocales.includes(s.defaultLocale)) {
    ctx.addIssue({ code: "custom", path: ["defaultLocale"], message: "V_12" });
  }
});

export type SaveSettingsInput = z.infer<typeof saveSettingsBody>;

/** Removing locales that still have pages: V_07 on availableLocales, with the counts. */
export class LocalesInUse extends ApiError {
  constructor(readonly pagesByLocale: Record<string, number>) {
    super(apiError("V_07", "availableLocales").errors, 400);
  }
}

export async function saveSettings(
  deps: Deps,
  actor: Actor | null,
  input: SaveSettingsInput,
): Promise<Settings> {
  requirePermission(actor, "manage-settings");
  const unique = (list: string[]) => LOCALES.filter((l) => list.includes(l));
  const wanted: string[] = input.availableLocales;
  for (let attempt = 0; attempt < 5; attempt++) {
    const before = await getSettingsEntry(deps.kv);
    const removed = before.value.availableLocales.filter((l) => !wanted.includes(l));
    const pagesByLocale: Record<string, number> = {};
    for (const l of removed) {
      const n = await pageCountOf(deps.kv, l);
      if (n > 0) pagesByLocale[l] = n;
    }
    if (Object.keys(pagesByLocale).length) throw new LocalesInUse(pagesByLocale);

    const oldDefault = before.value.defaultLocale;
    const former = (before.value.formerDefaultLocales ?? []).filter((l) =>
      l !== input.defaultLocale
    );
    if (oldDefault !== input.defaultLocale) former.unshift(oldDefault);
    const after: Settings = {
      availableLocales: unique(input.availableLocales),
      defaultLocale: input.defaultLocale,
      customSlugLocales: unique(input.customSlugLocales),
      displayLanguage: input.displayLanguage,
      formerDefaultLocales: former.slice(0, LOCALES.length),
    };
    // KV cannot check a prefix: a page created in a removed locale between the count and this
    // commit keeps existing (reachable by id in the admin) while its locale is unavailable.
    const { formerDefaultLocales: _a, ...was } = before.value;
    const { formerDefaultLocales: _b, ...now } = after;
    const audit = await auditDraft(deps, actor, {
      action: "settings-save",
      target: "site settings",
      summary: changeSummary(Object.fromEntries(
        Object.keys(now).map((
          k,
        ) => [k, [was[k as keyof typeof was], now[k as keyof typeof now]]]),
      )),
    });
    if (await replaceSettings(deps.kv, before.versionstamp, after, audit)) return after;
  }
  throw apiError("V_07", "", 409);
}
