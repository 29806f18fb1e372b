import { keys } from "./keys.ts";

/** An e-mail kept in KV when no SMTP server is configured, so it is never lost. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: number;
}

const KEEP_MS = 30 * 24 * 60 * 60_000;

export async function addToOutbox(kv: Deno.Kv, mail: OutboxMail): Promise<void> {
  const id = `${mail.createdAt.toString(36).padStart(10, "0")}-${crypto.randomUUID()}`;
  await kv.set(keys.outbox(id), mail, { expireIn: KEEP_MS });
}

export async function listOutbox(kv: Deno.Kv): Promise<OutboxMail[]> {
  const out: OutboxMail[] = [];
  for await (const entry of kv.list<OutboxMail>({ prefix: keys.outboxAll() })) {
    out.push(entry.value);
  }
  return out;
}
