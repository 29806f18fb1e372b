/** The checks' texts in Dutch (see ../checks.ts). */
import type { checkTextsEn } from "./en.ts";

export const checkTextsNl: typeof checkTextsEn = {
  "image-alt": {
    message: "Afbeelding zonder alternatieve tekst",
    why: "Schermlezers noemen alleen „afbeelding”; blinde bezoekers missen wat erop staat.",
  },
  "image-alt-filename": {
    message: "De alternatieve tekst is een bestandsnaam: „{{alt}}”",
    why: "Een bestandsnaam beschrijft niets; zeg in woorden wat de afbeelding laat zien.",
  },
  "heading-main": {
    message: "De pagina heeft geen hoofdkop (niveau 1)",
    why: "Bezoekers en zoekmachines lezen aan de hoofdkop af waar de pagina over gaat.",
  },
  "heading-order": {
    message:
      "Kop van niveau {{level}} volgt op niveau {{previous}}: er wordt een niveau overgeslagen",
    why:
      "Gebruikers van schermlezers navigeren via koppen; een overgeslagen niveau doet ontbrekende inhoud vermoeden.",
  },
  "link-text": {
    message: "Linktekst „{{text}}” zegt niet waar de link heen gaat",
    why: "Links worden vaak los voorgelezen; „klik hier” of een adres zegt dan niets.",
  },
  "link-empty": {
    message: "Een link zonder tekst",
    why: "Een link zonder tekst wordt als niets of als zijn adres voorgelezen.",
  },
  "button-empty": {
    message: "Een knop zonder tekst",
    why: "Niemand weet wat een lege knop doet.",
  },
  "video-title": {
    message: "Video zonder titel",
    why: "De titel benoemt de ingesloten speler voor schermlezers en toetsenbordgebruikers.",
  },
  "table-headers": {
    message: "Tabel zonder kopcellen",
    why: "Zonder koppen kan een schermlezer niet zeggen bij welke kolom of rij een waarde hoort.",
  },
  "seo-title-length": {
    message: "De SEO-titel is {{length}} tekens; zoekresultaten tonen er ongeveer {{max}}",
    why: "Een langere titel wordt in zoekresultaten afgekapt met „…”.",
  },
  "seo-description-length": {
    message: "De SEO-omschrijving is {{length}} tekens; zoekresultaten tonen er ongeveer {{max}}",
    why: "Een langere omschrijving wordt in zoekresultaten afgekapt met „…”.",
  },
  "seo-description-missing": {
    message: "Geen SEO-omschrijving",
    why: "Zoekmachines tonen dan een willekeurig stuk van de pagina onder de titel.",
  },
  "duplicate-title": {
    message: "Een andere gepubliceerde pagina in deze taal heeft de titel „{{title}}”",
    why:
      "Bezoekers kunnen de pagina's niet uit elkaar houden in zoekresultaten, tabbladen en bladwijzers.",
  },
};
