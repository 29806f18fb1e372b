/** The role calls' request body (docs/api.md, Users and roles; issue 10), for server and admin. */
import { z } from "zod";
import { requiredText } from "./fields.ts";
import { LOCALES } from "./locales.ts";
import { PAGE_TYPES } from "./page_types/index.ts";
import { PERMISSION_LIMITS, PERMISSIONS } from "./permissions.ts";

const PAGE_TYPE_IDS = PAGE_TYPES.map((t) => t.id) as [string, ...string[]];

/** A parameter list narrows a permission; absent means all, so an empty list is not accepted. */
function parameterList<T extends readonly [string, ...string[]]>(values: T) {
  return z.array(z.enum(values, { error: "V_12" }), { error: "V_12" })
    .min(1, { error: "V_12" })
    .max(values.length, { error: "V_12" })
    .transform((list) => [...new Set(list)])
    .optional();
}

export const permissionInput = z.object({
  name: z.enum(PERMISSIONS, { error: "V_12" }),
  parameters: z.object({
    locales: parameterList(LOCALES),
    pageTypes: parameterList(PAGE_TYPE_IDS),
  }, { error: "V_12" }).strict().default({}),
}, { error: "V_12" }).superRefine((p, ctx) => {
  // A limit the permission's checks are not scoped by would be silently ignored: refused.
  for (const limit of ["locales", "pageTypes"] as const) {
    if (p.parameters[limit] && !PERMISSION_LIMITS[p.name].includes(limit)) {
      ctx.addIssue({ code: "custom", message: "V_12", path: ["parameters", limit] });
    }
  }
});

export const roleBody = z.object({
  name: requiredText(),
  permissions: z.array(permissionInput, { error: "V_01" })
    .max(PERMISSIONS.length, { error: "V_12" })
    .refine((list) => new Set(list.map((p) => p.name)).size === list.length, { error: "V_12" }),
  /** Users of the role must sign in with a second factor (issue 31): off unless asked for. */
  requireSecondFactor: z.boolean({ error: "V_12" }).default(false),
});

export type RoleBody = z.infer<typeof roleBody>;
