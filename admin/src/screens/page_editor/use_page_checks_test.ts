import { deepStrictEqual, strictEqual } from "node:assert";
import type { Block } from "../../../../lib/content/blocks/index.ts";
import type { Problem } from "../../../../lib/content/checks/index.ts";
import { DocumentStore } from "./document_store.ts";
import { PageChecks } from "./use_page_checks.ts";

function block(key: string, type: string, props: Record<string, unknown>): Block {
  return { type, key, props, anchorPoint: "", __images: {}, __files: {} } as unknown as Block;
}

function store(): DocumentStore {
  return new DocumentStore({
    meta: {
      title: "Contact",
      seoTitle: "",
      seoDescription: "How to reach us.",
      seoKeywords: [],
      seoImage: [],
      tags: [],
      privateTags: [],
      typeData: {},
    },
    blocks: [
      block("top", "hero", { heading: "Contact", level: 1, actions: [] }),
      block("b", "button", { label: "Read more" }),
    ],
    settings: { slug: "contact", shouldUpdateLinks: false },
  });
}

/** What the server answers for the stored version: its own rules and the store's. */
const SERVER: Problem[] = [
  {
    rule: "duplicate-title",
    blockKey: null,
    field: "title",
    params: { title: "Contact" },
    message: "",
    why: "",
  },
  {
    rule: "link-text",
    blockKey: "b",
    field: "label",
    params: { text: "Read more" },
    message: "",
    why: "",
  },
];

Deno.test("PageChecks keeps its answer while typing changes no finding", () => {
  const s = store();
  const checks = new PageChecks(s, { fetchChecks: () => Promise.resolve([]), pageType: "page" });
  const first = checks.findings();
  deepStrictEqual(first.map((f) => f.rule), ["link-text"]);
  strictEqual(checks.findings(), first, "nothing changed");
  s.updateBlock("top", {
    props: { heading: "Contact us", level: 1, actions: [] } as Block["props"],
  });
  strictEqual(checks.findings(), first, "a change that finds nothing new keeps the array");
  s.updateBlock("b", { props: { label: "Read more about our hours" } as Block["props"] });
  deepStrictEqual(checks.findings(), []);
});

Deno.test("PageChecks adds the server's own rules while the title is as stored", async () => {
  const s = store();
  const checks = new PageChecks(s, {
    fetchChecks: () => Promise.resolve(SERVER),
    pageType: "page",
  });
  let off = () => {};
  const told = new Promise<void>((resolve) => (off = checks.subscribe(resolve)));
  checks.load(1);
  await told;
  // The server's link-text is not taken: the browser finds that one itself, live.
  deepStrictEqual(checks.findings().map((f) => f.rule), ["duplicate-title", "link-text"]);
  s.setMeta({ title: "Contact the lab" });
  deepStrictEqual(checks.findings().map((f) => f.rule), ["link-text"]);
  off();
  checks.dispose();
});
