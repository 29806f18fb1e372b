/**
 * What the menu editor may do for a user: which locales' menus it manages (manage-menu, within
 * the site's locales) and how much it can learn of the linked pages (edit-page).
 */
import { grants, type Permission } from "../../../../lib/content/permissions.ts";

/** The site's locales whose menus the user manages, in the site's order. */
export function menuLocales(
  availableLocales: readonly string[],
  permissions: readonly Permission[],
): string[] {
  return availableLocales.filter((locale) => grants(permissions, "manage-menu", { locale }));
}

/**
 * Whether the user may look linked pages of `locale` up (edit-page), and whether it sees all of
 * them: only then is a page missing from the answer known to be deleted rather than hidden.
 */
export function pageAccess(
  permissions: readonly Permission[],
  locale: string,
): { enabled: boolean; complete: boolean } {
  const enabled = grants(permissions, "edit-page", { locale });
  const complete = permissions.some((p) =>
    p.name === "edit-page" &&
    (!p.parameters.locales || p.parameters.locales.includes(locale)) &&
    !p.parameters.pageTypes
  );
  return { enabled, complete };
}
