/** The newsletter texts in Dutch (see ../newsletter.ts). */
import type { NewsletterMailTexts, NewsletterOwnText, SubscribersCsvHeadings } from "./en.ts";

export const newsletterMessagesNl: NewsletterOwnText = {
  heading: "Nieuwsbrief",
  signup: {
    name: "Naam",
    email: "E-mailadres",
    subscribe: "Inschrijven",
    privacy:
      "Wij gebruiken uw naam en e-mailadres alleen om u de nieuwsbrief te sturen; u kunt zich altijd weer afmelden.",
    privacyLink: "Lees onze privacyverklaring.",
    sending: "Bezig met versturen…",
    sent: "Verstuurd",
    failure: "Error",
    success:
      "Bijna klaar! We hebben u een e-mail gestuurd. Kijk in uw mailbox en bevestig uw inschrijving met de link in die e-mail.",
  },
  signupTitle: "Nieuwsbrief",
  sentTitle: "Kijk in uw mailbox",
  fixErrors: "Verbeter de velden hieronder.",
  confirmTitle: "Bevestig uw inschrijving",
  confirmText: "Bevestig dat u de nieuwsbrief van {site} wilt ontvangen.",
  confirmButton: "Inschrijving bevestigen",
  confirmedTitle: "Inschrijving bevestigd",
  confirmedText:
    "Bedankt! Vanaf nu ontvangt u de nieuwsbrief van {site}. Uitschrijven kan altijd via de link onderaan elke e-mail.",
  unsubscribeTitle: "Uitschrijven",
  unsubscribeText: "Wilt u de nieuwsbrief van {site} niet meer ontvangen?",
  unsubscribeButton: "Uitschrijven",
  unsubscribedTitle: "U bent uitgeschreven",
  unsubscribedText:
    "U ontvangt de nieuwsbrief van {site} niet meer. U kunt zich altijd opnieuw aanmelden.",
  linkInvalidTitle: "Deze link werkt niet meer",
  confirmInvalidText:
    "De link is al gebruikt of verlopen. Heeft u uw inschrijving al bevestigd, dan bent u ingeschreven; anders kunt u zich opnieuw aanmelden.",
  unsubscribeInvalidText:
    "Deze uitschrijflink is niet (meer) geldig. Dit adres ontvangt via deze link geen nieuwsbrief.",
  home: "Naar de homepage",
};

export const newsletterMailNl: NewsletterMailTexts = {
  confirmSubject: "Bevestig uw inschrijving voor de nieuwsbrief van {site}",
  confirmBody:
    "Dit e-mailadres is aangemeld voor de nieuwsbrief van {site}. Bevestig via de link hieronder dat u de nieuwsbrief wilt ontvangen.",
  confirmAction: "Inschrijving bevestigen",
  confirmExpiry: "Deze link is 7 dagen geldig en kan één keer worden gebruikt.",
  confirmIgnore:
    "Heeft u zich niet aangemeld? Dan hoeft u niets te doen: zonder bevestiging ontvangt u de nieuwsbrief niet.",
  welcomeSubject: "U bent ingeschreven voor de nieuwsbrief van {site}",
  greeting: "Beste lezer,",
  welcomeBody: "Bedankt voor uw bevestiging. Vanaf nu ontvangt u de nieuwsbrief van {site}.",
  unsubscribe: "Wilt u deze e-mails niet meer ontvangen? Uitschrijven:",
};

export const subscribersCsvNl: SubscribersCsvHeadings = {
  columns: ["E-mailadres", "Naam", "Status", "Aangemeld", "Bevestigd", "Uitgeschreven", "Taal"],
  status: { pending: "In afwachting", confirmed: "Bevestigd", unsubscribed: "Uitgeschreven" },
};
