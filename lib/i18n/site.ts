/**
 * The few words the public layout says itself, in the page's language. lib/i18n holds the
 * server's text for people by feature: this file (the public site's frame, search, news,
 * locations, lab tests, FAQs), forms.ts and newsletter.ts (their pages, islands, e-mails and CSV
 * headings), accounts.ts and workflow.ts (their e-mails). Page type names are in
 * lib/content/page_types/names.ts.
 */
import { type Language, languageOf } from "../content/locales.ts";
import type { LocationText, ResearchesText } from "../content/island_text.ts";

export interface Messages {
  skipToContent: string;
  home: string;
  notFoundTitle: string;
  notFoundText: string;
  notFoundHome: string;
  playVideo: string;
  /** "{provider}" is replaced by YouTube or Vimeo. */
  videoNotice: string;
  specialties: string;
  linkedin: string;
  email: string;
  story: string;
  /** Label of the list of languages the page is available in. */
  languages: string;
  /** Labels of the main, audience and footer navigation. */
  mainMenu: string;
  /** The button that opens the menus on a phone. */
  menu: string;
  audienceMenu: string;
  footerMenu: string;
  /** The cookie notice (issue 12) and the footer button that reopens it. */
  cookies: {
    title: string;
    text: string;
    accept: string;
    refuse: string;
    settings: string;
    privacy: string;
  };
  /** Site search (SPEC.md section 2: search UI; section 8: search without hits). */
  search: string;
  searchPlaceholder: string;
  searchTerm: string;
  searchResults: string;
  searchNoResults: string;
  /** "{count}" is replaced by the number of results. */
  searchResultCount: string;
  searchOneResult: string;
  /** "{count}" and "{term}" are replaced. */
  searchResultCountFor: string;
  searchOneResultFor: string;
  searchEnterTerm: string;
  searchAllResults: string;
  searchLoadMore: string;
  searchFilter: string;
  /** Names of the page types as search filters (others show the type's own label). */
  searchTypes: Record<string, string>;
  /** Locations: their details and the location finder (islands/_location_details.tsx). */
  locations: LocationText;
  /** News lists, articles and the news archive (SPEC.md section 8: news empty). */
  newsEmpty: string;
  /** An archive page past the last article: how many there are ({total}). */
  newsPastEnd: string;
  /** The link from there to the archive's first page. */
  newsFirst: string;
  newsLoadMore: string;
  /** "{count}" is replaced by the number of articles a "load more" added. */
  newsAdded: string;
  newsAddedOne: string;
  newsLoadFailed: string;
  /** "{author}" is replaced. */
  newsBy: string;
  newsArchive: string;
  /** "{tag}" is replaced. */
  newsArchiveTag: string;
  /** "{from}", "{to}" and "{total}" are replaced. */
  newsRange: string;
  newsNewer: string;
  newsOlder: string;
  newsPages: string;
  /** The researches overview block and its pricing tool (islands/ResearchesOverview.tsx). */
  researches: ResearchesMessages;
  /** The FAQ block and its search (islands/FaqSearch.tsx). */
  faq: FaqMessages;
}

/** "{name}", "{count}", "{term}" are replaced where they appear. */
/** The researches overview's words (the island's text, without the search button's). */
export type ResearchesMessages = Omit<ResearchesText, "submit">;

export interface FaqMessages {
  searchLabel: string;
  /** "{count}" is replaced. */
  found: string;
  oneFound: string;
  empty: string;
}

