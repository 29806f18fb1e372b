import { deepStrictEqual } from "node:assert";
import type { RequestJson } from "../../../../lib/content/pages.ts";
import { outcomeStillShown } from "./request_outcome.ts";

const accepted: RequestJson = {
  id: 1,
  pageID: 7,
  pageVersionID: 30,
  title: "T",
  slug: "t",
  locale: "nl-nl",
  type: "page",
  comment: "",
  status: "accepted",
  createdAt: "2026-11-01T10:00:00.000Z",
  requester: null,
  reviewer: { ID: 1, name: "Pia" },
  feedback: "",
  closedAt: "2026-11-01T11:00:00.000Z",
};
const reviewed = { id: 30, updatedAt: "2026-11-01T09:59:00.000Z" };

Deno.test("outcomeStillShown() shows an acceptance only while the page is as it was accepted", () => {
  // Accepted, not live yet (scheduled), nothing changed since.
  deepStrictEqual(outcomeStillShown(accepted, "changed", reviewed, false), true);
  // Live: the acceptance has done its work.
  deepStrictEqual(outcomeStillShown(accepted, "published", reviewed, false), false);
  // Newer changes, stored after the review or still unsaved: the acceptance is not about them.
  const later = { id: 30, updatedAt: "2026-11-02T08:00:00.000Z" };
  deepStrictEqual(outcomeStillShown(accepted, "changed", later, false), false);
  deepStrictEqual(outcomeStillShown(accepted, "changed", { ...reviewed, id: 31 }, false), false);
  deepStrictEqual(outcomeStillShown(accepted, "changed", reviewed, true), false);
});

Deno.test("outcomeStillShown() keeps a rejection's feedback while the editor works on it", () => {
  const rejected = { ...accepted, status: "rejected" as const, feedback: "Fix the title" };
  const later = { id: 31, updatedAt: "2026-11-02T08:00:00.000Z" };
  deepStrictEqual(outcomeStillShown(rejected, "changed", later, true), true);
});
