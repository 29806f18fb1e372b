/** Was die Seiten eines Freigabelinks sagen, auf Deutsch (siehe ./en.ts). */
import type { ShareMessages } from "./en.ts";

export const shareMessagesDe: ShareMessages = {
  banner: "Vorschau einer unveröffentlichten Version — nicht öffentlich",
  passwordTitle: "Diese Vorschau ist geschützt",
  passwordText:
    "Geben Sie das Passwort ein, das Sie mit dem Link erhalten haben, um diese Vorschau zu sehen.",
  passwordLabel: "Passwort",
  passwordSubmit: "Vorschau anzeigen",
  passwordWrong: "Dieses Passwort stimmt nicht. Prüfen Sie es und versuchen Sie es erneut.",
  passwordLimited:
    "Zu viele Versuche für diesen Link. Bitte versuchen Sie es in 15 Minuten erneut.",
  goneTitle: "Dieser Vorschaulink funktioniert nicht mehr",
  expiredText: "Der Link ist abgelaufen.",
  revokedText: "Der Link wurde zurückgezogen.",
  deletedText: "Die Version, die er zeigte, existiert nicht mehr.",
  askAgain: "Bitten Sie die Person, die ihn geschickt hat, um einen neuen.",
  notFoundTitle: "Unter dieser Adresse gibt es keine Vorschau",
  notFoundText:
    "Prüfen Sie, ob der Link vollständig ist, oder bitten Sie die Person, die ihn geschickt hat, um einen neuen.",
  publishedTitle: "Diese Version wurde veröffentlicht",
  publishedText: "Was dieser Link zur Prüfung zeigte, steht jetzt auf der öffentlichen Website.",
  publishedLink: "Zur veröffentlichten Seite",
  home: "Zur Startseite",
  commentsTitle: "Kommentare zu dieser Vorschau",
  commentsIntro:
    "Etwas zu ändern oder zu fragen? Hinterlassen Sie einen Kommentar: Die Redaktion sieht ihn neben dem Teil, um den es geht. Ihren Namen und Ihre E-Mail-Adresse sieht nur sie.",
  commentName: "Ihr Name",
  commentEmail: "Ihre E-Mail-Adresse",
  commentAbout: "Betrifft",
  commentAboutPage: "Die Seite als Ganzes",
  commentText: "Ihr Kommentar",
  commentSubmit: "Kommentar senden",
  commentSent: "Vielen Dank: Ihr Kommentar wurde an die Redaktion gesendet.",
  commentResolved: "erledigt",
  commentInvalid:
    "Prüfen Sie Ihren Namen, Ihre E-Mail-Adresse und Ihren Kommentar: alle drei sind nötig, der Kommentar höchstens 2000 Zeichen.",
  commentLimited:
    "Zu viele Kommentare über diesen Link von hier. Bitte versuchen Sie es in 15 Minuten erneut.",
};
