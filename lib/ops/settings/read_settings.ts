/**
 * Reading the settings (GET /api/ximblox/settings/get): public, as the public locale switcher
 * reads them; internal fields are left out.
 */
import { getSettings, publicSettings } from "../../db/settings.ts";
import type { Deps } from "../deps.ts";

export { publicSettings };

export async function readPublicSettings(deps: Deps): Promise<ReturnType<typeof publicSettings>> {
  return publicSettings(await getSettings(deps.kv));
}
