import type { VNode } from "preact";
import { Island } from "../island.tsx";
import { zoneOffsets } from "../../content/opening_hours.ts";
import { finderLocations } from "../locations.ts";
import { messagesFor } from "../../i18n/site.ts";
import { searchPath } from "../search_path.ts";
import type { BlockRendererProps } from "./_types.ts";

const DAY = 86_400_000;

/**
 * The location finder: its introduction, then the island with every published location. Without
 * JavaScript its form searches the locations through the site search (islands/LocationFinder.tsx
 * says why), which the note in `<noscript>` explains.
 */
export function LocationFinder({ block, ctx }: BlockRendererProps<"location-finder">): VNode {
  const text = messagesFor(ctx.displayLanguage ?? ctx.locale).locations;
  return (
    <section class="block block-location-finder">
      {block.props.intro ? <p class="location-finder__intro">{block.props.intro}</p> : null}
      <noscript>
        <p class="location-finder__noscript">{text.noScript}</p>
      </noscript>
      <Island
        name="LocationFinder"
        props={{
          id: `location-finder-${block.key}`,
          locations: finderLocations(ctx),
          // From the start of today (UTC) for a year and a bit: the browser reads Amsterdam's
          // time without Intl's zone data while the page's cached HTML is that young
          // (lib/content/opening_hours.ts says why).
          zone: zoneOffsets(Math.floor(Date.now() / DAY) * DAY, 401),
          searchAction: searchPath(ctx.displayLanguage, ctx.locale, ctx.defaultLocale),
          text,
        }}
      />
    </section>
  );
}
