/** The few words the public layout says itself, in the page's language. */
import { type Language, languageOf } from "../content/locales.ts";

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
  audienceMenu: string;
  footerMenu: string;
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
    audienceMenu: "Audiences",
    footerMenu: "Footer",
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
    audienceMenu: "Doelgroepen",
    footerMenu: "Voettekst",
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
    audienceMenu: "Zielgruppen",
    footerMenu: "Fußzeile",
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
    audienceMenu: "Publics",
    footerMenu: "Pied de page",
  },
};

export function messagesFor(locale: string): Messages {
  return MESSAGES[languageOf(locale)];
}
