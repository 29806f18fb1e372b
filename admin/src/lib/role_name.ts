/**
 * Role names in the interface language. The seeded roles (fixed IDs, SEEDED_ROLES) have
 * translated names; any other role, and a seeded one renamed on the server, keeps its own name.
 */
import type { TFunction } from "i18next";
import { ROLE_IDS, SEEDED_ROLES } from "../../../lib/content/permissions.ts";

/** The key under `roles.` of each seeded role, by role ID. */
export const SEEDED_ROLE_KEYS: Readonly<Record<number, keyof typeof ROLE_IDS>> = Object.fromEntries(
  Object.entries(ROLE_IDS).map(([key, id]) => [id, key as keyof typeof ROLE_IDS]),
);

export function roleName(t: TFunction, role: { ID: number; name: string }): string {
  const key = SEEDED_ROLE_KEYS[role.ID];
  const seeded = SEEDED_ROLES.find((r) => r.ID === role.ID);
  if (!key || seeded?.name !== role.name) return role.name;
  return t(`roles.${key}`, { defaultValue: role.name });
}
