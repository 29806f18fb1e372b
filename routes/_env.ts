import type { Actor, Deps } from "../lib/ops/deps.ts";

/** What the middleware puts on every request's context. */
export interface AppEnv {
  Variables: {
    deps: Deps;
    actor: Actor | null;
    sessionToken: string | undefined;
    csrfToken: string;
  };
}
