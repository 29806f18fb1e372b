/** A real SMTP receiver on loopback for tests: collects every message, parsed. */
import { SMTPServer } from "smtp-server";
import PostalMime from "postal-mime";
import { waitFor } from "./wait.ts";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Header fields by lower-case name (the last one of a name). */
  headers: Record<string, string>;
}

export interface SmtpReceiver {
  url: string;
  mails: ReceivedMail[];
  /** Waits until a mail to `to` arrives (the newest one after `after` mails). */
  waitFor(to: string, options?: { after?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const parts: Uint8Array[] = [];
      stream.on("data", (b: Uint8Array) => parts.push(b));
      stream.on("end", async () => {
        const raw = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
        let offset = 0;
        for (const p of parts) {
          raw.set(p, offset);
          offset += p.length;
        }
        const mail = await PostalMime.parse(raw);
        mails.push({
          to: (mail.to ?? []).map((a) => a.address ?? "").join(", "),
          subject: mail.subject ?? "",
          text: mail.text ?? "",
          html: mail.html ?? "",
          headers: Object.fromEntries(mail.headers.map((h) => [h.key.toLowerCase(), h.value])),
        });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(
      0,
      "127.0.0.1",
      () => resolve((server.server.address() as { port: number }).port),
    );
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor(to, options = {}) {
      return waitFor(
        `a mail to ${to}`,
        options.timeoutMs ?? 10_000,
        () =>
          mails.slice(options.after ?? 0)
            .findLast((m) => m.to.toLowerCase().includes(to.toLowerCase())),
      ).catch(() => {
        throw new Error(`No mail to ${to} arrived.`);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const match = mail.text.match(/https?:\/\/\S+/g)?.find((u) => u.startsWith(prefix));
  if (!match) throw new Error(`No link starting with ${prefix} in: ${mail.text}`);
  return match;
}
