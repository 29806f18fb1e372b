/**
 * Locations as the public site draws them (the location finder and a location's own page): the
 * published type data read through the page type's schema, so that data stored before a field
 * existed gets its default, and the name falling back to the page's title.
 */
import { location } from "../content/page_types/location.ts";
import type { FinderLocation } from "../../islands/LocationFinder.tsx";
import type { LocationInfo } from "../../islands/_location_details.tsx";
import type { RenderContext } from "./context.ts";

/** A location's data as shown, or null when what is stored is not a location's. */
export function locationInfo(
  data: unknown,
  title: string,
): (LocationInfo & { lat: number | null; lng: number | null }) | null {
  const parsed = location.typeData.safeParse(data ?? {});
  if (!parsed.success) return null;
  return { ...parsed.data, name: parsed.data.name || title };
}

const collator = new Intl.Collator("nl", { sensitivity: "base", numeric: true });

/** The published locations of the page's locale, by place and then by name. */
export function finderLocations(ctx: RenderContext): FinderLocation[] {
  const out: FinderLocation[] = [];
  for (const item of ctx.collections?.items.location ?? []) {
    const info = locationInfo(item.typeData, item.title);
    if (info) out.push({ ...info, pageID: item.pageID, path: item.path });
  }
  return out.sort((a, b) => collator.compare(a.city, b.city) || collator.compare(a.name, b.name));
}
