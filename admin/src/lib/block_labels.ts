/** Translated names of block and page types, falling back to the registry's English. */
import type { TFunction } from "i18next";

interface Named {
  id: string;
  label: string;
  description: string;
}

export function blockLabel(t: TFunction, def: Named): string {
  return t(`blockTypes.${def.id}.label`, { defaultValue: def.label });
}

export function blockDescription(t: TFunction, def: Named): string {
  return t(`blockTypes.${def.id}.description`, { defaultValue: def.description });
}

export function pageTypeLabel(t: TFunction, def: Named): string {
  return t(`pageTypeNames.${def.id}.label`, { defaultValue: def.label });
}

/**
 * The name of a page type's overview ("Standard pages"): the navigation and the overview's
 * heading both use it, so they always agree.
 */
export function pageTypePlural(t: TFunction, def: Named): string {
  return t(`pageTypeNames.${def.id}.plural`, { defaultValue: def.label });
}

export function pageTypeDescription(t: TFunction, def: Named): string {
  return t(`pageTypeNames.${def.id}.description`, { defaultValue: def.description });
}
