/**
 * The public store, shared by the islands that need it: a clock tick and the
 * locale. It lives in the shared runtime chunk, so every island on a page sees the same signals.
 */
import { signal } from "@preact/signals";

/** The public store's clock ticks every 1000 ms. */
export const TICK_MS = 1000;

let timer: ReturnType<typeof setInterval> | undefined;

/**
 * Seconds counted since the page loaded. The timer runs only in the browser and only while some
 * island reads the tick, so a page whose islands do not need the time never wakes up for it.
 */
export const tick = signal(0, {
  watched() {
    if (typeof document === "undefined") return;
    timer ??= setInterval(() => tick.value++, TICK_MS);
  },
  unwatched() {
    clearInterval(timer);
    timer = undefined;
  },
});

/**
 * The page's locale ("nl-nl"): in the browser the document's `data-locale` (its `lang` is the
 * language the text is written in, which a display language may change); on the server the locale
 * of the page being rendered (lib/render/island.tsx sets it before each page, whose rendering is
 * synchronous), so an island's first render is the same on both sides.
 */
export const locale = signal(
  typeof document === "undefined"
    ? "en-gb"
    : (document.documentElement.dataset.locale ?? document.documentElement.lang.toLowerCase()),
);
