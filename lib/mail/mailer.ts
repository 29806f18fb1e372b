/**
 * Outgoing e-mail: through nodemailer to SMTP_URL when it is set; otherwise kept in the KV
 * outbox and written to the log, so a link is never lost on a machine without a mail server.
 */
import nodemailer from "nodemailer";
import type { Mail } from "../content/mail.ts";
import { addToOutbox } from "../db/outbox.ts";

export type { Mail };

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(
  kv: Deno.Kv,
  options: { smtpUrl: string | null; from: string },
): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        await addToOutbox(kv, { ...mail, createdAt: Date.now() });
        console.log(
          `[mail] SMTP_URL is not set; kept in the outbox:\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`,
        );
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}
