import { assertEquals } from "../../../_utils/assert.ts";
import { location } from "../../../../lib/content/page_types/location.ts";

function issues(input: unknown): string[] {
  const result = location.typeData.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")} ${i.message}`);
}

Deno.test("location type data: a new location starts empty and closed", () => {
  assertEquals(location.typeData.parse({}), {
    name: "",
    address: "",
    postcode: "",
    city: "",
    lat: null,
    lng: null,
    hours: { monday: null, tuesday: null, wednesday: null, thursday: null, friday: null },
    accessibility: "",
    parking: "none",
    services: [],
    headOffice: false,
  });
});

Deno.test("location type data: a postcode is stored as 1234 AB", () => {
  assertEquals(location.typeData.parse({ postcode: " 3521bj " }).postcode, "3521 BJ");
  assertEquals(issues({ postcode: "352 BJ" }), ["postcode V_12"]);
});

Deno.test("location type data: hours are weekdays with valid times, closing after opening", () => {
  const parsed = location.typeData.parse({ hours: { monday: { open: "08:00", close: "17:00" } } });
  assertEquals(parsed.hours.monday, { open: "08:00", close: "17:00" });
  assertEquals(parsed.hours.friday, null);
  assertEquals(issues({ hours: { monday: { open: "17:00", close: "08:00" } } }), [
    "hours.monday.close V_12",
  ]);
  assertEquals(issues({ hours: { monday: { open: "08:00", close: "08:00" } } }), [
    "hours.monday.close V_12",
  ]);
  assertEquals(issues({ hours: { tuesday: { open: "8:00", close: "24:00" } } }), [
    "hours.tuesday.open V_12",
    "hours.tuesday.close V_12",
  ]);
  // Saturday is not a field: unknown keys are dropped, weekends stay closed.
  assertEquals(
    "saturday" in
      location.typeData.parse({ hours: { saturday: { open: "08:00", close: "12:00" } } })
        .hours,
    false,
  );
});

Deno.test("location type data: coordinates, parking and services are checked", () => {
  assertEquals(issues({ lat: 91, lng: -181 }), ["lat V_12", "lng V_12"]);
  assertEquals(issues({ parking: "valet" }), ["parking V_12"]);
  assertEquals(issues({ services: [""] }), ["services.0 V_01"]);
  assertEquals(issues({ headOffice: "yes" }), ["headOffice V_12"]);
});

Deno.test("location searchText() holds the name, address, postcode, place and services", () => {
  const data = location.typeData.parse({
    name: "Utrecht Overvecht",
    address: "Zamenhofdreef 91",
    postcode: "3562 JW",
    city: "Utrecht",
    services: ["Bloedafname", "Trombosedienst"],
    accessibility: "Lift",
  });
  assertEquals(
    location.searchText(data),
    "Utrecht Overvecht\nZamenhofdreef 91\n3562 JW\nUtrecht\nBloedafname\nTrombosedienst",
  );
});
