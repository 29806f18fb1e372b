/**
 * Lab tests (researches) as the researches overview and its pricing tool see them, and the
 * pricing tool's sums: pure TypeScript without zod, so that the server, the admin and the
 * island (islands/ResearchesOverview.tsx) share one definition of a total.
 *
 * Units: a price is a whole number of euro cents (sums stay exact; €12,50 is 1250), a duration a
 * number of hours (0.25 is a quarter of an hour), counted in whole minutes when added up.
 *
 * The time of a visit (issue 28): a research's duration is the time of its procedure, taking the
 * sample of its material. Researches on the same material share that procedure (one blood draw
 * fills the tubes of every blood test; one urine sample serves every urine test), so the visit
 * takes, per material, the longest of the picked researches on it, and only different materials
 * add up: nine blood tests are one draw of 15 minutes, a glucose tolerance test with a blood
 * count is its 2 hours, blood and urine are 15 + 15 minutes.
 */

import { collator, listFormat, numberFormat } from "./intl_formats.ts";

/** How a research is done: by walking in during opening hours, or by appointment. */
export const RESEARCH_TIMES = ["walk-in", "appointment"] as const;
export type ResearchTime = typeof RESEARCH_TIMES[number];

/** What is examined; the words the lab uses (and the words visitors search by). */
export const MATERIALS = [
  "bloed",
  "urine",
  "sperma",
  "ontlasting",
  "speeksel",
  "uitstrijk",
  "overig",
] as const;
export type Material = typeof MATERIALS[number];

/** Sperm is received only at the head office, on working days 08.00–15.00. */
export const SPERM: Material = "sperma";

/** One research takes 2 hours, and the pricing tool says so specially. */
export const LONG_RESEARCH_HOURS = 2;

/** Highest price of one research, in cents (€10.000). */
export const MAX_PRICE_CENTS = 1_000_000;
/** Longest duration of one research, in hours. */
export const MAX_DURATION_HOURS = 24;

/** One research in the overview: its page's type data with the page's id, path and title. */
export interface ResearchItem {
  pageID: number;
  path: string;
  code: string;
  /** The research's name, or its page's title when the name was left empty. */
  name: string;
  /** In euro cents. */
  price: number;
  time: ResearchTime;
  /** In hours. */
  duration: number;
  preparation: string;
  material: Material;
}

/**
 * A research as the overview island gets it: its price and duration already written out in the
 * page's language by the server. Writing them in the browser made Intl's number formats there
 * (the first one of a page loads the language's data), a long task in the island's hydration on
 * a phone; only the totals of a choice are written in the browser, when there is one.
 */
export interface ShownResearch extends ResearchItem {
  priceText: string;
  /** Empty when the research has no duration. */
  durationText: string;
}

export function shownResearch(item: ResearchItem, locale: string): ShownResearch {
  return {
    ...item,
    priceText: formatPrice(item.price, locale),
    durationText: item.duration > 0 ? formatDuration(durationMinutes(item.duration), locale) : "",
  };
}

/** A duration in hours as whole minutes (so 0.1 + 0.2 hours add up to exactly 18 minutes). */
export function durationMinutes(hours: number): number {
  return Math.round(hours * 60);
}

/** Whether a research takes the 2 hours that get the special message (or longer). */
export function takesTwoHours(item: Pick<ResearchItem, "duration">): boolean {
  return durationMinutes(item.duration) >= LONG_RESEARCH_HOURS * 60;
}

export interface PricingTotals {
  count: number;
  /** In euro cents. */
  price: number;
  /** In minutes: the visit's time (`visitMinutes`). */
  minutes: number;
  /** Whether two or more picked researches share a procedure (and so their time). */
  shared: boolean;
  /** Whether any picked research needs an appointment (a walk-in visit is not enough). */
  appointment: boolean;
  /** The picked researches that take 2 hours or more. */
  long: ResearchItem[];
  /** Whether a sperm sample is among them (received only at the head office). */
  sperm: boolean;
}

/**
 * The procedure a research's sample is taken by: its material (see the header). Researches with
 * the same procedure are done together, in the time of the longest of them.
 */
export function procedureOf(item: Pick<ResearchItem, "material">): Material {
  return item.material;
}

/** The minutes a visit for `picked` takes: per procedure its longest research, added up. */
export function visitMinutes(
  picked: readonly Pick<ResearchItem, "material" | "duration">[],
): number {
  const longest = new Map<Material, number>();
  for (const r of picked) {
    const procedure = procedureOf(r);
    longest.set(procedure, Math.max(longest.get(procedure) ?? 0, durationMinutes(r.duration)));
  }
  return [...longest.values()].reduce((sum, minutes) => sum + minutes, 0);
}

/** What the pricing tool shows for the picked researches. */
export function pricingTotals(picked: readonly ResearchItem[]): PricingTotals {
  return {
    count: picked.length,
    price: picked.reduce((sum, r) => sum + r.price, 0),
    minutes: visitMinutes(picked),
    shared: new Set(picked.map(procedureOf)).size < picked.length,
    appointment: picked.some((r) => r.time === "appointment"),
    long: picked.filter(takesTwoHours),
    sperm: picked.some((r) => r.material === SPERM),
  };
}

/** A price in cents as euros in the conventions of `locale` ("€ 12,50" in Dutch). */
export function formatPrice(cents: number, locale: string): string {
  return numberFormat(locale, { style: "currency", currency: "EUR" }).format(cents / 100);
}

/**
 * Minutes as hours and minutes in the words of `locale` ("1 uur, 30 minuten", "45 minutes"),
 * with the platform's own unit names, so no message catalogue is needed for them.
 */
export function formatDuration(minutes: number, locale: string): string {
  const unit = (value: number, name: "hour" | "minute") =>
    numberFormat(locale, { style: "unit", unit: name, unitDisplay: "long" }).format(value);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return unit(rest, "minute");
  if (rest === 0) return unit(hours, "hour");
  return listFormat(locale, { type: "unit", style: "long" })
    .format([unit(hours, "hour"), unit(rest, "minute")]);
}

/** The researches sorted by name as `locale` sorts (the overview's order). */
export function byName(items: readonly ResearchItem[], locale: string): ResearchItem[] {
  const names = collator(locale, { sensitivity: "base", numeric: true });
  return [...items].sort((a, b) => names.compare(a.name, b.name) || a.pageID - b.pageID);
}

/** The words a research is found by in the overview's search. */
export function researchSearchText(item: Pick<ResearchItem, "code" | "name" | "material">): string {
  return [item.name, item.code, item.material].join(" ");
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function number(value: unknown, max: number): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0
    ? Math.min(value, max)
    : 0;
}

/**
 * A listed research page as the overview shows it. Its type data was checked by the page type's
 * schema when it was stored; this reads it leniently all the same, so that data stored before a
 * field existed shows with that field's default rather than breaking the page.
 */
export function researchItem(
  page: { pageID: number; path: string; title: string; typeData: Record<string, unknown> },
): ResearchItem {
  const d = page.typeData;
  return {
    pageID: page.pageID,
    path: page.path,
    code: text(d.code),
    name: text(d.name) || page.title,
    price: Math.round(number(d.price, MAX_PRICE_CENTS)),
    time: RESEARCH_TIMES.includes(d.time as ResearchTime) ? d.time as ResearchTime : "walk-in",
    duration: number(d.duration, MAX_DURATION_HOURS),
    preparation: text(d.preparation),
    material: MATERIALS.includes(d.material as Material) ? d.material as Material : "overig",
  };
}
