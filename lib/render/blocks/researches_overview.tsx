import type { VNode } from "preact";
import { byName, researchItem, shownResearch } from "../../content/researches.ts";
import { Island } from "../island.tsx";
import { messagesFor } from "../../i18n/site.ts";
import { searchPath } from "../search_path.ts";
import type { BlockRendererProps } from "./_types.ts";

/**
 * Every published research of the page's locale, by name, drawn by the researches overview
 * island: complete in the server HTML (so useful without JavaScript), searchable and priced once
 * hydrated. Prices and durations are written in the site's display language.
 */
export function ResearchesOverview(
  { block, ctx }: BlockRendererProps<"researches-overview">,
): VNode {
  const { heading } = block.props;
  const language = ctx.displayLanguage ?? ctx.locale;
  const t = messagesFor(language);
  const items = byName((ctx.collections?.items.research ?? []).map(researchItem), language)
    .map((item) => shownResearch(item, language));
  return (
    <section class="block block-researches-overview">
      {heading ? <h2 class="researches__heading">{heading}</h2> : null}
      <Island
        name="ResearchesOverview"
        props={{
          id: `researches-${block.key}`,
          items,
          locale: language,
          action: searchPath(ctx.displayLanguage, ctx.locale, ctx.defaultLocale),
          headingLevel: heading ? 3 : 2,
          text: { ...t.researches, submit: t.search },
        }}
      />
    </section>
  );
}
