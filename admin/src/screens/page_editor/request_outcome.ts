/** Whether the editor still shows a request's outcome; pure, so it is tested without React. */
import type { PageStatus, RequestJson } from "../../../../lib/content/pages.ts";

/**
 * A rejection stays (its feedback is what the editor works from) until a newer request. An
 * acceptance is about the version that was reviewed: it shows while that version waits to go
 * live, and goes once the page is live or has changes the reviewer never saw (stored after the
 * review, a version other than the reviewed one, or unsaved).
 */
export function outcomeStillShown(
  last: Pick<RequestJson, "status" | "pageVersionID" | "closedAt" | "createdAt">,
  status: PageStatus,
  version: { id: number; updatedAt: string },
  dirty: boolean,
): boolean {
  if (last.status === "rejected") return true;
  if (last.status !== "accepted" || status === "published" || dirty) return false;
  const reviewedAt = new Date(last.closedAt ?? last.createdAt).getTime();
  return version.id === last.pageVersionID && new Date(version.updatedAt).getTime() <= reviewedAt;
}
