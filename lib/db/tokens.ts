import { keys } from "./keys.ts";
import { commit } from "./kv.ts";

export type TokenKind = "activation" | "reset";

/** A one-time link token (activation, password reset), stored under the SHA-256 of its value. */
export interface TokenRecord {
  kind: TokenKind;
  userID: number;
  expiresAt: number;
  /** The user's credential epoch when it was made: a later e-mail or password change voids it. */
  credentialEpoch?: number;
}

export async function insertToken(kv: Deno.Kv, hash: string, token: TokenRecord): Promise<void> {
  const expireIn = token.expiresAt - Date.now() + 60_000;
  await commit(
    kv.atomic()
      .set(keys.token(hash), token, { expireIn })
      .set(keys.userToken(token.userID, hash), true, { expireIn }),
  );
}

export async function getToken(kv: Deno.Kv, hash: string) {
  return await kv.get<TokenRecord>(keys.token(hash));
}

/** Adds to `op` the spending of a token read as `entry`: checked, so it is spent only once. */
export function spendTokenIn(
  op: Deno.AtomicOperation,
  entry: Deno.KvEntry<TokenRecord>,
): Deno.AtomicOperation {
  const hash = entry.key[1] as string;
  return op.check(entry).delete(entry.key).delete(keys.userToken(entry.value.userID, hash));
}

/** The keys of every token of a user, to delete when one is spent or the user goes. */
export async function userTokenKeys(kv: Deno.Kv, userID: number): Promise<Deno.KvKey[]> {
  const out: Deno.KvKey[] = [];
  for await (const entry of kv.list({ prefix: keys.userTokens(userID) })) {
    out.push(keys.token(entry.key[2] as string), entry.key);
  }
  return out;
}

/** Deletes every token of a user (the user is gone, or all links must stop working). */
export async function deleteUserTokens(kv: Deno.Kv, userID: number): Promise<void> {
  for (const key of await userTokenKeys(kv, userID)) await kv.delete(key);
}
