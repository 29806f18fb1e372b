/** The pricing tool's sums and the formats of prices and durations (lib/content/researches.ts). */
import { assert, assertEquals } from "../../_utils/assert.ts";
import {
  byName,
  durationMinutes,
  formatDuration,
  formatPrice,
  pricingTotals,
  procedureOf,
  type ResearchItem,
  researchItem,
  takesTwoHours,
  visitMinutes,
} from "../../../lib/content/researches.ts";
import { DEMO_PROCEDURE_HOURS, DEMO_RESEARCHES } from "../../../lib/seed/demo/researches.ts";

function research(over: Partial<ResearchItem> = {}): ResearchItem {
  return {
    pageID: 1,
    path: "/onderzoeken/x",
    code: "X",
    name: "Onderzoek",
    price: 1000,
    time: "walk-in",
    duration: 0.25,
    preparation: "",
    material: "bloed",
    ...over,
  };
}

/** Intl writes a no-break space between "€" and the amount in Dutch; compare plain spaces. */
const plain = (s: string) => s.replace(/\s/g, " ");

Deno.test("pricingTotals() adds up prices in cents, and the times of different procedures", () => {
  const picked = [
    research({ pageID: 1, price: 1850, duration: 0.25, material: "bloed" }),
    research({ pageID: 2, price: 975, duration: 0.5, material: "urine" }),
    research({ pageID: 3, price: 1, duration: 0.1, material: "speeksel" }),
    research({ pageID: 4, price: 2, duration: 0.2, material: "uitstrijk" }),
  ];
  const totals = pricingTotals(picked);
  assertEquals(totals.count, 4);
  assertEquals(totals.price, 2828);
  // 15 + 30 + 6 + 12 minutes: exact, though 0.1 + 0.2 hours is not in floating point.
  assertEquals(totals.minutes, 63);
  assertEquals(totals.shared, false);
  assertEquals(totals.appointment, false);
  assertEquals(totals.long, []);
  assertEquals(totals.sperm, false);
});

Deno.test("pricingTotals() of nothing picked is zero", () => {
  assertEquals(pricingTotals([]), {
    count: 0,
    price: 0,
    minutes: 0,
    shared: false,
    appointment: false,
    long: [],
    sperm: false,
  });
});

Deno.test("visit time: researches on one material share its procedure, the longest counts", () => {
  // Issue 28: nine blood tests were "2 uur en 15 minuten"; they are one blood draw.
  const nine = Array.from({ length: 9 }, (_, i) => research({ pageID: i + 1 }));
  assertEquals(visitMinutes(nine), 15);
  assertEquals(pricingTotals(nine).shared, true);
  assertEquals(formatDuration(pricingTotals(nine).minutes, "nl"), "15 minuten");
  // The glucose tolerance test's 2 hours include the blood count's draw.
  const ogtt = research({ pageID: 10, duration: 2 });
  assertEquals(visitMinutes([research(), ogtt]), 120);
  assertEquals(visitMinutes([ogtt, research()]), 120);
  // Blood and urine are two procedures: their times add.
  assertEquals(visitMinutes([research(), research({ pageID: 2, material: "urine" })]), 30);
  assertEquals(visitMinutes([ogtt, research({ pageID: 2, material: "urine" })]), 135);
  assertEquals(procedureOf(research({ material: "urine" })), procedureOf({ material: "urine" }));
});

Deno.test("the demo's researches: each takes its procedure's time, or says why it is longer", () => {
  const items = DEMO_RESEARCHES.map(([name, , , , duration, material], i) =>
    research({ pageID: i + 1, name, duration, material })
  );
  for (const r of items) {
    const usual = DEMO_PROCEDURE_HOURS[r.material];
    assert(r.duration === usual || r.duration > usual, `${r.name}: ${r.duration} h`);
  }
  const blood = items.filter((r) => r.material === "bloed" && r.duration === 0.25).slice(0, 9);
  assertEquals(blood.length, 9);
  assertEquals(formatDuration(pricingTotals(blood).minutes, "nl"), "15 minuten");
});

Deno.test("pricingTotals() says when an appointment is needed and when sperm is picked", () => {
  const totals = pricingTotals([
    research({ pageID: 1 }),
    research({ pageID: 2, time: "appointment", material: "sperma" }),
  ]);
  assert(totals.appointment);
  assert(totals.sperm);
});

Deno.test("the 2-hour rule: a research of 2 hours or more gets the special message", () => {
  assert(takesTwoHours({ duration: 2 }));
  assert(takesTwoHours({ duration: 2.5 }));
  assert(!takesTwoHours({ duration: 1.99 }));
  assert(!takesTwoHours({ duration: 0 }));
  const ogtt = research({ pageID: 7, name: "OGTT", duration: 2 });
  assertEquals(pricingTotals([research(), ogtt]).long, [ogtt]);
});

Deno.test("durationMinutes() rounds hours to whole minutes", () => {
  assertEquals(durationMinutes(0.25), 15);
  assertEquals(durationMinutes(1.5), 90);
  assertEquals(durationMinutes(0.1 + 0.2), 18);
});

Deno.test("formatPrice() writes cents as euros in the display language", () => {
  assertEquals(plain(formatPrice(1250, "nl")), "€ 12,50");
  assertEquals(plain(formatPrice(0, "nl")), "€ 0,00");
  assertEquals(formatPrice(123456, "en-GB"), "€1,234.56");
});

Deno.test("formatDuration() writes minutes as hours and minutes in the display language", () => {
  assertEquals(formatDuration(15, "nl"), "15 minuten");
  assertEquals(formatDuration(120, "nl"), "2 uur");
  assertEquals(formatDuration(90, "nl"), "1 uur en 30 minuten");
  assertEquals(formatDuration(60, "en"), "1 hour");
  assertEquals(formatDuration(135, "en"), "2 hours, 15 minutes");
  assertEquals(formatDuration(0, "en"), "0 minutes");
});

Deno.test("byName() sorts by name as the language does, numbers by value", () => {
  const items = [
    research({ pageID: 1, name: "Vitamine D" }),
    research({ pageID: 2, name: "24-uursurine" }),
    research({ pageID: 3, name: "bloedbeeld" }),
    research({ pageID: 4, name: "3-dagen ontlasting" }),
  ];
  assertEquals(byName(items, "nl").map((r) => r.pageID), [4, 2, 3, 1]);
});

Deno.test("researchItem() reads stored type data leniently, with the title for an empty name", () => {
  const page = { pageID: 5, path: "/onderzoeken/hb" };
  const title = "Hemoglobine";
  assertEquals(
    researchItem({
      ...page,
      title,
      typeData: {
        code: "HB",
        name: "",
        price: 950,
        time: "appointment",
        duration: 0.5,
        preparation: "Geen.",
        material: "bloed",
      },
    }),
    {
      ...page,
      code: "HB",
      name: "Hemoglobine",
      price: 950,
      time: "appointment",
      duration: 0.5,
      preparation: "Geen.",
      material: "bloed",
    },
  );
  // Data stored before the fields existed, or not what they hold now: their defaults.
  assertEquals(
    researchItem({ ...page, title, typeData: { price: -1, time: "soon", material: "x" } }),
    {
      ...page,
      code: "",
      name: "Hemoglobine",
      price: 0,
      time: "walk-in",
      duration: 0,
      preparation: "",
      material: "overig",
    },
  );
});
