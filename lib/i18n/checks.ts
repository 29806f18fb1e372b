/**
 * The checks' texts in the four interface languages — one definition for the API (the caller's
 * language) and the editor (the interface language), so both always say the same.
 */
import type { Language } from "../content/locales.ts";
import type { CheckRule, Finding, Problem } from "../content/checks/rules.ts";

interface RuleText {
  message: string;
  why: string;
}

type RuleTexts = Record<CheckRule, RuleText>;

const en: RuleTexts = {
  "image-alt": {
    message: "Image without alternative text",
    why: "Screen readers announce it as just “image”; blind visitors miss what it shows.",
  },
  "image-alt-filename": {
    message: "The alternative text is a file name: “{{alt}}”",
    why: "A file name describes nothing; say in words what the image shows.",
  },
  "heading-main": {
    message: "The page has no main heading (level 1)",
    why: "Visitors and search engines use the main heading to know what the page is about.",
  },
  "heading-order": {
    message: "Heading level {{level}} follows level {{previous}}: a level is skipped",
    why: "Screen reader users navigate by headings; a skipped level suggests missing content.",
  },
  "link-text": {
    message: "Link text “{{text}}” does not say where the link goes",
    why: "Links are often read out of context; “click here” or an address tells nothing.",
  },
  "link-empty": {
    message: "A link without text",
    why: "A link without text is announced as nothing or as its address.",
  },
  "button-empty": {
    message: "A button without text",
    why: "Nobody can tell what an empty button does.",
  },
  "video-title": {
    message: "Video without a title",
    why: "The title names the embedded player for screen readers and keyboard users.",
  },
  "table-headers": {
    message: "Table without header cells",
    why: "Without headers, screen readers cannot say which column or row a value belongs to.",
  },
  "seo-title-length": {
    message: "The SEO title is {{length}} characters; search results show about {{max}}",
    why: "A longer title is cut off with “…” in search results.",
  },
  "seo-description-length": {
    message: "The SEO description is {{length}} characters; search results show about {{max}}",
    why: "A longer description is cut off with “…” in search results.",
  },
  "seo-description-missing": {
    message: "No SEO description",
    why: "Search engines then show a random piece of the page under its title.",
  },
  "duplicate-title": {
    message: "Another published page in this language has the title “{{title}}”",
    why: "Visitors cannot tell the pages apart in search results, tabs and bookmarks.",
  },
};

const nl: RuleTexts = {
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

const de: RuleTexts = {
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

const fr: RuleTexts = {
  "image-alt": {
    message: "Image sans texte alternatif",
    why:
      "Les lecteurs d’écran n’annoncent que « image » ; les visiteurs aveugles ignorent ce qu’elle montre.",
  },
  "image-alt-filename": {
    message: "Le texte alternatif est un nom de fichier : « {{alt}} »",
    why: "Un nom de fichier ne décrit rien ; dites en mots ce que montre l’image.",
  },
  "heading-main": {
    message: "La page n’a pas de titre principal (niveau 1)",
    why:
      "Visiteurs et moteurs de recherche comprennent le sujet de la page par son titre principal.",
  },
  "heading-order": {
    message: "Un titre de niveau {{level}} suit le niveau {{previous}} : un niveau est sauté",
    why:
      "Les utilisateurs de lecteurs d’écran naviguent par titres ; un niveau sauté laisse croire à un contenu manquant.",
  },
  "link-text": {
    message: "Le texte du lien « {{text}} » ne dit pas où mène le lien",
    why:
      "Les liens sont souvent lus hors contexte ; « cliquez ici » ou une adresse n’apprend rien.",
  },
  "link-empty": {
    message: "Un lien sans texte",
    why: "Un lien sans texte est annoncé comme rien ou comme son adresse.",
  },
  "button-empty": {
    message: "Un bouton sans texte",
    why: "Personne ne sait ce que fait un bouton vide.",
  },
  "video-title": {
    message: "Vidéo sans titre",
    why:
      "Le titre nomme le lecteur intégré pour les lecteurs d’écran et les utilisateurs du clavier.",
  },
  "table-headers": {
    message: "Tableau sans cellules d’en-tête",
    why:
      "Sans en-têtes, un lecteur d’écran ne peut pas dire à quelle colonne ou ligne appartient une valeur.",
  },
  "seo-title-length": {
    message:
      "Le titre SEO compte {{length}} caractères ; les résultats de recherche en montrent environ {{max}}",
    why: "Un titre plus long est coupé par « … » dans les résultats de recherche.",
  },
  "seo-description-length": {
    message:
      "La description SEO compte {{length}} caractères ; les résultats de recherche en montrent environ {{max}}",
    why: "Une description plus longue est coupée par « … » dans les résultats de recherche.",
  },
  "seo-description-missing": {
    message: "Pas de description SEO",
    why:
      "Les moteurs de recherche affichent alors un extrait quelconque de la page sous son titre.",
  },
  "duplicate-title": {
    message: "Une autre page publiée dans cette langue a pour titre « {{title}} »",
    why:
      "Les visiteurs ne peuvent pas distinguer les pages dans les résultats, les onglets et les favoris.",
  },
};

export const CHECK_TEXTS: Record<Language, RuleTexts> = { en, nl, de, fr };

function fill(template: string, params: Finding["params"]): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params?.[name];
    return value === undefined ? whole : String(value);
  });
}

/** A finding in words, in `language`. */
export function describe(finding: Finding, language: Language): Problem {
  const text = CHECK_TEXTS[language][finding.rule];
  return { ...finding, message: fill(text.message, finding.params), why: text.why };
}