const MESSAGES: Record<Language, Messages> = {
  en: {
    skipToContent: "Skip to content",
    home: "Home",
    notFoundTitle: "Page not found",
    notFoundText: "The page you are looking for does not exist or has moved.",
    notFoundHome: "Go to the home page",
    playVideo: "Play video",
    videoNotice: "The video loads from {provider} when you play it.",
    specialties: "Specialties",
    linkedin: "LinkedIn",
    email: "E-mail",
    story: "Read the full story",
    languages: "Languages",
    mainMenu: "Main",
    menu: "Menu",
    audienceMenu: "Audiences",
    footerMenu: "Footer",
    cookies: {
      title: "Cookies",
      text:
        "This site uses no tracking cookies. Videos of other parties load only after you allow them.",
      accept: "Allow embedded videos",
      refuse: "Refuse",
      settings: "Cookie settings",
      privacy: "Read the privacy statement.",
    },
    search: "Search",
    searchPlaceholder: "Search by keyword",
    searchTerm: "Search term",
    searchResults: "Search results",
    searchNoResults: "No results found",
    searchResultCount: "{count} results",
    searchOneResult: "1 result",
    searchResultCountFor: "{count} results for “{term}”",
    searchOneResultFor: "1 result for “{term}”",
    searchEnterTerm: "Enter a keyword to search the site.",
    searchAllResults: "Show all results",
    searchLoadMore: "Load more",
    searchFilter: "Filter by type",
    locations: {
      language: "en",
      weekdays: {
        monday: "Monday",
        tuesday: "Tuesday",
        wednesday: "Wednesday",
        thursday: "Thursday",
        friday: "Friday",
      },
      timeSeparator: ":",
      timeRange: "{open}–{close}",
      closed: "Closed",
      today: "today",
      openingHours: "Opening hours",
      accessibility: "Accessibility",
      parking: "Parking",
      parkingKinds: { paid: "Paid parking", free: "Free parking", none: "No parking" },
      services: "Services",
      headOffice: "Head office",
      openInMaps: "Open in maps",
      openUntil: "Open now, until {time}",
      closedNow: "Closed now",
      distance: "{distance} km away",
      finderLabel: "Find a location",
      show: "Show",
      all: "All",
      openNow: "Open now",
      searchLabel: "Location name, street or place",
      searchHint: "For example Utrecht or Stationsplein",
      postcodeLabel: "Postcode",
      postcodeHint: "Locations near your postcode come first",
      postcodeInvalid: "Enter a postcode such as 3511 AB, or its first digits.",
      submit: "Search",
      useMyLocation: "Use my location",
      locating: "Finding your location…",
      located: "Sorted by distance from your location.",
      locationFailed: "Your location could not be determined. Enter your postcode instead.",
      results: "Results",
      count: "{count} locations",
      countOne: "1 location",
      countNone: "No locations",
      noResults:
        "No results found for “{term}”. Search by location name, street or place, or enter your postcode in the separate field.",
      noneOpen:
        "No location is open at the moment. Choose “All” to see every location and its opening hours.",
      details: "Opening hours and details",
      noScript:
        "Without JavaScript this form searches by location name, street or place; the “Open now” filter and the postcode field need JavaScript. All locations are listed below.",
    },
    searchTypes: {
      page: "Pages",
      news: "News",
      research: "Researches",
      location: "Locations",
      faq: "FAQs",
    },
    newsEmpty: "No articles yet.",
    newsPastEnd: "There are {total} articles; this page lies past the last one.",
    newsFirst: "Go to the start of the news archive",
    newsLoadMore: "Load more news",
    newsAdded: "{count} articles added",
    newsAddedOne: "1 article added",
    newsLoadFailed: "Something went wrong. Please try again later.",
    newsBy: "By {author}",
    newsArchive: "News archive",
    newsArchiveTag: "News about “{tag}”",
    newsRange: "Articles {from}–{to} of {total}",
    newsNewer: "Newer articles",
    newsOlder: "Older articles",
    newsPages: "News pages",
    researches: {
      intro:
        "Work out what your tests cost: pick the tests you want done, and you see the total price and the total time at once.",
      goodToKnow: "Good to know",
      idNote:
        "Bring a valid ID and your insurer card. Your citizen service number is registered at the desk.",
      spermNote:
        "Sperm samples are received only at our head office, on working days from 08.00 to 15.00.",
      twoHours:
        "Please note: {name} takes 2 hours. You stay at the location during that time, so plan your visit with time to spare.",
      searchLabel: "Search a test",
      searchPlaceholder: "Name, code or material",
      list: "Tests",
      count: "{count} tests",
      oneCount: "1 test",
      found: "{count} tests found",
      oneFound: "1 test found",
      noResults:
        "No tests found for “{term}”. Search by the test’s name or code, or by the material, such as blood or urine.",
      empty: "There are no tests to show yet.",
      code: "Code",
      price: "Price",
      time: "Visit",
      duration: "Duration",
      material: "Material",
      preparation: "Preparation",
      times: { "walk-in": "Walk-in", appointment: "By appointment" },
      materials: {
        bloed: "Blood",
        urine: "Urine",
        sperma: "Sperm",
        ontlasting: "Faeces",
        speeksel: "Saliva",
        uitstrijk: "Swab",
        overig: "Other",
      },
      more: "More about this test",
      pricingTitle: "Your choice",
      pricingEmpty: "Pick one or more tests to see the total price and time.",
      picked: "{count} tests picked",
      onePicked: "1 test picked",
      totalPrice: "Total price",
      totalTime: "Total time",
      sharedTime:
        "Tests on the same material are done in one go (one blood draw for every blood test): that time counts once.",
      appointment: "Make an appointment: at least one of these tests is done by appointment only.",
      walkIn: "You can walk in for these tests without an appointment.",
      clear: "Clear choice",
      remove: "Remove {name}",
    },
    faq: {
      searchLabel: "Search the questions",
      found: "{count} questions found",
      oneFound: "1 question found",
      empty: "There are no questions here yet.",
    },
  },
  nl: {
    skipToContent: "Naar de inhoud",
    home: "Home",
    notFoundTitle: "Pagina niet gevonden",
    notFoundText: "De pagina die u zoekt bestaat niet of is verplaatst.",
    notFoundHome: "Naar de homepage",
    playVideo: "Video afspelen",
    videoNotice: "De video wordt van {provider} geladen als u hem afspeelt.",
    specialties: "Specialismen",
    linkedin: "LinkedIn",
    email: "E-mail",
    story: "Lees het hele verhaal",
    languages: "Talen",
    mainMenu: "Hoofdmenu",
    menu: "Menu",
    audienceMenu: "Doelgroepen",
    footerMenu: "Voettekst",
    cookies: {
      title: "Cookies",
      text: "Deze site gebruikt geen volgcookies. Video’s van derden laden pas als u dat toestaat.",
      accept: "Ingesloten video’s toestaan",
      refuse: "Weigeren",
      settings: "Cookie-instellingen",
      privacy: "Lees de privacyverklaring.",
    },
    search: "Zoeken",
    searchPlaceholder: "Zoek op trefwoord",
    searchTerm: "Zoekterm",
    searchResults: "Zoekresultaten",
    searchNoResults: "Er zijn geen resultaten gevonden",
    searchResultCount: "{count} resultaten",
    searchOneResult: "1 resultaat",
    searchResultCountFor: "{count} resultaten voor “{term}”",
    searchOneResultFor: "1 resultaat voor “{term}”",
    searchEnterTerm: "Vul een trefwoord in om de site te doorzoeken.",
    searchAllResults: "Alle resultaten tonen",
    searchLoadMore: "Meer laden",
    searchFilter: "Filter op soort",
    locations: {
      language: "nl",
      weekdays: {
        monday: "maandag",
        tuesday: "dinsdag",
        wednesday: "woensdag",
        thursday: "donderdag",
        friday: "vrijdag",
      },
      timeSeparator: ".",
      timeRange: "{open}–{close} uur",
      closed: "Gesloten",
      today: "vandaag",
      openingHours: "Openingstijden",
      accessibility: "Toegankelijkheid",
      parking: "Parkeren",
      parkingKinds: {
        paid: "Betaald parkeren",
        free: "Gratis parkeren",
        none: "Geen parkeergelegenheid",
      },
      services: "Diensten",
      headOffice: "Hoofdvestiging",
      openInMaps: "Open in kaart",
      openUntil: "Nu open, tot {time} uur",
      closedNow: "Nu gesloten",
      distance: "{distance} km van u vandaan",
      finderLabel: "Zoek een locatie",
      show: "Toon",
      all: "Alle",
      openNow: "Nu open",
      searchLabel: "Locatienaam, straat of plaats",
      searchHint: "Bijvoorbeeld Utrecht of Stationsplein",
      postcodeLabel: "Postcode",
      postcodeHint: "Locaties bij uw postcode staan bovenaan",
      postcodeInvalid: "Vul een postcode in zoals 3511 AB, of de eerste cijfers ervan.",
      submit: "Zoeken",
      useMyLocation: "Gebruik mijn locatie",
      locating: "Uw locatie wordt bepaald…",
      located: "Gesorteerd op afstand tot uw locatie.",
      locationFailed: "Uw locatie kon niet worden bepaald. Vul anders uw postcode in.",
      results: "Resultaten",
      count: "{count} locaties",
      countOne: "1 locatie",
      countNone: "Geen locaties",
      noResults:
        "Er zijn geen resultaten gevonden voor “{term}”. Zoek op de naam van de locatie, een straat of een plaats, of vul uw postcode in het aparte postcodeveld in.",
      noneOpen:
        "Er is op dit moment geen locatie open. Kies “Alle” om alle locaties en hun openingstijden te zien.",
      details: "Openingstijden en details",
      noScript:
        "Zonder JavaScript zoekt dit formulier op locatienaam, straat of plaats; het filter “Nu open” en het postcodeveld werken alleen met JavaScript. Hieronder staan alle locaties.",
    },
    searchTypes: {
      page: "Pagina's",
      news: "Nieuws",
      research: "Onderzoeken",
      location: "Locaties",
      faq: "Veelgestelde vragen",
    },
    newsEmpty: "Er zijn nog geen artikelen.",
    newsPastEnd: "Er zijn {total} artikelen; deze pagina ligt voorbij het laatste.",
    newsFirst: "Naar het begin van het nieuwsarchief",
    newsLoadMore: "Meer nieuws laden",
    newsAdded: "{count} artikelen toegevoegd",
    newsAddedOne: "1 artikel toegevoegd",
    newsLoadFailed: "Er is iets fout gegaan. Probeer het later nog eens.",
    newsBy: "Door {author}",
    newsArchive: "Nieuwsarchief",
    newsArchiveTag: "Nieuws over “{tag}”",
    newsRange: "Artikel {from}–{to} van {total}",
    newsNewer: "Nieuwere artikelen",
    newsOlder: "Oudere artikelen",
    newsPages: "Nieuwspagina's",
    researches: {
      intro:
        "Bereken wat uw onderzoeken kosten: kies de onderzoeken die u wilt laten doen en u ziet meteen de totale prijs en de totale tijd.",
      goodToKnow: "Goed om te weten",
      idNote:
        "Neem een geldig identiteitsbewijs en uw zorgpas mee. Aan de balie registreren wij uw burgerservicenummer.",
      spermNote:
        "Sperma wordt alleen ontvangen op ons hoofdkantoor, op werkdagen van 08.00 tot 15.00 uur.",
      twoHours:
        "Let op: {name} duurt 2 uur. U blijft die tijd op de locatie, dus plan uw bezoek ruim.",
      searchLabel: "Zoek een onderzoek",
      searchPlaceholder: "Naam, code of materiaal",
      list: "Onderzoeken",
      count: "{count} onderzoeken",
      oneCount: "1 onderzoek",
      found: "{count} onderzoeken gevonden",
      oneFound: "1 onderzoek gevonden",
      noResults:
        "Er zijn geen onderzoeken gevonden voor “{term}”. Zoek op de naam of de code van het onderzoek, of op het materiaal, zoals bloed of urine.",
      empty: "Er zijn nog geen onderzoeken om te tonen.",
      code: "Code",
      price: "Prijs",
      time: "Bezoek",
      duration: "Duur",
      material: "Materiaal",
      preparation: "Voorbereiding",
      times: { "walk-in": "Inloop", appointment: "Op afspraak" },
      materials: {
        bloed: "Bloed",
        urine: "Urine",
        sperma: "Sperma",
        ontlasting: "Ontlasting",
        speeksel: "Speeksel",
        uitstrijk: "Uitstrijkje",
        overig: "Overig",
      },
      more: "Meer over dit onderzoek",
      pricingTitle: "Uw keuze",
      pricingEmpty: "Kies een of meer onderzoeken om de totale prijs en tijd te zien.",
      picked: "{count} onderzoeken gekozen",
      onePicked: "1 onderzoek gekozen",
      totalPrice: "Totale prijs",
      totalTime: "Totale tijd",
      sharedTime:
        "Onderzoeken op hetzelfde materiaal doen we in één keer (één bloedafname voor alle bloedonderzoeken): die tijd telt één keer.",
      appointment:
        "Maak een afspraak: ten minste één van deze onderzoeken gaat alleen op afspraak.",
      walkIn: "Voor deze onderzoeken kunt u zonder afspraak binnenlopen.",
      clear: "Keuze wissen",
      remove: "{name} verwijderen",
    },
    faq: {
      searchLabel: "Zoek in de vragen",
      found: "{count} vragen gevonden",
      oneFound: "1 vraag gevonden",
      empty: "Er zijn hier nog geen vragen.",
    },
  },
  de: {
    skipToContent: "Zum Inhalt springen",
    home: "Startseite",
    notFoundTitle: "Seite nicht gefunden",
    notFoundText: "Die gesuchte Seite gibt es nicht oder sie wurde verschoben.",
    notFoundHome: "Zur Startseite",
    playVideo: "Video abspielen",
    videoNotice: "Das Video wird beim Abspielen von {provider} geladen.",
    specialties: "Fachgebiete",
    linkedin: "LinkedIn",
    email: "E-Mail",
    story: "Die ganze Geschichte lesen",
    languages: "Sprachen",
    mainMenu: "Hauptmenü",
    menu: "Menü",
    audienceMenu: "Zielgruppen",
    footerMenu: "Fußzeile",
    cookies: {
      title: "Cookies",
      text:
        "Diese Website verwendet keine Tracking-Cookies. Videos Dritter laden erst, wenn Sie es erlauben.",
      accept: "Eingebettete Videos erlauben",
      refuse: "Ablehnen",
      settings: "Cookie-Einstellungen",
      privacy: "Datenschutzerklärung lesen.",
    },
    search: "Suchen",
    searchPlaceholder: "Nach Stichwort suchen",
    searchTerm: "Suchbegriff",
    searchResults: "Suchergebnisse",
    searchNoResults: "Keine Ergebnisse gefunden",
    searchResultCount: "{count} Ergebnisse",
    searchOneResult: "1 Ergebnis",
    searchResultCountFor: "{count} Ergebnisse für „{term}“",
    searchOneResultFor: "1 Ergebnis für „{term}“",
    searchEnterTerm: "Geben Sie ein Stichwort ein, um die Website zu durchsuchen.",
    searchAllResults: "Alle Ergebnisse anzeigen",
    searchLoadMore: "Mehr laden",
    searchFilter: "Nach Typ filtern",
    locations: {
      language: "de",
      weekdays: {
        monday: "Montag",
        tuesday: "Dienstag",
        wednesday: "Mittwoch",
        thursday: "Donnerstag",
        friday: "Freitag",
      },
      timeSeparator: ":",
      timeRange: "{open}–{close} Uhr",
      closed: "Geschlossen",
      today: "heute",
      openingHours: "Öffnungszeiten",
      accessibility: "Barrierefreiheit",
      parking: "Parken",
      parkingKinds: {
        paid: "Kostenpflichtiges Parken",
        free: "Kostenloses Parken",
        none: "Keine Parkplätze",
      },
      services: "Leistungen",
      headOffice: "Hauptsitz",
      openInMaps: "Auf der Karte öffnen",
      openUntil: "Jetzt geöffnet, bis {time} Uhr",
      closedNow: "Jetzt geschlossen",
      distance: "{distance} km entfernt",
      finderLabel: "Standort finden",
      show: "Anzeigen",
      all: "Alle",
      openNow: "Jetzt geöffnet",
      searchLabel: "Standortname, Straße oder Ort",
      searchHint: "Zum Beispiel Utrecht oder Stationsplein",
      postcodeLabel: "Postleitzahl",
      postcodeHint: "Standorte nahe Ihrer Postleitzahl stehen oben",
      postcodeInvalid:
        "Geben Sie eine niederländische Postleitzahl wie 3511 AB ein oder ihre ersten Ziffern.",
      submit: "Suchen",
      useMyLocation: "Meinen Standort verwenden",
      locating: "Ihr Standort wird ermittelt…",
      located: "Nach Entfernung zu Ihrem Standort sortiert.",
      locationFailed:
        "Ihr Standort konnte nicht ermittelt werden. Geben Sie stattdessen Ihre Postleitzahl ein.",
      results: "Ergebnisse",
      count: "{count} Standorte",
      countOne: "1 Standort",
      countNone: "Keine Standorte",
      noResults:
        "Keine Ergebnisse für „{term}“ gefunden. Suchen Sie nach Standortname, Straße oder Ort, oder geben Sie Ihre Postleitzahl in das eigene Feld ein.",
      noneOpen:
        "Zurzeit ist kein Standort geöffnet. Wählen Sie „Alle“, um alle Standorte und ihre Öffnungszeiten zu sehen.",
      details: "Öffnungszeiten und Details",
      noScript:
        "Ohne JavaScript sucht dieses Formular nach Standortname, Straße oder Ort; der Filter „Jetzt geöffnet“ und das Postleitzahlfeld brauchen JavaScript. Unten stehen alle Standorte.",
    },
    searchTypes: {
      page: "Seiten",
      news: "Neuigkeiten",
      research: "Untersuchungen",
      location: "Standorte",
      faq: "Häufige Fragen",
    },
    newsEmpty: "Noch keine Artikel.",
    newsPastEnd: "Es gibt {total} Artikel; diese Seite liegt hinter dem letzten.",
    newsFirst: "Zum Anfang des Nachrichtenarchivs",
    newsLoadMore: "Weitere Nachrichten laden",
    newsAdded: "{count} Artikel hinzugefügt",
    newsAddedOne: "1 Artikel hinzugefügt",
    newsLoadFailed: "Etwas ist schiefgelaufen. Bitte versuchen Sie es später noch einmal.",
    newsBy: "Von {author}",
    newsArchive: "Nachrichtenarchiv",
    newsArchiveTag: "Nachrichten zu „{tag}“",
    newsRange: "Artikel {from}–{to} von {total}",
    newsNewer: "Neuere Artikel",
    newsOlder: "Ältere Artikel",
    newsPages: "Nachrichtenseiten",
    researches: {
      intro:
        "Berechnen Sie, was Ihre Untersuchungen kosten: Wählen Sie die gewünschten Untersuchungen und Sie sehen sofort den Gesamtpreis und die Gesamtzeit.",
      goodToKnow: "Gut zu wissen",
      idNote:
        "Bringen Sie einen gültigen Ausweis und Ihre Versichertenkarte mit. Ihre Bürgerservicenummer wird am Empfang erfasst.",
      spermNote:
        "Spermaproben werden nur an unserem Hauptsitz angenommen, werktags von 08.00 bis 15.00 Uhr.",
      twoHours:
        "Bitte beachten: {name} dauert 2 Stunden. Sie bleiben so lange am Standort; planen Sie Ihren Besuch großzügig.",
      searchLabel: "Untersuchung suchen",
      searchPlaceholder: "Name, Code oder Material",
      list: "Untersuchungen",
      count: "{count} Untersuchungen",
      oneCount: "1 Untersuchung",
      found: "{count} Untersuchungen gefunden",
      oneFound: "1 Untersuchung gefunden",
      noResults:
        "Keine Untersuchungen für „{term}“ gefunden. Suchen Sie nach Name oder Code der Untersuchung oder nach dem Material, etwa Blut oder Urin.",
      empty: "Es gibt noch keine Untersuchungen.",
      code: "Code",
      price: "Preis",
      time: "Besuch",
      duration: "Dauer",
      material: "Material",
      preparation: "Vorbereitung",
      times: { "walk-in": "Ohne Termin", appointment: "Mit Termin" },
      materials: {
        bloed: "Blut",
        urine: "Urin",
        sperma: "Sperma",
        ontlasting: "Stuhl",
        speeksel: "Speichel",
        uitstrijk: "Abstrich",
        overig: "Sonstiges",
      },
      more: "Mehr zu dieser Untersuchung",
      pricingTitle: "Ihre Auswahl",
      pricingEmpty:
        "Wählen Sie eine oder mehrere Untersuchungen, um Gesamtpreis und -zeit zu sehen.",
      picked: "{count} Untersuchungen gewählt",
      onePicked: "1 Untersuchung gewählt",
      totalPrice: "Gesamtpreis",
      totalTime: "Gesamtzeit",
      sharedTime:
        "Untersuchungen desselben Materials erledigen wir auf einmal (eine Blutabnahme für alle Blutuntersuchungen): diese Zeit zählt einmal.",
      appointment:
        "Vereinbaren Sie einen Termin: Mindestens eine dieser Untersuchungen gibt es nur mit Termin.",
      walkIn: "Für diese Untersuchungen können Sie ohne Termin kommen.",
      clear: "Auswahl löschen",
      remove: "{name} entfernen",
    },
    faq: {
      searchLabel: "Fragen durchsuchen",
      found: "{count} Fragen gefunden",
      oneFound: "1 Frage gefunden",
      empty: "Hier gibt es noch keine Fragen.",
    },
  },
  fr: {
    skipToContent: "Aller au contenu",
    home: "Accueil",
    notFoundTitle: "Page introuvable",
    notFoundText: "La page que vous cherchez n'existe pas ou a été déplacée.",
    notFoundHome: "Aller à la page d'accueil",
    playVideo: "Lire la vidéo",
    videoNotice: "La vidéo est chargée depuis {provider} lorsque vous la lancez.",
    specialties: "Spécialités",
    linkedin: "LinkedIn",
    email: "E-mail",
    story: "Lire l'histoire complète",
    languages: "Langues",
    mainMenu: "Principal",
    menu: "Menu",
    audienceMenu: "Publics",
    footerMenu: "Pied de page",
    cookies: {
      title: "Cookies",
      text:
        "Ce site n’utilise aucun cookie de suivi. Les vidéos de tiers ne se chargent qu’avec votre accord.",
      accept: "Autoriser les vidéos intégrées",
      refuse: "Refuser",
      settings: "Paramètres des cookies",
      privacy: "Lire la déclaration de confidentialité.",
    },
    search: "Rechercher",
    searchPlaceholder: "Rechercher par mot-clé",
    searchTerm: "Terme recherché",
    searchResults: "Résultats de la recherche",
    searchNoResults: "Aucun résultat trouvé",
    searchResultCount: "{count} résultats",
    searchOneResult: "1 résultat",
    searchResultCountFor: "{count} résultats pour « {term} »",
    searchOneResultFor: "1 résultat pour « {term} »",
    searchEnterTerm: "Saisissez un mot-clé pour rechercher sur le site.",
    searchAllResults: "Afficher tous les résultats",
    searchLoadMore: "Charger plus",
    searchFilter: "Filtrer par type",
    locations: {
      language: "fr",
      weekdays: {
        monday: "lundi",
        tuesday: "mardi",
        wednesday: "mercredi",
        thursday: "jeudi",
        friday: "vendredi",
      },
      timeSeparator: "h",
      timeRange: "{open}–{close}",
      closed: "Fermé",
      today: "aujourd'hui",
      openingHours: "Horaires d'ouverture",
      accessibility: "Accessibilité",
      parking: "Stationnement",
      parkingKinds: {
        paid: "Stationnement payant",
        free: "Stationnement gratuit",
        none: "Pas de stationnement",
      },
      services: "Services",
      headOffice: "Siège",
      openInMaps: "Ouvrir sur la carte",
      openUntil: "Ouvert, jusqu'à {time}",
      closedNow: "Fermé en ce moment",
      distance: "à {distance} km",
      finderLabel: "Trouver un site",
      show: "Afficher",
      all: "Tous",
      openNow: "Ouvert maintenant",
      searchLabel: "Nom du site, rue ou ville",
      searchHint: "Par exemple Utrecht ou Stationsplein",
      postcodeLabel: "Code postal",
      postcodeHint: "Les sites proches de votre code postal apparaissent en premier",
      postcodeInvalid: "Saisissez un code postal comme 3511 AB, ou ses premiers chiffres.",
      submit: "Rechercher",
      useMyLocation: "Utiliser ma position",
      locating: "Recherche de votre position…",
      located: "Triés par distance depuis votre position.",
      locationFailed:
        "Votre position n'a pas pu être déterminée. Saisissez plutôt votre code postal.",
      results: "Résultats",
      count: "{count} sites",
      countOne: "1 site",
      countNone: "Aucun site",
      noResults:
        "Aucun résultat trouvé pour « {term} ». Cherchez par nom du site, rue ou ville, ou saisissez votre code postal dans le champ prévu.",
      noneOpen:
        "Aucun site n'est ouvert en ce moment. Choisissez « Tous » pour voir tous les sites et leurs horaires.",
      details: "Horaires et détails",
      noScript:
        "Sans JavaScript, ce formulaire cherche par nom du site, rue ou ville ; le filtre « Ouvert maintenant » et le champ du code postal demandent JavaScript. Tous les sites sont listés ci-dessous.",
    },
    searchTypes: {
      page: "Pages",
      news: "Actualités",
      research: "Analyses",
      location: "Sites",
      faq: "Questions fréquentes",
    },
    newsEmpty: "Aucun article pour le moment.",
    newsPastEnd: "Il y a {total} articles ; cette page se situe après le dernier.",
    newsFirst: "Aller au début des archives",
    newsLoadMore: "Charger plus d'actualités",
    newsAdded: "{count} articles ajoutés",
    newsAddedOne: "1 article ajouté",
    newsLoadFailed: "Une erreur s'est produite. Veuillez réessayer plus tard.",
    newsBy: "Par {author}",
    newsArchive: "Archives des actualités",
    newsArchiveTag: "Actualités : « {tag} »",
    newsRange: "Articles {from} à {to} sur {total}",
    newsNewer: "Articles plus récents",
    newsOlder: "Articles plus anciens",
    newsPages: "Pages d'actualités",
    researches: {
      intro:
        "Calculez le coût de vos analyses : choisissez les analyses souhaitées et voyez aussitôt le prix total et la durée totale.",
      goodToKnow: "Bon à savoir",
      idNote:
        "Apportez une pièce d’identité valide et votre carte d’assurance. Votre numéro de service citoyen est enregistré à l’accueil.",
      spermNote: "Le sperme n’est reçu qu’à notre siège, les jours ouvrables de 08.00 à 15.00.",
      twoHours:
        "Attention : {name} dure 2 heures. Vous restez sur place pendant ce temps ; prévoyez large.",
      searchLabel: "Rechercher une analyse",
      searchPlaceholder: "Nom, code ou prélèvement",
      list: "Analyses",
      count: "{count} analyses",
      oneCount: "1 analyse",
      found: "{count} analyses trouvées",
      oneFound: "1 analyse trouvée",
      noResults:
        "Aucune analyse trouvée pour « {term} ». Cherchez par le nom ou le code de l’analyse, ou par le prélèvement, comme sang ou urine.",
      empty: "Il n’y a pas encore d’analyses.",
      code: "Code",
      price: "Prix",
      time: "Accueil",
      duration: "Durée",
      material: "Prélèvement",
      preparation: "Préparation",
      times: { "walk-in": "Sans rendez-vous", appointment: "Sur rendez-vous" },
      materials: {
        bloed: "Sang",
        urine: "Urine",
        sperma: "Sperme",
        ontlasting: "Selles",
        speeksel: "Salive",
        uitstrijk: "Frottis",
        overig: "Autre",
      },
      more: "En savoir plus sur cette analyse",
      pricingTitle: "Votre sélection",
      pricingEmpty: "Choisissez une ou plusieurs analyses pour voir le prix et la durée totaux.",
      picked: "{count} analyses choisies",
      onePicked: "1 analyse choisie",
      totalPrice: "Prix total",
      totalTime: "Durée totale",
      sharedTime:
        "Les analyses d’un même matériel se font en une fois (une seule prise de sang pour toutes les analyses de sang) : ce temps compte une fois.",
      appointment:
        "Prenez rendez-vous : au moins une de ces analyses se fait uniquement sur rendez-vous.",
      walkIn: "Vous pouvez venir sans rendez-vous pour ces analyses.",
      clear: "Effacer la sélection",
      remove: "Retirer {name}",
    },
    faq: {
      searchLabel: "Rechercher dans les questions",
      found: "{count} questions trouvées",
      oneFound: "1 question trouvée",
      empty: "Il n’y a pas encore de questions ici.",
    },
  },
};

export function messagesFor(locale: string): Messages {
  return MESSAGES[languageOf(locale)];
}
