/**
 * Content API read tokens (issue 32): stored under the hash of their value, never the value
 * itself; the record and its by-id entry are written and removed together, with the audit
 * record of the change in the same commit.
 */
import { keys } from "./keys.ts";
import { commit, listValues } from "./kv.ts";
import { type AuditDraft, auditIn } from "./audit.ts";
import { nextId } from "./counters.ts";

export interface ApiTokenRecord {
  id: number;
  name: string;
  /** The token's first characters, shown to tell tokens apart. */
  hint: string;
  /** Empty: every locale. */
  locales: string[];
  /** Empty: every page type. */
  pageTypes: string[];
  /** ms; null: never. */
  expiresAt: number | null;
  createdAt: number;
  createdBy: string;
}

/** The token a request presents, by the hash of its value (one read). */
export async function getApiToken(kv: Deno.Kv, hash: string): Promise<ApiTokenRecord | null> {
  return (await kv.get<ApiTokenRecord>(keys.apiToken(hash))).value;
}

/** Every token, with when each was last used (two reads side by side; tokens are few). */
export async function listApiTokens(
  kv: Deno.Kv,
): Promise<{ token: ApiTokenRecord; lastUsedAt: number | null }[]> {
  const [tokens, used] = await Promise.all([
    listValues<ApiTokenRecord>(kv, keys.apiTokens()),
    (async () => {
      const out = new Map<number, number>();
      for await (const e of kv.list<number>({ prefix: keys.apiTokensUsed() })) {
        out.set(e.key[1] as number, e.value);
      }
      return out;
    })(),
  ]);
  return tokens.sort((a, b) => a.id - b.id).map((token) => ({
    token,
    lastUsedAt: used.get(token.id) ?? null,
  }));
}

/** Stores a new token under `hash`, with its audit record; answers the record. */
export async function insertApiToken(
  kv: Deno.Kv,
  hash: string,
  token: Omit<ApiTokenRecord, "id">,
  audit: (record: ApiTokenRecord) => AuditDraft,
): Promise<ApiTokenRecord> {
  const record: ApiTokenRecord = { id: await nextId(kv, "api_tokens"), ...token };
  await commit(
    auditIn(
      kv.atomic()
        .check({ key: keys.apiToken(hash), versionstamp: null })
        .set(keys.apiToken(hash), record)
        .set(keys.apiTokenByID(record.id), hash),
      audit(record),
    ),
  );
  return record;
}

/**
 * Removes a token (and when it was last used), with its audit record; false when there is none.
 * From the commit on, no request is answered with it on any instance: each reads the record.
 */
export async function deleteApiToken(
  kv: Deno.Kv,
  id: number,
  audit: (record: ApiTokenRecord) => AuditDraft,
): Promise<boolean> {
  const byID = await kv.get<string>(keys.apiTokenByID(id));
  if (!byID.value) return false;
  const entry = await kv.get<ApiTokenRecord>(keys.apiToken(byID.value));
  if (!entry.value) return false;
  const res = await auditIn(
    kv.atomic().check(byID, entry)
      .delete(entry.key)
      .delete(byID.key)
      .delete(keys.apiTokenUsed(id)),
    audit(entry.value),
  ).commit();
  // Another revoke got there first: it is gone either way.
  return res.ok;
}

/** Notes that a token was used now (a plain write, off any request's path). */
export async function touchApiToken(kv: Deno.Kv, id: number, at: number): Promise<void> {
  await kv.set(keys.apiTokenUsed(id), at);
}
