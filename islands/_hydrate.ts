/**
 * The browser half of lib/render/island.tsx, in the shared runtime chunk: each island's bundle
 * calls `hydrateIslands` with its component, which hydrates every server-rendered marker of that
 * island (`<x-island data-name="…">`) from the JSON props in the script element right after it.
 *
 * Each marker hydrates in a task of its own, in the order the bundles ask: the bundles of a page
 * run one after the other as soon as the document is parsed, and hydrating all their markers at
 * once made one long task (Lighthouse's Total Blocking Time on /locaties and /onderzoeken). Between
 * two markers the browser can paint and answer input; until its turn a marker's server HTML is
 * the working page (links, forms, `<details>`).
 */
import { type ComponentType, h, hydrate } from "preact";

/** Reads the props an island was rendered with on the server (`{}` when there are none). */
export function islandProps(marker: Element): unknown {
  const data = marker.nextElementSibling;
  if (data?.localName !== "script" || data.getAttribute("type") !== "application/json") return {};
  return JSON.parse(data.textContent || "{}");
}

/** Markers waiting for their turn, first come first hydrated. */
const queue: (() => void)[] = [];

/** Runs the first waiting hydration and gives the rest a later task each. */
function next(): void {
  try {
    queue.shift()?.();
  } finally {
    // One island that fails to hydrate leaves the others theirs.
    if (queue.length > 0) setTimeout(next, 0);
  }
}

export function hydrateIslands<P>(name: string, component: ComponentType<P>): void {
  const idle = queue.length === 0;
  for (const marker of document.querySelectorAll(`x-island[data-name="${name}"]`)) {
    queue.push(() =>
      hydrate(h(component, islandProps(marker) as P & Record<string, unknown>), marker)
    );
  }
  if (idle && queue.length > 0) setTimeout(next, 0);
}
