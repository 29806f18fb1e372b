/**
 * Screens load their code on first visit (issue 23): the sign-in screen must not pay for the
 * editor, the media library or the forms. A lazy screen shows the short loading state while its
 * chunk arrives, and can be fetched ahead (`prefetch`) when a link to it is pointed at, so the
 * visit itself usually finds it loaded. Every screen but the first ones (sign-in, password reset,
 * the layout and the dashboard) loads all of Mantine's styles, or its own list of them (`styles`:
 * the editor), and the layout's strings with its code: the first screens load only the styles of
 * what they draw (../first_styles.ts, ../frame_styles.ts) and the first strings (../i18n/core/),
 * and the layout loads its strings before it draws. A screen's own strings (`strings`, ../i18n/strings.ts) load with its code, so
 * no screen shows a raw key.
 */
import { type ComponentType, useEffect, useState } from "react";
import { FullPageLoader } from "./full_page_loader.tsx";
import { loadLayoutStrings, loadStrings } from "../i18n/index.ts";
import type { StringsFeature } from "../i18n/strings.ts";

export interface LazyScreen<P extends object> {
  (props: P): React.ReactNode;
  /** Starts loading the screen's code; safe to call any number of times. */
  prefetch(): Promise<unknown>;
}

let allStyles: Promise<unknown> | null = null;

/** Loads all of Mantine's styles (once); a failed fetch may be retried. */
export function loadAllStyles(): Promise<unknown> {
  return allStyles ??= import("../all_styles.ts").catch((error) => {
    allStyles = null;
    throw error;
  });
}

export interface LazyScreenOptions {
  /**
   * Whether the screen draws only what the first screens' styles cover and (outside the layout)
   * uses only the first strings, so it need not wait for the rest. False by default.
   */
  firstStylesOnly?: boolean;
  /**
   * The screen's own Mantine styles beyond the layout's, loaded instead of all of them (a module
   * of CSS imports, such as ../screens/page_editor/editor_styles.ts, whose coverage
   * ../../bundle_report_test.ts checks). All of Mantine's styles by default.
   */
  styles?: () => Promise<unknown>;
  /**
   * The features whose strings the screen uses beyond the layout's (../i18n/strings.ts), loaded
   * with its code; ../i18n/screen_strings_test.ts checks the list against the screen's code.
   */
  strings?: readonly StringsFeature[];
}

/** A screen whose module is imported on first render or prefetch, whichever comes first. */
export function lazyScreen<P extends object = Record<never, never>>(
  load: () => Promise<ComponentType<P>>,
  { firstStylesOnly = false, styles = loadAllStyles, strings = [] }: LazyScreenOptions = {},
): LazyScreen<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const withStrings = () => Promise.all([loadStrings(strings), load()]).then(([, c]) => c);
  const withStyles = firstStylesOnly
    ? withStrings
    : () => Promise.all([styles(), loadLayoutStrings(), withStrings()]).then(([, , c]) => c);
  const get = () =>
    loading ??= withStyles().then((component) => loaded = component, (error) => {
      // A failed fetch (offline, a deploy replaced the chunk) may be retried by the next visit.
      loading = null;
      throw error;
    });
  // State, not React.lazy and Suspense: React reveals a suspended boundary no sooner than its
  // fallback throttle (300 ms), which the layout and the screen inside it would each add.
  const Screen = (props: P) => {
    const [Loaded, setLoaded] = useState(() => loaded);
    const [failure, setFailure] = useState<unknown>(null);
    useEffect(() => {
      if (Loaded) return;
      let live = true;
      get().then(
        (component) => live && setLoaded(() => component),
        (error) => live && setFailure(() => error),
      );
      return () => {
        live = false;
      };
    }, [Loaded]);
    if (failure) throw failure; // to the router's error screen
    return Loaded ? <Loaded {...props} /> : <FullPageLoader />;
  };
  return Object.assign(Screen, { prefetch: get });
}

/** Whether a component is a lazy screen, so a route's element tree can be searched for one. */
export function isLazyScreen(value: unknown): value is LazyScreen<object> {
  return typeof value === "function" && typeof (value as { prefetch?: unknown }).prefetch ===
      "function";
}
