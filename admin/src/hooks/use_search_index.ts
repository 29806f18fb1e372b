/**
 * The site search's index state for the admin (issue 11): read once, then every second while a
 * bulk run (index all, remove all) is under way, so a progress bar can follow it. Shared by the
 * search settings screen and the FAQ screen's "reindex" action.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { errorsOf } from "../api/client.ts";
import type { SearchStatus } from "../../../lib/content/search_status.ts";
import { indexAllPages, removeAllPages, searchStatus } from "../api/search.ts";

const POLL_MS = 1000;

export function useSearchIndex() {
  const [status, setStatus] = useState<SearchStatus | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const controller = useRef<AbortController>(undefined);

  const poll = useCallback(() => {
    clearTimeout(timer.current);
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    searchStatus(own.signal).then(
      (next) => {
        if (own.signal.aborted) return;
        setStatus(next);
        if (next.state === "loading") timer.current = setTimeout(poll, POLL_MS);
      },
      (err) => !own.signal.aborted && setErrors(errorsOf(err)),
    );
  }, []);

  useEffect(() => {
    poll();
    return () => {
      clearTimeout(timer.current);
      controller.current?.abort();
    };
  }, [poll]);

  const run = useCallback(async (start: () => Promise<SearchStatus>) => {
    setErrors([]);
    try {
      const started = await start();
      setStatus((before) => before && { ...before, ...started });
    } catch (err) {
      setErrors(errorsOf(err));
    }
    poll();
  }, [poll]);

  return {
    status,
    errors,
    busy: status?.state === "loading",
    indexAll: useCallback(() => run(indexAllPages), [run]),
    removeAll: useCallback(() => run(removeAllPages), [run]),
  };
}
