/**
 * The checks of the document being edited, live: lib/content/checks run in the browser on every
 * change of the store, without the server. checkPage remembers its work per block object and the
 * store replaces only the object of the block typed in, so a keystroke costs one block's check
 * and a walk over the headings. The answer is kept while nothing it depends on changed, so React
 * re-renders only the components that show checks, and only when the findings change.
 *
 * The rules that need other pages (a duplicate title) run on the server: their findings for the
 * stored version are loaded after each save and kept while the title is unchanged.
 */
import { useCallback, useSyncExternalStore } from "react";
import type { Block } from "../../../../lib/content/blocks/index.ts";
import {
  checkPage,
  type Finding,
  findingOf,
  type Problem,
} from "../../../../lib/content/checks/index.ts";
import type { DocumentMeta, DocumentStore } from "./document_store.ts";

/** The name of the checks' entries in the page's performance timeline. */
export const CHECKS_MEASURE = "ximblox:checks";

/** The rules only the server runs (they need other pages). */
const SERVER_RULES: ReadonlySet<string> = new Set(["duplicate-title"]);

function sameBlocks(a: readonly Block[], b: readonly Block[]): boolean {
  return a.length === b.length && a.every((block, i) => block === b[i]);
}

function sameFindings(a: readonly Finding[], b: readonly Finding[]): boolean {
  return a.length === b.length &&
    a.every((f, i) =>
      f.rule === b[i].rule && f.blockKey === b[i].blockKey && f.field === b[i].field &&
      JSON.stringify(f.params) === JSON.stringify(b[i].params)
    );
}

export class PageChecks {
  #meta: DocumentMeta | null = null;
  #blocks: readonly Block[] = [];
  #server: { title: string; findings: Finding[] } = { title: "", findings: [] };
  #findings: Finding[] = [];
  #listeners = new Set<() => void>();
  #loading: AbortController | null = null;

  /**
   * `fetchChecks` asks the server (api/checks.ts versionChecks; passed in to keep this pure);
   * `pageType` is the page's type (some draw the main heading themselves).
   */
  constructor(
    readonly store: DocumentStore,
    private readonly options: {
      fetchChecks: (versionID: number, signal: AbortSignal) => Promise<Problem[]>;
      pageType: string;
    },
  ) {}

  /** Every open finding of the document as it is now: the server's first, then the live ones. */
  findings(): Finding[] {
    const meta = this.store.meta();
    const blocks = this.store.blocks();
    if (this.#meta === meta && sameBlocks(this.#blocks, blocks)) return this.#findings;
    const server = this.#server.title.trim() === meta.title.trim() ? this.#server.findings : [];
    // Measured (DevTools' Timings track, and the frame-budget test): this runs per keystroke.
    const start = performance.now();
    const next = [...server, ...checkPage({ ...meta, pageType: this.options.pageType, blocks })];
    // Only the latest is kept: a long session must not grow the timeline (observers see all).
    performance.clearMeasures(CHECKS_MEASURE);
    performance.measure(CHECKS_MEASURE, { start, end: performance.now() });
    this.#meta = meta;
    this.#blocks = blocks;
    // Typing that changes no finding keeps the same array: nothing re-renders.
    if (!sameFindings(this.#findings, next)) this.#findings = next;
    return this.#findings;
  }

  /** Asks the server for its rules' findings on the stored version `versionID`. */
  load(versionID: number): void {
    this.#loading?.abort();
    const abort = this.#loading = new AbortController();
    const title = this.store.meta().title;
    this.options.fetchChecks(versionID, abort.signal).then((problems) => {
      this.#server = {
        title,
        findings: problems.filter((p) => SERVER_RULES.has(p.rule))
          .map(findingOf),
      };
      this.#meta = null; // recompute
      for (const listener of this.#listeners) listener();
    }).catch((err) => {
      // Only the server's rules are missing then; the live checks still run.
      if (!abort.signal.aborted) console.error("The checks could not be loaded", err);
    });
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    const off = this.store.subscribe(listener);
    return () => {
      this.#listeners.delete(listener);
      off();
    };
  }

  dispose(): void {
    this.#loading?.abort();
  }
}

/** The open findings, re-rendering the caller only when they change. */
export function useFindings(checks: PageChecks): Finding[] {
  const subscribe = useCallback((l: () => void) => checks.subscribe(l), [checks]);
  return useSyncExternalStore(subscribe, () => checks.findings());
}
