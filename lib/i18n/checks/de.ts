/** The checks' texts in German (see ../checks.ts). */
import type { checkTextsEn } from "./en.ts";

export const checkTextsDe: typeof checkTextsEn = {
  "image-alt": {
    message: "Bild ohne Alternativtext",
    why: "Screenreader sagen nur „Bild“; blinde Besucher erfahren nicht, was es zeigt.",
  },
  "image-alt-filename": {
    message: "Der Alternativtext ist ein Dateiname: „{{alt}}“",
    why: "Ein Dateiname beschreibt nichts; sagen Sie in Worten, was das Bild zeigt.",
  },
  "heading-main": {
    message: "Die Seite hat keine Hauptüberschrift (Ebene 1)",
    why:
      "Besucher und Suchmaschinen erkennen an der Hauptüberschrift, worum es auf der Seite geht.",
  },
  "heading-order": {
    message:
      "Überschrift der Ebene {{level}} folgt auf Ebene {{previous}}: eine Ebene wird übersprungen",
    why:
      "Screenreader-Nutzer navigieren über Überschriften; eine übersprungene Ebene lässt fehlenden Inhalt vermuten.",
  },
  "link-text": {
    message: "Der Linktext „{{text}}“ sagt nicht, wohin der Link führt",
    why:
      "Links werden oft ohne Zusammenhang vorgelesen; „hier klicken“ oder eine Adresse sagt dann nichts.",
  },
  "link-empty": {
    message: "Ein Link ohne Text",
    why: "Ein Link ohne Text wird als nichts oder als seine Adresse vorgelesen.",
  },
  "button-empty": {
    message: "Eine Schaltfläche ohne Text",
    why: "Niemand weiß, was eine leere Schaltfläche tut.",
  },
  "video-title": {
    message: "Video ohne Titel",
    why: "Der Titel benennt den eingebetteten Player für Screenreader und Tastaturnutzer.",
  },
  "table-headers": {
    message: "Tabelle ohne Kopfzellen",
    why:
      "Ohne Kopfzellen kann ein Screenreader nicht sagen, zu welcher Spalte oder Zeile ein Wert gehört.",
  },
  "seo-title-length": {
    message: "Der SEO-Titel hat {{length}} Zeichen; Suchergebnisse zeigen etwa {{max}}",
    why: "Ein längerer Titel wird in Suchergebnissen mit „…“ abgeschnitten.",
  },
  "seo-description-length": {
    message: "Die SEO-Beschreibung hat {{length}} Zeichen; Suchergebnisse zeigen etwa {{max}}",
    why: "Eine längere Beschreibung wird in Suchergebnissen mit „…“ abgeschnitten.",
  },
  "seo-description-missing": {
    message: "Keine SEO-Beschreibung",
    why: "Suchmaschinen zeigen dann ein beliebiges Stück der Seite unter dem Titel.",
  },
  "duplicate-title": {
    message: "Eine andere veröffentlichte Seite in dieser Sprache hat den Titel „{{title}}“",
    why: "Besucher können die Seiten in Suchergebnissen, Tabs und Lesezeichen nicht unterscheiden.",
  },
};
