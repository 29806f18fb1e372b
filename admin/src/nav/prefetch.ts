/**
 * Prefetch on intent: pointing at (or focusing, or touching) a link inside the admin starts
 * loading the screens its route renders, so that by the click the chunk is usually there. One
 * listener on the document serves every link of every screen, so no screen needs to know.
 * Submitting the sign-in form (or any form, the first time) prefetches the layout and the dashboard,
 * where signing in leads.
 */
import { isValidElement, type ReactNode } from "react";
import { matchRoutes, type RouteObject } from "react-router";
import { RequireAuth } from "./require_auth.tsx";
import { isLazyScreen } from "../components/lazy_screen.tsx";

/**
 * Every lazy screen in a route element's tree (guards wrap screens, so look inside them); what
 * `RequireAuth` guards only when `signedIn`, so a visitor shown the sign-in screen instead
 * fetches none of it.
 */
function prefetchTree(node: ReactNode, signedIn: boolean): void {
  if (Array.isArray(node)) return node.forEach((child) => prefetchTree(child, signedIn));
  if (!isValidElement(node)) return;
  if (node.type === RequireAuth && !signedIn) return;
  if (isLazyScreen(node.type)) void node.type.prefetch().catch(() => {});
  const props = node.props as { children?: ReactNode };
  if (props.children) prefetchTree(props.children, signedIn);
}

/** Prefetches what the routes matching `pathname` render (the layout and the screen). */
export function prefetchPath(
  routes: RouteObject[],
  pathname: string,
  basename: string,
  options: { signedIn: boolean },
): void {
  for (const match of matchRoutes(routes, pathname, basename) ?? []) {
    prefetchTree(match.route.element, options.signedIn);
  }
}

/** Installs the document-wide listeners; returns their removal. */
export function installPrefetch(routes: RouteObject[], basename: string): () => void {
  const seen = new Set<string>();
  const prefetch = (pathname: string) => {
    if (seen.has(pathname)) return;
    seen.add(pathname);
    // A link or a submitted form is an intent to go there, signed in (or signing in).
    prefetchPath(routes, pathname, basename, { signedIn: true });
  };
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.("a[href]") as
      | HTMLAnchorElement
      | null;
    if (!link || link.origin !== location.origin) return;
    if (!link.pathname.startsWith(basename)) return;
    prefetch(link.pathname);
  };
  // Once the dashboard is loaded this is a no-op, so any form may trigger it.
  const onSubmit = () => prefetch(`${basename}/`);
  const events = ["pointerover", "focusin", "touchstart"] as const;
  for (const type of events) document.addEventListener(type, onIntent, { passive: true });
  document.addEventListener("submit", onSubmit);
  return () => {
    for (const type of events) document.removeEventListener(type, onIntent);
    document.removeEventListener("submit", onSubmit);
  };
}
