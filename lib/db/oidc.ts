/**
 * Single sign-on records (issue 31): a sign-in under way at the issuer (its state, nonce and PKCE
 * verifier, spent once), and the link of an issuer's subject to an account.
 */
import { type AuditDraft, auditIn } from "./audit.ts";
import { keys } from "./keys.ts";
import { commit } from "./kv.ts";
import { getUserEntry, replaceUser, type UserRecord } from "./users.ts";

export interface OidcFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  expiresAt: number;
}

export async function putOidcFlow(kv: Deno.Kv, id: string, flow: OidcFlow): Promise<void> {
  await commit(
    kv.atomic().set(keys.oidcFlow(id), flow, { expireIn: flow.expiresAt - Date.now() + 60_000 }),
  );
}

/**
 * The flow of a cookie's id, deleted in the same step: of two callbacks with one cookie only one
 * gets it (the delete is checked against the read). Null when unknown, spent or expired.
 */
export async function takeOidcFlow(
  kv: Deno.Kv,
  id: string,
  now = Date.now(),
): Promise<OidcFlow | null> {
  const entry = await kv.get<OidcFlow>(keys.oidcFlow(id));
  if (!entry.value) return null;
  const taken = await kv.atomic().check(entry).delete(keys.oidcFlow(id)).commit();
  return taken.ok && entry.value.expiresAt > now ? entry.value : null;
}

/** What an identity is linked to: the account id (null: no link) and its record as read. */
export interface OidcLinkRead {
  linkedID: number | null;
  user: Deno.KvEntryMaybe<UserRecord> | null;
}

export async function findOidcLink(
  kv: Deno.Kv,
  issuer: string,
  subject: string,
): Promise<OidcLinkRead> {
  const linkedID = (await kv.get<number>(keys.userByOidc(issuer, subject))).value;
  return { linkedID, user: linkedID === null ? null : await getUserEntry(kv, linkedID) };
}

/** Sets the index of an identity to a user, checked to be new (the user's commit carries it). */
export function linkIn(op: Deno.AtomicOperation, userID: number, issuer: string, subject: string) {
  const key = keys.userByOidc(issuer, subject);
  op.check({ key, versionstamp: null }).set(key, userID);
}

/**
 * Replaces a user read as `before` (link, role), with the index of a new link and the audit
 * record in the same commit.
 */
export async function replaceOidcUser(
  kv: Deno.Kv,
  before: Deno.KvEntryMaybe<UserRecord>,
  after: UserRecord,
  newLink: boolean,
  audits: AuditDraft[],
): Promise<void> {
  await replaceUser(kv, before, after, (op) => {
    if (newLink && after.oidc) linkIn(op, after.id, after.oidc.issuer, after.oidc.subject);
    for (const audit of audits) auditIn(op, audit);
  });
}
