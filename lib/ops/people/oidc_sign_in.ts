/**
 * Single sign-on with OpenID Connect (issue 31): the start (state, nonce and PKCE verifier kept
 * in KV under a random id the browser holds in a cookie) and the callback, which exchanges the
 * code (lib/auth/oidc_client.ts verifies the ID token) and signs the matching account in.
 *
 * Which account: the one linked to the token's (issuer, subject); the first time, the account
 * whose address the issuer vouches for (`email_verified: true`, or Entra's `xms_edov`), which is
 * then linked; else, with OIDC_AUTO_CREATE, a new one with the role the claim maps to. An
 * identity linked to a deleted account, or to an account whose record no longer names it, is
 * refused (the link is never made anew by address). With a role map, the account's role follows
 * the claim at every sign-in; a claim that maps to no role is refused, as one would be if the
 * issuer had removed the person from every group. Inviting someone with OIDC on: their first
 * sign-in through the issuer activates the account (no password needed).
 *
 * The session is marked as begun through the issuer: for a role that requires a second factor,
 * the organisation's sign-in is that proof (routes/_middleware.ts, secondFactorGate).
 */
import type { OidcConfig } from "../../config.ts";
import { isAccountEmail } from "../../content/email.ts";
import type { Role } from "../../content/permissions.ts";
import {
  newOidcChecks,
  oidcAuthorizationUrl,
  oidcCodeGrant,
  OidcFailure,
} from "../../auth/oidc_client.ts";
import { startSession } from "../../auth/sessions.ts";
import { type Limit, takeGo } from "../../auth/throttle.ts";
import { keptSecret } from "../../db/secrets.ts";
import { addressKey } from "../../http/client_address.ts";
import { randomToken } from "../../auth/tokens.ts";
import { nextId } from "../../db/counters.ts";
import { CommitConflict } from "../../db/kv.ts";
import { findOidcLink, linkIn, putOidcFlow, replaceOidcUser, takeOidcFlow } from "../../db/oidc.ts";
import { getRole, listRoles } from "../../db/roles.ts";
import {
  EmailTaken,
  findUserByEmail,
  getUserEntry,
  insertUser,
  type UserRecord,
} from "../../db/users.ts";
import type { AuditDraft } from "../../db/audit.ts";
import { apiError } from "../../http/errors.ts";
import { logWarn } from "../../observe/log.ts";
import { auditDrafter } from "../audit.ts";
import type { Deps } from "../deps.ts";
import { presentUser, type UserJson } from "../present/present_user.ts";

/** How long a sign-in may stay at the issuer (its cookie lives as long). */
export const OIDC_FLOW_MS = 10 * 60_000;

export const OIDC_CALLBACK_PATH = "/api/ximblox/auth/oidc/callback";

/** What the sign-in screen offers (GET /auth/providers). */
export function signInProviders(config: { oidc: OidcConfig | null }) {
  return {
    oidc: config.oidc ? { name: config.oidc.name } : null,
    passwordForm: !config.oidc?.only,
  };
}

function requireOidc(deps: Deps): OidcConfig {
  if (!deps.config.oidc) throw apiError("AUTH_25", "oidc");
  return deps.config.oidc;
}

function redirectUri(deps: Deps): string {
  return `${deps.config.publicUrl}${OIDC_CALLBACK_PATH}`;
}

/**
 * Starts per client address: each writes a flow record, for anyone, without a password; a
 * person needs a few, a script filling the store would need thousands.
 */
export const OIDC_START_LIMIT: Limit = { gapMs: 0, max: 30, periodMs: 10 * 60_000 };

/** Starts a sign-in: the issuer's address to send the browser to, and the flow's cookie id. */
export async function startOidcSignIn(
  deps: Deps,
  clientAddress: string,
): Promise<{ url: string; flowId: string }> {
  const config = requireOidc(deps);
  const key = addressKey(clientAddress, await keptSecret(deps.kv, "client-address"));
  if (!(await takeGo(deps.kv, "oidc-start", key, OIDC_START_LIMIT))) {
    throw apiError("AUTH_03", "oidc");
  }
  const checks = newOidcChecks();
  const url = await asApiError(oidcAuthorizationUrl(config, redirectUri(deps), checks));
  const flowId = randomToken();
  await putOidcFlow(deps.kv, flowId, { ...checks, expiresAt: Date.now() + OIDC_FLOW_MS });
  return { url: url.href, flowId };
}

