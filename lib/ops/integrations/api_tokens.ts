/**
 * Content API read tokens (issue 32): made, listed and revoked by holders of
 * `manage-integrations` (Configuration → API tokens), each change in the audit trail; and the
 * token a content API request presents, checked. A token's value is shown once, when it is
 * made: only its hash is stored, so nobody can read it back, the store's operator included.
 */
import {
  API_TOKEN_PREFIX,
  type ApiTokenBody,
  type ApiTokenJson,
} from "../../content/content_api.ts";
import {
  type ApiTokenRecord,
  deleteApiToken,
  getApiToken,
  insertApiToken,
  listApiTokens,
  touchApiToken,
} from "../../db/api_tokens.ts";
import { hashToken, randomToken } from "../../auth/tokens.ts";
import { apiError } from "../../http/errors.ts";
import { logWarn } from "../../observe/log.ts";
import { requirePermission } from "../access/access.ts";
import { actorName, auditDraft } from "../audit.ts";
import { inBackground } from "../background.ts";
import type { Actor, Deps } from "../deps.ts";

export type { ApiTokenRecord };

function present(token: ApiTokenRecord, lastUsedAt: number | null): ApiTokenJson {
  const iso = (ms: number | null) => ms === null ? null : new Date(ms).toISOString();
  return {
    id: token.id,
    name: token.name,
    hint: token.hint,
    locales: token.locales,
    pageTypes: token.pageTypes,
    expiresAt: iso(token.expiresAt),
    createdAt: new Date(token.createdAt).toISOString(),
    createdBy: token.createdBy,
    lastUsedAt: iso(lastUsedAt),
  };
}

function scopeSummary(t: Pick<ApiTokenRecord, "locales" | "pageTypes" | "expiresAt">): string {
  const locales = t.locales.length ? t.locales.join(", ") : "all locales";
  const types = t.pageTypes.length ? t.pageTypes.join(", ") : "all page types";
  const expiry = t.expiresAt ? `until ${new Date(t.expiresAt).toISOString()}` : "no expiry";
  return `${locales}; ${types}; ${expiry}`;
}

export async function listTokens(deps: Deps, actor: Actor | null): Promise<ApiTokenJson[]> {
  requirePermission(actor, "manage-integrations");
  return (await listApiTokens(deps.kv)).map((t) => present(t.token, t.lastUsedAt));
}

/** Makes a token; answers it with its value, which is never shown again. */
export async function createToken(
  deps: Deps,
  actor: Actor | null,
  body: ApiTokenBody,
): Promise<{ token: ApiTokenJson; value: string }> {
  const a = requirePermission(actor, "manage-integrations");
  const value = API_TOKEN_PREFIX + randomToken(32);
  const fields = {
    name: body.name,
    hint: value.slice(0, API_TOKEN_PREFIX.length + 4),
    locales: body.locales,
    pageTypes: body.pageTypes,
    expiresAt: body.expiresAt,
    createdAt: Date.now(),
    createdBy: actorName(a.user),
  };
  const draft = await auditDraft(deps, a, {
    action: "api-token-create",
    target: body.name,
    summary: scopeSummary(fields),
  });
  const record = await insertApiToken(deps.kv, hashToken(value), fields, (r) => ({
    ...draft,
    target: `${r.name} (#${r.id})`,
  }));
  return { token: present(record, null), value };
}

/** Revokes a token: from this answer on, no request is answered with it. 404 when there is none. */
export async function revokeToken(deps: Deps, actor: Actor | null, id: number): Promise<void> {
  const a = requirePermission(actor, "manage-integrations");
  const draft = await auditDraft(deps, a, {
    action: "api-token-revoke",
    target: `#${id}`,
    summary: "",
  });
  const removed = await deleteApiToken(deps.kv, id, (r) => ({
    ...draft,
    target: `${r.name} (#${r.id})`,
    summary: scopeSummary(r),
  }));
  if (!removed) throw apiError("NF_01", "id");
}

/** A token's last use is written at most this often (per instance), after the answer. */
export const LAST_USED_EVERY_MS = 60_000;

/** When this instance last wrote each token's use, by its hash (unique across stores). */
const lastWritten = new Map<string, number>();

/**
 * The token a request presents as `Authorization: Bearer …`, read from the store (one read, to
 * be sent beside the request's first data read): CAPI_01 without one, CAPI_02 when it is not a
 * token, has expired or was revoked.
 */
export async function tokenOf(deps: Deps, hash: string | null): Promise<ApiTokenRecord> {
  if (hash === null) throw apiError("CAPI_01", "Authorization");
  const token = await getApiToken(deps.kv, hash);
  const now = Date.now();
  if (!token || (token.expiresAt !== null && token.expiresAt <= now)) {
    throw apiError("CAPI_02", "Authorization");
  }
  noteUse(deps, hash, token.id, now);
  return token;
}

/** Notes a token's use, at most once a minute per instance, never on the request's path. */
function noteUse(deps: Deps, hash: string, id: number, now: number): void {
  if (now - (lastWritten.get(hash) ?? 0) < LAST_USED_EVERY_MS) return;
  lastWritten.set(hash, now);
  // Bounded: a map of every token this instance has seen, which are few.
  if (lastWritten.size > 10_000) lastWritten.clear();
  inBackground(
    touchApiToken(deps.kv, id, now).catch((err) => {
      lastWritten.delete(hash);
      logWarn(`API token ${id}: last use not written: ${err}`);
    }),
  );
}

/** The hash of the bearer token in an `Authorization` header; null without one. */
export function bearerHash(header: string | undefined | null): string | null {
  const m = header?.match(/^Bearer[ ]+([A-Za-z0-9_-]{1,200})\s*$/i);
  if (!m) return header ? hashToken(header) : null;
  return hashToken(m[1]);
}

/** Whether a token's scope covers a page of `locale` and `type`. */
export function tokenSees(token: ApiTokenRecord, locale: string, type?: string): boolean {
  if (token.locales.length && !token.locales.includes(locale)) return false;
  if (type !== undefined && token.pageTypes.length && !token.pageTypes.includes(type)) {
    return false;
  }
  return true;
}
