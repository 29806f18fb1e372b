/** The accounts texts in German (see ../accounts.ts). */
import type { AccountMails, EmailChangedTexts } from "./en.ts";

export const accountMailDe: AccountMails = {
  activation: {
    subject: "Aktivieren Sie Ihr {site}-Konto",
    greeting: (n) => `Hallo ${n},`,
    body: "Für Sie wurde ein Konto angelegt. Wählen Sie ein Passwort, um es zu aktivieren.",
    action: "Konto aktivieren",
    expiry: "Dieser Link ist 7 Tage gültig und kann einmal verwendet werden.",
    ignore: "Wenn Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.",
  },
  reset: {
    subject: "Setzen Sie Ihr {site}-Passwort zurück",
    greeting: (n) => `Hallo ${n},`,
    body:
      "Wir haben eine Anfrage zum Zurücksetzen Ihres Passworts erhalten. Wählen Sie über den folgenden Link ein neues.",
    action: "Passwort zurücksetzen",
    expiry: "Dieser Link ist 60 Minuten gültig und kann einmal verwendet werden.",
    ignore:
      "Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.",
  },
};

export const emailChangedDe: EmailChangedTexts = {
  subject: "Die E-Mail-Adresse Ihres {site}-Kontos wurde geändert",
  body:
    "Die E-Mail-Adresse Ihres {site}-Kontos wurde geändert. E-Mails zum Konto gehen jetzt an die neue Adresse, und an diese Adresse gesendete Links funktionieren nicht mehr.",
  advice: "Wenn Sie diese Änderung nicht erwartet haben, wenden Sie sich an Ihre Administration.",
};

export const secondFactorResetDe: EmailChangedTexts = {
  subject: "Die Zwei-Faktor-Anmeldung Ihres {site}-Kontos wurde zurückgesetzt",
  body:
    "Eine Administratorin oder ein Administrator hat die Zwei-Faktor-Anmeldung für Ihr {site}-Konto ausgeschaltet. Ihre Authenticator-App und Ihre Wiederherstellungscodes gelten dafür nicht mehr. Schalten Sie die Zwei-Faktor-Anmeldung unter Einstellungen wieder ein.",
  advice: "Wenn Sie dies nicht veranlasst haben, wenden Sie sich an Ihre Administration.",
};