/**
 * The entries of OIDC_ROLE_MAP that name no role of this store (the map's form is checked at
 * start, lib/config.ts; the roles live in the store, and may be renamed later): main.ts logs them
 * once the site serves, as sign-ins they would map are refused (AUTH_22).
 */
export async function unknownMappedRoles(deps: Deps): Promise<string[]> {
  const map = deps.config.oidc?.roleMap;
  if (!map) return [];
  const roles = await listRoles(deps.kv);
  return Object.values(map).filter((name) => !roles.some((r) => namesRole(r, name)));
}

/** The issuer's failures as catalogue codes; the reason goes to the log, not to the browser. */
async function asApiError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (!(err instanceof OidcFailure)) throw err;
    logWarn("single sign-on failed", { kind: err.kind, reason: err.message.slice(0, 500) });
    throw apiError(
      err.kind === "unreachable" ? "AUTH_26" : err.kind === "refused" ? "AUTH_27" : "AUTH_20",
      "oidc",
    );
  }
}

/**
 * Completes a sign-in at the callback: `query` is the callback's query string as the issuer sent
 * it. The flow is spent first, whatever follows: a replayed callback finds none (AUTH_20).
 */
export async function completeOidcSignIn(
  deps: Deps,
  flowId: string | undefined,
  query: string,
  options: { clientAddress?: string; userAgent?: string } = {},
): Promise<{ user: UserJson; token: string }> {
  const config = requireOidc(deps);
  const flow = flowId && /^[A-Za-z0-9_-]{43}$/.test(flowId)
    ? await takeOidcFlow(deps.kv, flowId)
    : null;
  if (!flow) throw apiError("AUTH_20", "state");
  const auditDraft = auditDrafter(deps);
  const callbackUrl = new URL(`${redirectUri(deps)}${query}`);
  const claims = await asApiError(oidcCodeGrant(config, callbackUrl, flow));
  const identity = { issuer: claims.iss, subject: claims.sub };
  const who = (user: UserRecord) => ({ user, clientAddress: options.clientAddress });
  // Read side by side: the roles (for the map) and the identity's link.
  const [roles, link] = await Promise.all([
    config.roleMap ? listRoles(deps.kv) : null,
    findOidcLink(deps.kv, identity.issuer, identity.subject),
  ]);
  const mapped = roles ? mappedRole(config, claims, roles) : undefined;

  let entry: Deno.KvEntryMaybe<UserRecord>;
  if (link.linkedID !== null) {
    entry = link.user!;
    const linked = entry.value?.oidc;
    // Deleted, or unlinked from this identity since: refused, never linked again by address.
    if (linked?.issuer !== identity.issuer || linked.subject !== identity.subject) {
      throw apiError("AUTH_23", "oidc");
    }
  } else {
    const email = verifiedEmail(claims);
    const byEmail = email ? await findUserByEmail(deps.kv, email) : null;
    if (byEmail) {
      // An account linked to another identity is not taken over by this one.
      if (byEmail.oidc) throw apiError("AUTH_21", "oidc");
      entry = await getUserEntry(deps.kv, byEmail.id);
    } else {
      if (!config.autoCreate) throw apiError("AUTH_21", "oidc");
      if (!mapped) throw apiError("AUTH_22", "oidc");
      return await signInCreated(deps, auditDraft, claims, identity, mapped, options);
    }
  }
  // Deleted between the reads (the address path reads the record once more, as an entry).
  if (!entry.value) throw apiError("AUTH_20", "oidc");
  const before = entry.value;
  if (mapped === null) throw apiError("AUTH_22", "oidc");
  const after: UserRecord = { ...before, oidc: identity, active: true };
  const audits: AuditDraft[] = [];
  if (!before.oidc) {
    audits.push(
      await auditDraft(who(before), {
        action: "user-update",
        target: `${before.email} (#${before.id})`,
        summary: `linked to ${identity.issuer} at sign-in via OIDC` +
          (before.active ? "" : "; account activated"),
      }),
    );
  }
  if (mapped && mapped.ID !== before.roleID) {
    after.roleID = mapped.ID;
    const old = roles!.find((r) => r.ID === before.roleID);
    audits.push(
      await auditDraft(null, {
        action: "user-update",
        target: `${before.email} (#${before.id})`,
        summary: `role ${old?.name ?? before.roleID} → ${mapped.name} ` +
          `(the ${config.roleClaim} claim at sign-in via OIDC)`,
      }),
    );
  }
  if (audits.length) {
    after.updatedAt = Date.now();
    try {
      await replaceOidcUser(deps.kv, entry, after, !before.oidc, audits);
    } catch (err) {
      // The account changed meanwhile (or the identity was linked by a parallel callback).
      if (err instanceof CommitConflict || err instanceof EmailTaken) {
        throw apiError("AUTH_20", "oidc");
      }
      throw err;
    }
  }
  return await startOidcSession(deps, auditDraft, after, mapped ?? null, options);
}

