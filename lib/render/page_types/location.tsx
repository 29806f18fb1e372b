import type { VNode } from "preact";
import { Address, LocationDetails, MapsLink } from "../../../islands/_location_details.tsx";
import { locationInfo } from "../locations.ts";
import { messagesFor } from "../../i18n/site.ts";
import type { TypeHeaderProps } from "./header_props.ts";

/**
 * A location's page header: its title as the page's h1, "head office" when it is, the address
 * with a link that opens it on OpenStreetMap, then the opening hours Monday to Friday,
 * accessibility, parking and services. Whether it is open now is left to the finder: this HTML
 * is cached per published version, so it cannot know the time of the visit.
 */
export function LocationHeader({ data, title, ctx }: TypeHeaderProps): VNode {
  const text = messagesFor(ctx.displayLanguage ?? ctx.locale).locations;
  const location = locationInfo(data, title);
  return (
    <header class="location-header">
      <h1 class="location-header__title">{title}</h1>
      {location
        ? (
          <>
            {location.headOffice ? <p class="location-card__badge">{text.headOffice}</p> : null}
            <div class="location-header__address">
              <Address location={location} />
              <MapsLink location={location} text={text} />
            </div>
            <LocationDetails location={location} text={text} />
          </>
        )
        : null}
    </header>
  );
}
