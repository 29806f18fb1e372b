/**
 * What a screen lists from the API (its passkeys, sessions, tokens…): asked for when the screen
 * opens (the request abandoned if it closes first), kept in state, asked again by `load()` after
 * a change; a failure is kept as the catalogue's errors for the screen's ErrorList.
 */
import { type Dispatch, type SetStateAction, useCallback, useEffect, useState } from "react";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { errorsOf } from "../api/client.ts";

export interface Loaded<T> {
  /** Null until the first answer. */
  value: T | null;
  setValue: Dispatch<SetStateAction<T | null>>;
  errors: ApiErrorItem[];
  setErrors: Dispatch<SetStateAction<ApiErrorItem[]>>;
  load: (signal?: AbortSignal) => Promise<void>;
}

/** `fetch` must be stable (a module's function): a new one asks again. */
export function useLoaded<T>(fetch: (signal?: AbortSignal) => Promise<T>): Loaded<T> {
  const [value, setValue] = useState<T | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      setValue(await fetch(signal));
    } catch (err) {
      if (err instanceof DOMException && err.name === "AbortError") return;
      setErrors(errorsOf(err));
    }
  }, [fetch]);
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);
  return { value, setValue, errors, setErrors, load };
}
