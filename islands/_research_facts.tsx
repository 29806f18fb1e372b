/**
 * What is known of one research — code, time (walk-in or appointment), duration, material and
 * preparation — with the special message of a research that takes 2 hours and the note on where
 * sperm is received. Drawn in the researches overview (islands/ResearchesOverview.tsx) and on the
 * research's own page (lib/render/page_types/research.tsx), so both say the same.
 */
import type { VNode } from "preact";
import { type ShownResearch, SPERM, takesTwoHours } from "../lib/content/researches.ts";
import type { ResearchFactsText } from "../lib/content/island_text.ts";
import { Kept } from "./_kept.ts";

/** `template` with each "{key}" replaced by its value. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(
    /\{(\w+)\}/g,
    (whole, key) => key in values ? String(values[key]) : whole,
  );
}

export function ResearchFacts(
  props: { item: ShownResearch; text: ResearchFactsText },
): VNode {
  const { item: r, text } = props;
  return (
    <>
      {
        // Kept as the server drew it in the overview (islands/_kept.ts): the facts never change
        // in the browser, and walking them was most of the overview's hydration. Its rows are
        // hidden by the search, never removed.
      }
      <Kept tag="dl" class="research__facts">
        {r.code
          ? (
            <div>
              <dt>{text.code}</dt>
              <dd>{r.code}</dd>
            </div>
          )
          : null}
        <div>
          <dt>{text.time}</dt>
          <dd>{text.times[r.time]}</dd>
        </div>
        {r.durationText
          ? (
            <div>
              <dt>{text.duration}</dt>
              <dd>{r.durationText}</dd>
            </div>
          )
          : null}
        <div>
          <dt>{text.material}</dt>
          <dd>{text.materials[r.material] ?? r.material}</dd>
        </div>
        {r.preparation
          ? (
            <div class="research__prep">
              <dt>{text.preparation}</dt>
              <dd>{r.preparation}</dd>
            </div>
          )
          : null}
      </Kept>
      {takesTwoHours(r)
        ? (
          <p class="research-notice research-notice--time">
            {fill(text.twoHours, { name: r.name })}
          </p>
        )
        : null}
      {r.material === SPERM ? <p class="research-notice">{text.spermNote}</p> : null}
    </>
  );
}
