/**
 * Outgoing e-mail: through nodemailer to SMTP_URL when it is set; otherwise kept in the KV
 * outbox and written to the log, so a link is never lost on a machine without a mail server.
 */
import nodemailer from "nodemailer";
import { addToOutbox } from "../db/outbox.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields (the newsletter's List-Unsubscribe, RFC 8058); passed to nodemailer. */
  headers?: Record<string, string>;
  /** Where answers go (a form's sender, validated as an e-mail address first). */
  replyTo?: string;
}

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
