/**
 * The site texts in English (see ../site.ts). English defines the shapes; the other languages
 * follow them key for key.
 */
import type { LocationText, ResearchesText } from "../../content/island_text.ts";
import { frameEn } from "../frame/en.ts";
export type { LocationText };

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
  /** Site search (the search page, and its answer without hits). */
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
  /** News lists, articles and the news archive (and the text of an empty list). */
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

/** The researches overview's words (the island's text, without the search button's). */
export type ResearchesMessages = Omit<ResearchesText, "submit">;

export interface FaqMessages {
  searchLabel: string;
  /** "{count}" is replaced. */
  found: string;
  oneFound: string;
  empty: string;
}

export const locationsEn: LocationText = {
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
};

export const researchesEn: ResearchesMessages = {
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
};

export const siteEn: Messages = {
  skipToContent: frameEn.skipToContent,
  home: "Home",
  notFoundTitle: frameEn.notFound,
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
  locations: locationsEn,
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
  researches: researchesEn,
  faq: {
    searchLabel: "Search the questions",
    found: "{count} questions found",
    oneFound: "1 question found",
    empty: "There are no questions here yet.",
  },
};
