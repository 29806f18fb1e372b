/** The deps of a process that serves or prepares a store: the store, the configuration, mail. */
import type { Config } from "../config.ts";
import { createMailer } from "../mail/mailer.ts";
import type { Deps } from "../ops/deps.ts";

export function depsFor(kv: Deno.Kv, config: Config): Deps {
  const mailer = createMailer(kv, {
    smtpUrl: config.smtpUrl,
    from: `${config.siteName} <no-reply@${new URL(config.publicUrl).hostname}>`,
  });
  return { kv, config, mailer };
}
