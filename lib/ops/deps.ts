import type { Config } from "../config.ts";
import type { Role } from "../content/permissions.ts";
import type { UserRecord } from "../db/users.ts";
import type { Mailer } from "../mail/mailer.ts";

/** What every operation may use: the store, the configuration and the mailer. */
export interface Deps {
  kv: Deno.Kv;
  config: Config;
  mailer: Mailer;
}

/** The signed-in user an operation acts for, with their role. */
export interface Actor {
  user: UserRecord;
  role: Role;
  /** Hash of the session token the request came with. */
  sessionHash: string;
  /**
   * When the user last proved who they are in this session (sign-in, or a repeat of the
   * password): sensitive actions ask again once it is old (access/recent_proof.ts).
   */
  provedAt?: number;
  /** "oidc": the session began through the organisation's sign-in, which proves the second factor. */
  signedInVia?: "oidc";
  /** The request's client address (lib/http/client_address.ts), for the audit trail. */
  clientAddress?: string;
  /**
   * Work the system does with this user's permissions, not the user (the demo seed, run by
   * `deno task prepare`): the audit trail credits it to the system.
   */
  system?: true;
}
