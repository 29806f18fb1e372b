/**
 * /api/ximblox/menu (issue 10): the named menus of each locale (lib/ops/menus/menus.ts).
 *
 * - GET /{locale}: `{Success, menus: [{name, itemCount}]}` for every menu name.
 * - GET /{locale}/{name}: `{Success, menu: {locale, name, items, revision}}`.
 * - PUT /{locale}/{name} `{items, revision}`: `{Success, menu}`; a stale revision is PM_02.
 * - GET /{locale}/{name}/history: `{Success, history: [{userID, userName, at, itemCount}]}`, the
 *   last saves, newest first.
 */
import { Hono } from "hono";
import { saveMenuBody } from "../../lib/content/menus.ts";
import { jsonBody } from "../../lib/http/validate.ts";
import { requireActor, requirePermission } from "../../lib/ops/access/access.ts";
import {
  getMenu,
  listMenus,
  menuAddress,
  menuHistory,
  saveMenu,
} from "../../lib/ops/menus/menus.ts";
import type { AppEnv } from "../_env.ts";

export const menu = new Hono<AppEnv>()
  .get("/:locale", async (c) => {
    requireActor(c.var.actor);
    const { locale } = menuAddress(c.req.param("locale"));
    const menus = await listMenus(c.var.deps, c.var.actor, locale);
    return c.json({ Success: true, menus });
  })
  .get("/:locale/:name", async (c) => {
    requireActor(c.var.actor);
    const { locale, name } = menuAddress(c.req.param("locale"), c.req.param("name"));
    const found = await getMenu(c.var.deps, c.var.actor, locale, name);
    return c.json({ Success: true, menu: found });
  })
  .get("/:locale/:name/history", async (c) => {
    requireActor(c.var.actor);
    const { locale, name } = menuAddress(c.req.param("locale"), c.req.param("name"));
    const history = await menuHistory(c.var.deps, c.var.actor, locale, name);
    return c.json({ Success: true, history });
  })
  .put("/:locale/:name", async (c) => {
    requireActor(c.var.actor);
    const { locale, name } = menuAddress(c.req.param("locale"), c.req.param("name"));
    // The permission before the body: a caller without it learns nothing from validation.
    requirePermission(c.var.actor, "manage-menu", { locale });
    const body = await jsonBody(c, saveMenuBody);
    const saved = await saveMenu(c.var.deps, c.var.actor, locale, name, body);
    return c.json({ Success: true, menu: saved });
  });
