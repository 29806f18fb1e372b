import { assert, assertEquals } from "../../_utils/assert.ts";
import {
  distanceKm,
  DUTCH_POSTCODE,
  matchesTerm,
  normalisePostcode,
  postcodeDigits,
  postcodeProblem,
  postcodeRank,
  rankLocations,
} from "../../../lib/content/location_search.ts";

Deno.test("DUTCH_POSTCODE and normalisePostcode() take a postcode as people type it", () => {
  for (const ok of ["3521 BJ", "3521bj", "3521 bj", "1000AA"]) assert(DUTCH_POSTCODE.test(ok), ok);
  for (const bad of ["0123 AB", "352 BJ", "3521 B", "3521 B1", "BJ 3521", ""]) {
    assert(!DUTCH_POSTCODE.test(bad), bad);
  }
  assertEquals(normalisePostcode("3521bj"), "3521 BJ");
  assertEquals(normalisePostcode("3521  bj"), "3521 BJ");
});

Deno.test("postcodeDigits() reads up to four leading digits", () => {
  assertEquals(postcodeDigits("3521 BJ"), "3521");
  assertEquals(postcodeDigits(" 35"), "35");
  assertEquals(postcodeDigits("352199"), "3521");
  assertEquals(postcodeDigits("Utrecht"), "");
});

Deno.test("postcodeRank(): same four digits, then the same first two, then the rest", () => {
  assertEquals(postcodeRank("3521 AB", "3521 BJ"), 0);
  assertEquals(postcodeRank("3521", "3562 JW"), 1);
  assertEquals(postcodeRank("3521ab", "1076 AV"), 2);
  // Two or three digits typed: the region.
  assertEquals(postcodeRank("35", "3562 JW"), 1);
  assertEquals(postcodeRank("352", "3521 BJ"), 1);
  assertEquals(postcodeRank("35", "1076 AV"), 2);
  // Fewer than two digits: no ranking.
  assertEquals(postcodeRank("3", "1076 AV"), 0);
  assertEquals(postcodeRank("", "1076 AV"), 0);
  // A location without a postcode comes last.
  assertEquals(postcodeRank("3521", ""), 2);
});

const L = (id: string, postcode: string, lat: number | null = null, lng: number | null = null) => ({
  id,
  postcode,
  lat,
  lng,
});

Deno.test("rankLocations() puts the same postcode first, then the region, then the rest", () => {
  const list = [
    L("amsterdam", "1076 AV"),
    L("overvecht", "3562 JW"),
    L("rotterdam", "3013 AL"),
    L("none", ""),
    L("centrum", "3521 BJ"),
    L("groningen", "9711 NV"),
  ];
  const ids = (postcode: string) => rankLocations(list, { postcode }).map((l) => l.id);
  // Within each group, the nearest postcode number first.
  assertEquals(ids("3521 AB"), [
    "centrum",
    "overvecht",
    "rotterdam",
    "amsterdam",
    "groningen",
    "none",
  ]);
  assertEquals(ids("9700"), [
    "groningen",
    "overvecht",
    "centrum",
    "rotterdam",
    "amsterdam",
    "none",
  ]);
  // Nothing (or too little) typed: the order as given.
  assertEquals(ids(""), list.map((l) => l.id));
  assertEquals(ids("3"), list.map((l) => l.id));
});

Deno.test("rankLocations() sorts by distance from a position, within the postcode groups", () => {
  const utrecht = { lat: 52.0907, lng: 5.1214 };
  const list = [
    L("groningen", "9711 NV", 53.2152, 6.5705),
    L("unknown", "3013 AL"),
    L("amsterdam", "1076 AV", 52.3389, 4.8728),
    L("overvecht", "3562 JW", 52.1156, 5.1136),
  ];
  assertEquals(
    rankLocations(list, { position: utrecht }).map((l) => l.id),
    ["overvecht", "amsterdam", "groningen", "unknown"],
  );
  assertEquals(
    rankLocations(list, { position: utrecht, postcode: "9711" }).map((l) => l.id),
    ["groningen", "overvecht", "amsterdam", "unknown"],
  );
});

Deno.test("distanceKm() is the great-circle distance", () => {
  const amsterdam = { lat: 52.3676, lng: 4.9041 };
  const rotterdam = { lat: 51.9244, lng: 4.4777 };
  const km = distanceKm(amsterdam, rotterdam);
  assert(Math.abs(km - 57.5) < 1, `${km}`);
  assertEquals(distanceKm(amsterdam, amsterdam), 0);
  assertEquals(distanceKm(rotterdam, amsterdam), km);
});

Deno.test("matchesTerm() finds every word in the name, street or place, ignoring accents", () => {
  const fields = ["Den Haag Bezuidenhout", "Laan van Nieuw Oost-Indië 123", "Den Haag"];
  assert(matchesTerm("", fields));
  assert(matchesTerm("  ", fields));
  assert(matchesTerm("den haag", fields));
  assert(matchesTerm("HAAG", fields));
  assert(matchesTerm("oost indie", fields));
  assert(matchesTerm("bezuiden", fields));
  assert(!matchesTerm("utrecht", fields));
  assert(!matchesTerm("haag utrecht", fields));
});

Deno.test("postcodeProblem() accepts a postcode or its first digits and refuses the rest", () => {
  for (const ok of ["", "  ", "35", "351", "3511", "3511ab", "3511 AB", " 3511 a "]) {
    assertEquals(postcodeProblem(ok), false, ok);
  }
  for (const wrong of ["3", "0351", "35111", "abc", "3511 A1", "Utrecht", "3511-AB"]) {
    assertEquals(postcodeProblem(wrong), true, wrong);
  }
});
