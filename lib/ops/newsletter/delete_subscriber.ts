/**
 * Deleting a subscriber (admin): the record, its address and its links, in one commit with its
 * audit record (which names the address: whose data was removed, and by whom).
 */
import { NEWSLETTER_PERMISSION } from "../../content/newsletter.ts";
import { CommitConflict, retrying } from "../../db/kv.ts";
import { deleteSubscriber, getSubscriber, type SubscriberRecord } from "../../db/newsletter.ts";
import { found } from "../../http/errors.ts";
import { requirePermission } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";
import { auditDraft } from "../audit.ts";

/** Deletes subscriber `id`; 404 (NF_01) when there is none. */
export async function deleteSubscriberByID(
  deps: Deps,
  actor: Actor | null,
  id: string,
): Promise<void> {
  const a = requirePermission(actor, NEWSLETTER_PERMISSION);
  await retrying(async () => {
    const entry = found(await getSubscriber(deps.kv, id), "id");
    const audit = await auditDraft(deps, a, {
      action: "subscriber-delete",
      target: entry.value.email,
      summary: `subscriber ${id} (${entry.value.status})`,
    });
    if (!(await deleteSubscriber(deps.kv, entry as Deno.KvEntry<SubscriberRecord>, audit))) {
      throw new CommitConflict();
    }
  });
}
