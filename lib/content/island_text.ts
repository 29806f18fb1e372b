/**
 * The fixed text the server hands islands as props (the renderer fills them from lib/i18n, in
 * the page's display language). Declared here, below both, so that islands need not import the
 * renderer that imports them.
 */
import type { FieldErrorCode } from "./form_validation.ts";
import type { SignupError } from "./newsletter_signup.ts";
import type { Weekday } from "./opening_hours.ts";

export interface FormMessages {
  /** The message of each error code of lib/content/form_validation.ts. */
  errors: Record<FieldErrorCode, string>;
  /** A consent checkbox left unticked (the terms must be agreed to). */
  consent: string;
  /** Anything else that went wrong (the server, the network, a limit). */
  failure: string;
  /**
   * The store was too busy to take the submission (G_02): nothing was stored, the values are
   * kept, and sending again in a moment works.
   */
  busy: string;
  submit: string;
  /** Under the button: what is done with what is filled in (issue 28). */
  privacy: string;
  /** The link to the privacy statement after it. */
  privacyLink: string;
  /** The submit button while the form is being sent. */
  sending: string;
  /** Above the fields: what the "*" after a label means. */
  requiredNote: string;
  /** After the label of a field that may stay empty. */
  optional: string;
  /** The first, empty option of a select. */
  choose: string;
  /** "{count}" is replaced by the characters still free. */
  charactersLeft: string;
  oneCharacterLeft: string;
  /** The heading of the list of errors at the top of a form sent with mistakes. */
  summaryTitle: string;
  /** Announced after a submit with mistakes; "{count}" is replaced. */
  summaryCount: string;
  summaryOne: string;
  /** Put before the page title of a page answered with errors. */
  titlePrefix: string;
  /** The captcha: a proof of work the browser solves (islands/PublicForm.tsx). */
  captchaLabel: string;
  /** Before the visitor is in the form: the check needs nothing from them. */
  captchaIdle: string;
  captchaWorking: string;
  captchaDone: string;
  /** Without JavaScript, before the first submit: what the captcha will ask. */
  captchaNoScript: string;
  /** Without JavaScript, after the first submit: the box to tick instead. */
  captchaHuman: string;
  /** The label of the hidden field that people leave empty (the honeypot). */
  honeypot: string;
  /** The thank-you page's link back to the form's page; "{page}" is replaced by its title. */
  backTo: string;
}

/** The signup form's words (the island's `text` prop). */
export interface SignupText {
  name: string;
  email: string;
  /** The button's label in each state (subscribe, sending, success, failure). */
  subscribe: string;
  sending: string;
  sent: string;
  /** What a failed signup's button says ('Error'). */
  failure: string;
  /** Said once the signup went through: the confirmation mail is on its way. */
  success: string;
  /** The message of each error code (lib/content/newsletter_signup.ts). */
  errors: Record<SignupError["code"], string>;
  honeypot: string;
  /** Under the form: what the name and address are used for (issue 28: there was no such line). */
  privacy: string;
  /** The link to the privacy statement after it. */
  privacyLink: string;
}

/** The public words of the locations, in the site's display language. */
export interface LocationText {
  /** The display language ("nl"), for numbers. */
  language: string;
  /** Weekday names, Monday to Friday. */
  weekdays: Record<Weekday, string>;
  /** Between hours and minutes: "08.00" in Dutch, "08:00" in English. */
  timeSeparator: string;
  /** "{open}" and "{close}" are replaced: "08.00–17.00 uur". */
  timeRange: string;
  closed: string;
  today: string;
  openingHours: string;
  accessibility: string;
  parking: string;
  parkingKinds: Record<"paid" | "free" | "none", string>;
  services: string;
  headOffice: string;
  /** The link that opens the address on the map. */
  openInMaps: string;
  /** "{time}" is replaced by the closing time. */
  openUntil: string;
  closedNow: string;
  /** "{distance}" is replaced: "3,4 km". */
  distance: string;
  // The finder (islands/LocationFinder.tsx).
  finderLabel: string;
  show: string;
  all: string;
  openNow: string;
  searchLabel: string;
  searchHint: string;
  postcodeLabel: string;
  postcodeHint: string;
  /** Said under the postcode field when what it holds cannot be a postcode. */
  postcodeInvalid: string;
  submit: string;
  useMyLocation: string;
  locating: string;
  located: string;
  locationFailed: string;
  results: string;
  /** "{count}" is replaced. */
  count: string;
  countOne: string;
  countNone: string;
  /** No hits for the term, with the hint; "{term}" is replaced. */
  noResults: string;
  /** No location is open at the moment. */
  noneOpen: string;
  details: string;
  noScript: string;
}

/** The words of one research's facts (islands/_research_facts.tsx). */
export interface ResearchFactsText {
  /** Sperm only at the head office, working days 08.00 to 15.00. */
  spermNote: string;
  /** The special message of a research that takes 2 hours; "{name}" is replaced. */
  twoHours: string;
  code: string;
  time: string;
  duration: string;
  material: string;
  preparation: string;
  times: Record<"walk-in" | "appointment", string>;
  materials: Record<string, string>;
}

/**
 * The researches overview's words (islands/ResearchesOverview.tsx): lib/i18n/site.ts's
 * `researches`, plus the search button's label (`submit`, the site's search words).
 */
export interface ResearchesText extends ResearchFactsText {
  /** The pricing tool's introduction. */
  intro: string;
  /** Heading of the notes on what to bring and where sperm is received. */
  goodToKnow: string;
  /** A valid ID and the insurer card; the citizen service number. */
  idNote: string;
  searchLabel: string;
  searchPlaceholder: string;
  submit: string;
  list: string;
  count: string;
  oneCount: string;
  found: string;
  oneFound: string;
  /** Researches without hits (like the locations' message, with a hint). */
  noResults: string;
  empty: string;
  price: string;
  more: string;
  pricingTitle: string;
  pricingEmpty: string;
  picked: string;
  onePicked: string;
  totalPrice: string;
  totalTime: string;
  /** Said when picked researches share a procedure: why the time is not their sum. */
  sharedTime: string;
  appointment: string;
  walkIn: string;
  clear: string;
  remove: string;
}
