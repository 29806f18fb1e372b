/** Wat de pagina's van een deellink zeggen, in het Nederlands (zie ./en.ts). */
import type { ShareMessages } from "./en.ts";

export const shareMessagesNl: ShareMessages = {
  banner: "Voorbeeld van een niet-gepubliceerde versie — niet openbaar",
  passwordTitle: "Dit voorbeeld is beveiligd",
  passwordText: "Vul het wachtwoord in dat je bij de link hebt gekregen om dit voorbeeld te zien.",
  passwordLabel: "Wachtwoord",
  passwordSubmit: "Toon het voorbeeld",
  passwordWrong: "Dat wachtwoord klopt niet. Controleer het en probeer het opnieuw.",
  passwordLimited: "Te veel pogingen voor deze link. Probeer het over 15 minuten opnieuw.",
  goneTitle: "Deze voorbeeldlink werkt niet meer",
  expiredText: "De link is verlopen.",
  revokedText: "De link is ingetrokken.",
  deletedText: "De versie die hij toonde bestaat niet meer.",
  askAgain: "Vraag degene die hem stuurde om een nieuwe.",
  notFoundTitle: "Op dit adres staat geen voorbeeld",
  notFoundText: "Controleer of de link volledig is, of vraag degene die hem stuurde om een nieuwe.",
  publishedTitle: "Deze versie is gepubliceerd",
  publishedText: "Wat deze link ter beoordeling toonde, staat nu op de openbare site.",
  publishedLink: "Naar de gepubliceerde pagina",
  home: "Naar de startpagina",
  commentsTitle: "Opmerkingen bij deze voorvertoning",
  commentsIntro:
    "Iets aan te passen of te vragen? Laat een opmerking achter: de redacteuren zien die naast het deel waar ze over gaat. Uw naam en e-mailadres zien alleen zij.",
  commentName: "Uw naam",
  commentEmail: "Uw e-mailadres",
  commentAbout: "Over",
  commentAboutPage: "De pagina als geheel",
  commentText: "Uw opmerking",
  commentSubmit: "Opmerking versturen",
  commentSent: "Dank u: uw opmerking is naar de redacteuren gestuurd.",
  commentResolved: "afgehandeld",
  commentInvalid:
    "Controleer uw naam, e-mailadres en opmerking: alle drie zijn nodig, de opmerking hoogstens 2000 tekens.",
  commentLimited:
    "Te veel opmerkingen via deze link vanaf hier. Probeer het over 15 minuten opnieuw.",
};
