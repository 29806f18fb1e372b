/**
 * The newsletter texts in English (see ../newsletter.ts). English defines the shapes; the other languages
 * follow them key for key.
 */
import type { SignupText } from "../../content/island_text.ts";
import type { SubscriberStatus } from "../../content/newsletter.ts";

export interface NewsletterMessages {
  /** The block's heading when the editor gave none. */
  heading: string;
  signup: SignupText;
  /** The page a signup without JavaScript is answered with. */
  signupTitle: string;
  sentTitle: string;
  /** Above the form again when it had mistakes. */
  fixErrors: string;
  confirmTitle: string;
  confirmText: string;
  confirmButton: string;
  confirmedTitle: string;
  confirmedText: string;
  unsubscribeTitle: string;
  unsubscribeText: string;
  unsubscribeButton: string;
  unsubscribedTitle: string;
  unsubscribedText: string;
  linkInvalidTitle: string;
  confirmInvalidText: string;
  unsubscribeInvalidText: string;
  home: string;
}

/** The newsletter's own words (the signup form's errors and honeypot are the forms'). */
export type NewsletterOwnText = Omit<NewsletterMessages, "signup"> & {
  signup: Omit<SignupText, "errors" | "honeypot">;
};

/** The newsletter's e-mails (lib/mail/newsletter_templates.ts). */
export interface NewsletterMailTexts {
  confirmSubject: string;
  /** Speaks of "the link below": the text version has only the link (the HTML one a button too). */
  confirmBody: string;
  confirmAction: string;
  confirmExpiry: string;
  confirmIgnore: string;
  welcomeSubject: string;
  greeting: string;
  welcomeBody: string;
  /** Before the unsubscribe link at the foot of every mail. */
  unsubscribe: string;
}

/** The headings of the subscribers as CSV (lib/ops/newsletter/export_subscribers.ts). */
export interface SubscribersCsvHeadings {
  columns: [string, string, string, string, string, string, string];
  status: Record<SubscriberStatus, string>;
}

export const newsletterMessagesEn: NewsletterOwnText = {
  heading: "Newsletter",
  signup: {
    name: "Name",
    email: "E-mail address",
    subscribe: "Subscribe",
    privacy:
      "We use your name and e-mail address only to send you the newsletter, and you can unsubscribe at any time.",
    privacyLink: "Read our privacy statement.",
    sending: "Sending…",
    sent: "Sent",
    failure: "Error",
    success:
      "Almost done! We have sent you an e-mail. Check your mailbox and confirm your subscription with the link in it.",
  },
  signupTitle: "Newsletter",
  sentTitle: "Check your mailbox",
  fixErrors: "Please correct the fields below.",
  confirmTitle: "Confirm your subscription",
  confirmText: "Confirm that you want to receive the {site} newsletter.",
  confirmButton: "Confirm subscription",
  confirmedTitle: "Subscription confirmed",
  confirmedText:
    "Thank you! From now on you will receive the {site} newsletter. You can unsubscribe at any time with the link at the bottom of every e-mail.",
  unsubscribeTitle: "Unsubscribe",
  unsubscribeText: "No longer want to receive the {site} newsletter?",
  unsubscribeButton: "Unsubscribe",
  unsubscribedTitle: "You are unsubscribed",
  unsubscribedText:
    "You will no longer receive the {site} newsletter. You can sign up again at any time.",
  linkInvalidTitle: "This link no longer works",
  confirmInvalidText:
    "The link has been used or has expired. If you already confirmed your subscription, you are subscribed; otherwise, please sign up again.",
  unsubscribeInvalidText:
    "This unsubscribe link is not valid (any more). This address does not receive the newsletter through it.",
  home: "Go to the home page",
};

export const newsletterMailEn: NewsletterMailTexts = {
  confirmSubject: "Confirm your subscription to the {site} newsletter",
  confirmBody:
    "This e-mail address was signed up for the {site} newsletter. Confirm with the link below that you want to receive it.",
  confirmAction: "Confirm subscription",
  confirmExpiry: "This link is valid for 7 days and can be used once.",
  confirmIgnore:
    "Did you not sign up? Then you need not do anything: without confirmation you will not receive the newsletter.",
  welcomeSubject: "You are subscribed to the {site} newsletter",
  greeting: "Hello,",
  welcomeBody: "Thank you for confirming. From now on you will receive the {site} newsletter.",
  unsubscribe: "No longer want these e-mails? Unsubscribe:",
};

export const subscribersCsvEn: SubscribersCsvHeadings = {
  columns: [
    "E-mail address",
    "Name",
    "Status",
    "Signed up",
    "Confirmed",
    "Unsubscribed",
    "Locale",
  ],
  status: { pending: "Pending", confirmed: "Confirmed", unsubscribed: "Unsubscribed" },
};
