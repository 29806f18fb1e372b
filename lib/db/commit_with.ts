/**
 * Commits that have an effect after them, said where they are made. A commit that changes what
 * the public site shows bumps the site revision, logs the cache tags it touched (cache_tags.ts)
 * and has this process drop what it holds of them (site_revision.ts), and — with a CDN in front —
 * queues the CDN purge of those tags (cdn_purges.ts); one that changes a public page adds a search
 * change-log entry and has this process's indexes apply it before the commit returns
 * (search_log.ts); one that webhooks may be told of writes its events (webhook_queue.ts) and
 * wakes this process's webhook worker once committed. All are named at the call —
 * `commitWith(kv, op, { siteChanged: pageChangeTags(page), searchChanged: [pageChange(page)] })`
 * — so a reader of a commit sees all it does. Once a bumping commit has succeeded, this process's
 * listeners hear of it (`onSiteChangeCommitted`: the public snapshot of the new revision and the
 * manifests of the pages it changed are built then, lib/site/public_prebuild.ts).
 *
 * (`openKv`'s store also replaces `commit` on every atomic operation, to wait out a busy store
 * file: that is the store's own rule for every commit, not an effect of one, so it stays there;
 * see kv.ts.)
 */
import { SITE_TAG } from "./cache_tags.ts";
import { addCdnPurge, wakeCdnPurger } from "./cdn_purges.ts";
import { CommitConflict } from "./kv.ts";
import {
  addSearchChange,
  type KnownPage,
  notifySearchChange,
  type SearchChange,
} from "./search_log.ts";
import { addWebhookEventIn, wakeWebhookWorker, type WebhookEvent } from "./webhook_queue.ts";
import { addSiteRevisionBump, asLocalSiteChange, siteChangeCommitted } from "./site_generation.ts";

export interface CommitEffects {
  /**
   * The public site shows what this commit changes: bump the site revision. The cache tags it
   * touched (cache_tags.ts); `true`: everything.
   */
  siteChanged?: true | readonly string[];
  /** Search change-log entries (e.g. `pageChange(page)`), applied here once committed. */
  searchChanged?: SearchChange[];
  /**
   * Pages whose public answers the commit changes but whose search documents it does not (a
   * translation's pointer revision, moved so that its alternates are drawn again): their
   * manifests are made again after it (onSiteChangeCommitted), and no search entry is logged.
   */
  redrawn?: { pageID: number; locale: string }[];
  /** One changed page as committed (a publish): this process's indexes need not read it back. */
  searchKnown?: KnownPage;
  /** Events webhooks may be told of (lib/db/webhook_queue.ts), written in this commit. */
  webhookEvents?: Pick<WebhookEvent, "type" | "data">[];
}

/** Adds the effects' writes to `op`, commits it, then runs their after-commit work. */
export async function tryCommitWith(
  kv: Deno.Kv,
  op: Deno.AtomicOperation,
  effects: CommitEffects,
): Promise<Deno.KvCommitResult | Deno.KvCommitError> {
  const pending = (effects.searchChanged ?? []).map((change) => addSearchChange(op, change));
  const events = effects.webhookEvents ?? [];
  for (const e of events) addWebhookEventIn(op, e.type, e.data);
  const send = async () => {
    const result = await op.commit();
    if (result.ok) {
      if (events.length) wakeWebhookWorker(kv);
      for (const p of pending) {
        await notifySearchChange(kv, p, result.versionstamp, effects.searchKnown);
      }
    }
    return result;
  };
  if (!effects.siteChanged) return await send();
  const tags = effects.siteChanged === true ? [SITE_TAG] : effects.siteChanged;
  addSiteRevisionBump(op, tags);
  const purge = addCdnPurge(kv, op, tags);
  const result = await asLocalSiteChange(tags, send);
  if (result.ok) {
    if (purge) wakeCdnPurger(kv);
    const pages = (effects.searchChanged ?? []).flatMap((c) => c.kind === "page" ? [c] : []);
    siteChangeCommitted(kv, [...pages, ...effects.redrawn ?? []]);
  }
  return result;
}

/** {@link tryCommitWith}, throwing `CommitConflict` when a check failed (as `commit` does). */
export async function commitWith(
  kv: Deno.Kv,
  op: Deno.AtomicOperation,
  effects: CommitEffects,
): Promise<Deno.KvCommitResult> {
  const result = await tryCommitWith(kv, op, effects);
  if (!result.ok) throw new CommitConflict();
  return result;
}
