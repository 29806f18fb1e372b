/**
 * An outgoing e-mail as the queue stores it (lib/db/mail_queue.ts) and the mailer sends it
 * (lib/mail/mailer.ts): declared here, below both, so that the store does not import the mailer.
 */
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
