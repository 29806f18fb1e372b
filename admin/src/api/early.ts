/**
 * Answers the admin asks for at start-up, before the code that uses them has loaded: the
 * session's user, and the page the address opens in the editor. Opening a page was a chain of
 * waits (the scripts, then the session check, then the page) with the server idle in between;
 * asked at once, the answers are there when the screens want them (issue 23). A screen takes an
 * answer once, and only a fresh one: later visits ask again, and an early answer that failed is
 * asked again the usual way, so a start-up answer is never shown stale or as an error.
 */
import * as authApi from "./auth.ts";
import type { PageJson } from "../../../lib/content/pages.ts";
import { getPage } from "./page_read.ts";
import type { User } from "./types.ts";

/** How long after start-up an early answer may still be taken. */
const FRESH_MS = 5000;

const started = new Map<string, { at: number; answer: Promise<unknown> }>();

function start<T>(key: string, load: () => Promise<T>): void {
  if (started.has(key)) return;
  const answer = load();
  answer.catch(() => {}); // Taken later, or never: an unhandled rejection is not an error here.
  started.set(key, { at: performance.now(), answer });
}

function take<T>(key: string, load: () => Promise<T>): Promise<T> {
  const early = started.get(key);
  started.delete(key);
  if (!early || performance.now() - early.at > FRESH_MS) return load();
  return (early.answer as Promise<T>).catch(() => load());
}

const pageKey = (id: number) => `page/${id}`;

/** Asks for the session's user now. */
export function startSessionUser(): void {
  start("session", authApi.sessionUser);
}

/** The session's user: the early answer, or else asked now. */
export function sessionUser(): Promise<User> {
  return take("session", authApi.sessionUser);
}

/** Asks for a page now (its 401, if signed out, is the session check's to report). */
export function startPage(id: number): void {
  start(pageKey(id), () => getPage(id, { allowUnauthorized: true }));
}

/** A page for the editor: the early answer, or else asked now. */
export function editorPage(id: number, signal: AbortSignal): Promise<PageJson> {
  return take(pageKey(id), () => getPage(id, { signal }));
}
