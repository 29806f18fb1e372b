/**
 * The admin's subscriber list: one state or all, a search in addresses and names, sorted and
 * paged, with the count of each state. The list is read whole and narrowed in memory — one
 * prefix read, fine for the tens of thousands of subscribers a lab's newsletter may have.
 */
import {
  NEWSLETTER_PERMISSION,
  type Subscriber,
  SUBSCRIBER_STATUSES,
  type SubscriberListQuery,
  type SubscriberStatus,
} from "../../content/newsletter.ts";
import { normaliseEmail } from "../../content/newsletter_signup.ts";
import { listSubscribers, type SubscriberRecord } from "../../db/newsletter.ts";
import { requirePermission } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";

/** A subscriber without what only the server may know (token hashes, mail times). */
export function presentSubscriber(s: SubscriberRecord): Subscriber {
  return {
    id: s.id,
    email: s.email,
    name: s.name,
    status: s.status,
    locale: s.locale,
    createdAt: s.createdAt,
    confirmedAt: s.confirmedAt,
    unsubscribedAt: s.unsubscribedAt,
  };
}

export interface SubscriberPage {
  items: Subscriber[];
  totalItems: number;
  counts: Record<SubscriberStatus, number>;
}

/** Subscribers of a state ("all": every one) whose address or name holds `term`. */
export function matching(
  all: SubscriberRecord[],
  filter: { status: SubscriberListQuery["status"]; searchTerm: string },
): SubscriberRecord[] {
  const term = normaliseEmail(filter.searchTerm);
  return all.filter((s) =>
    (filter.status === "all" || s.status === filter.status) &&
    (term === "" || s.email.includes(term) || s.name.toLowerCase().includes(term))
  );
}

const collator = new Intl.Collator("nl", { sensitivity: "base", numeric: true });

export async function listSubscriberPage(
  deps: Deps,
  actor: Actor | null,
  query: SubscriberListQuery,
): Promise<SubscriberPage> {
  requirePermission(actor, NEWSLETTER_PERMISSION);
  const all = await listSubscribers(deps.kv);
  const counts = Object.fromEntries(SUBSCRIBER_STATUSES.map((s) => [s, 0])) as SubscriberPage[
    "counts"
  ];
  for (const s of all) counts[s.status]++;
  const found = matching(all, query);
  const by = query.columnToSort;
  found.sort((a, b) => {
    const order = by === "createdAt"
      ? a.createdAt - b.createdAt || a.id.localeCompare(b.id)
      : collator.compare(a[by], b[by]) || a.createdAt - b.createdAt;
    return query.sortOrder === "asc" ? order : -order;
  });
  const start = query.pageIndex * query.pageSize;
  return {
    items: found.slice(start, start + query.pageSize).map(presentSubscriber),
    totalItems: found.length,
    counts,
  };
}
