import type { VNode } from "preact";
import { ResearchFacts } from "../../../islands/_research_facts.tsx";
import { researchItem, shownResearch } from "../../content/researches.ts";
import { messagesFor } from "../../i18n/site.ts";
import type { TypeHeaderProps } from "./header_props.ts";

/**
 * A research's own page: its name as the page's h1 (the page title when the name is empty), its
 * price, and what the overview says of it — code, time, duration, material, preparation, the
 * 2-hour message and the note on sperm — followed by what to bring to the desk.
 */
export function ResearchHeader({ data, title, ctx }: TypeHeaderProps): VNode {
  const language = ctx.displayLanguage ?? ctx.locale;
  const text = messagesFor(language).researches;
  const item = shownResearch(
    researchItem({ pageID: 0, path: "", title, typeData: data }),
    language,
  );
  return (
    <header class="research-header">
      <h1 class="research-header__title">{item.name}</h1>
      <p class="research-header__price">
        <span class="visually-hidden">{text.price}:</span> {item.priceText}
      </p>
      <ResearchFacts item={item} text={text} />
      <p class="research-header__id">{text.idNote}</p>
    </header>
  );
}
