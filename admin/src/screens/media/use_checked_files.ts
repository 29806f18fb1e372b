/** The files ticked for bulk actions in the media library, by id. */
import { useCallback, useState } from "react";
import type { MediaFileJson } from "../../api/media.ts";

export function useCheckedFiles() {
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const check = useCallback((file: MediaFileJson, on: boolean) => {
    setChecked((c) => {
      const next = new Set(c);
      if (on) next.add(file.id);
      else next.delete(file.id);
      return next;
    });
  }, []);
  const uncheck = useCallback((ids: number[]) => {
    setChecked((c) => new Set([...c].filter((id) => !ids.includes(id))));
  }, []);
  const clear = useCallback(() => setChecked(new Set()), []);
  return { checked, check, uncheck, clear };
}
