/**
 * What the header's disclosures (`<details>`: the submenus of lib/render/menus.tsx and the
 * phone's "Menu", lib/render/page.tsx) do with JavaScript beyond what the browser gives them:
 * one submenu open at a time, Escape closes the innermost open one (the focus back on its
 * summary), and a click or tap outside an open one closes it. Without JavaScript they open and
 * close by their summaries alone.
 *
 * It draws nothing: the disclosures are the server's HTML, and this island only listens.
 */
import { useEffect } from "preact/hooks";

const SCOPE = ".site-header";

function openDisclosures(): HTMLDetailsElement[] {
  return [...document.querySelectorAll<HTMLDetailsElement>(`${SCOPE} details[open]`)];
}

/** Opening one closes the others, except those it lies in (the phone's menu holds submenus). */
function onToggle(event: Event): void {
  const opened = event.target;
  if (!(opened instanceof HTMLDetailsElement) || !opened.open || !opened.closest(SCOPE)) return;
  for (const other of openDisclosures()) {
    if (other !== opened && !other.contains(opened)) other.open = false;
  }
}

/** Escape closes the innermost open disclosure around the focus, else the last one opened. */
function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== "Escape" || event.defaultPrevented) return;
  const open = openDisclosures();
  const focused = document.activeElement;
  const around = open.filter((d) => d.contains(focused));
  const target = around.at(-1) ?? open.at(-1);
  if (!target) return;
  target.open = false;
  target.querySelector<HTMLElement>(":scope > summary")?.focus();
}

/** A click outside an open disclosure closes it (a click inside is the visitor working in it). */
function onClick(event: MouseEvent): void {
  const target = event.target as Node | null;
  for (const open of openDisclosures()) {
    if (!target || !open.contains(target)) open.open = false;
  }
}

export default function MenuDisclosures() {
  useEffect(() => {
    // `toggle` does not bubble: listen in the capture phase.
    document.addEventListener("toggle", onToggle, true);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("toggle", onToggle, true);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("click", onClick);
    };
  }, []);
  return null;
}
