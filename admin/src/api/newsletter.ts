/** The newsletter's subscribers (routes/api/newsletter.ts; permission manage-forms). */
import type {
  Subscriber,
  SubscriberFilter,
  SubscriberStatus,
} from "../../../lib/content/newsletter.ts";
import { API_BASE, request } from "./client.ts";
import type { ListQuery, ListResult } from "./types.ts";

export type { Subscriber, SubscriberFilter, SubscriberStatus };

export interface SubscriberList extends ListResult<Subscriber> {
  counts: Record<SubscriberStatus, number>;
}

/** One page of subscribers of a state ("all": every state), with the count of each state. */
export async function listSubscribers(
  query: ListQuery & { status: SubscriberFilter },
  signal?: AbortSignal,
): Promise<SubscriberList> {
  const { items, totalItems, counts } = await request<SubscriberList>("POST", "/newsletter/list", {
    body: query,
    signal,
  });
  return { items, totalItems, counts };
}

export async function deleteSubscriber(id: string): Promise<void> {
  await request("DELETE", `/newsletter/subscriber/${encodeURIComponent(id)}`);
}

/** The address of the CSV download of a state's subscribers (a GET with the session cookie). */
export function exportUrl(status: SubscriberFilter): string {
  return `${API_BASE}/newsletter/export?${new URLSearchParams({ status })}`;
}
