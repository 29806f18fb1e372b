/** /api/ximblox/settings: the site's locales, public (the public locale switcher reads them). */
import { Hono } from "hono";
import { getSettings } from "../../lib/db/settings.ts";
import type { AppEnv } from "../_env.ts";

export const settings = new Hono<AppEnv>()
  .get("/get", async (c) => c.json({ Success: true, ...(await getSettings(c.var.deps.kv)) }));
