/**
 * One list of the link report (fetched once per visit) for the parts below the page links: null
 * while it loads, empty when it failed (the page links' list above shows the error then).
 */
import { useEffect, useState } from "react";
import type { LinkReport } from "../../api/pages.ts";

export function useReportPart<K extends "menuItems" | "media">(
  report: Promise<LinkReport>,
  part: K,
): LinkReport[K] | null {
  const [items, setItems] = useState<LinkReport[K] | null>(null);
  useEffect(() => {
    let live = true;
    report.then((r) => live && setItems(r[part]), () => live && setItems([]));
    return () => {
      live = false;
    };
  }, [report, part]);
  return items;
}
