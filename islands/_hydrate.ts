/**
 * The browser half of lib/render/island.tsx, in the shared runtime chunk: each island's bundle
 * calls `hydrateIslands` with its component, which hydrates every server-rendered marker of that
 * island (`<x-island data-name="…">`) from the JSON props in the script element right after it.
 */
import { type ComponentType, h, hydrate } from "preact";

/** Reads the props an island was rendered with on the server (`{}` when there are none). */
export function islandProps(marker: Element): unknown {
  const data = marker.nextElementSibling;
  if (data?.localName !== "script" || data.getAttribute("type") !== "application/json") return {};
  return JSON.parse(data.textContent || "{}");
}

export function hydrateIslands<P>(name: string, component: ComponentType<P>): void {
  for (const marker of document.querySelectorAll(`x-island[data-name="${name}"]`)) {
    hydrate(h(component, islandProps(marker) as P & Record<string, unknown>), marker);
  }
}