/** The address the issuer vouches for, or null. */
function verifiedEmail(claims: Record<string, unknown>): string | null {
  const email = claims.email;
  const verified = claims.email_verified === true || claims.xms_edov === true;
  return verified && typeof email === "string" && isAccountEmail(email) ? email : null;
}

/** Whether a map's value (a role name, any case, or id) names the role. */
function namesRole(role: Role, value: string): boolean {
  return String(role.ID) === value || role.name.toLowerCase() === value.toLowerCase();
}

/**
 * The role the claim maps to: the first entry of the map (in its order) whose key the claim holds
 * (a string, or a list of them). Null: the claim maps to no role (or names a role that does not
 * exist, which is logged: a map naming a renamed role is the operator's to fix).
 */
function mappedRole(config: OidcConfig, claims: Record<string, unknown>, roles: Role[]) {
  const raw = claims[config.roleClaim!];
  const values = new Set((Array.isArray(raw) ? raw : [raw]).filter((v) => typeof v === "string"));
  for (const [value, roleName] of Object.entries(config.roleMap!)) {
    if (!values.has(value)) continue;
    const role = roles.find((r) => namesRole(r, roleName));
    if (role) return role;
    logWarn("OIDC_ROLE_MAP names a role that does not exist", { value, role: roleName });
  }
  return null;
}

async function signInCreated(
  deps: Deps,
  auditDraft: ReturnType<typeof auditDrafter>,
  claims: Record<string, unknown>,
  identity: { issuer: string; subject: string },
  role: Role,
  options: { clientAddress?: string; userAgent?: string },
) {
  const email = verifiedEmail(claims);
  // An address the issuer does not vouch for cannot become an account's: it is its key here.
  if (!email) throw apiError("AUTH_21", "oidc");
  const now = Date.now();
  const name = typeof claims.name === "string" ? claims.name.slice(0, 254) : "";
  const user: UserRecord = {
    id: await nextId(deps.kv, "users"),
    email,
    roleID: role.ID,
    profile: { name, jobTitle: "", image: null },
    language: "en",
    passwordHash: null,
    active: true,
    createdAt: now,
    updatedAt: now,
    oidc: identity,
  };
  const audit = await auditDraft(null, {
    action: "user-create",
    target: `${user.email} (#${user.id})`,
    summary: `created at the first sign-in via OIDC (${identity.issuer}); role ${role.name}`,
  });
  try {
    await insertUser(
      deps.kv,
      user,
      [],
      audit,
      (op) => linkIn(op, user.id, identity.issuer, identity.subject),
    );
  } catch (err) {
    if (err instanceof EmailTaken || err instanceof CommitConflict) {
      throw apiError("AUTH_21", "oidc");
    }
    throw err;
  }
  return await startOidcSession(deps, auditDraft, user, role, options);
}

async function startOidcSession(
  deps: Deps,
  auditDraft: ReturnType<typeof auditDrafter>,
  user: UserRecord,
  role: Role | null,
  options: { clientAddress?: string; userAgent?: string },
): Promise<{ user: UserJson; token: string }> {
  const audit = await auditDraft({ user, clientAddress: options.clientAddress }, {
    action: "sign-in",
    target: user.email,
    summary: "signed in via OIDC",
  });
  const [token, read] = await Promise.all([
    startSession(deps.kv, user, Date.now(), audit, {
      userAgent: options.userAgent,
      address: options.clientAddress,
      via: "oidc",
    }),
    role ? Promise.resolve(role) : getRole(deps.kv, user.roleID),
  ]);
  return { user: presentUser(user, read), token };
}
