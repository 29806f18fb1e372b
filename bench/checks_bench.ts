/**
 * `deno task bench`: the cost of the live content checks (lib/content/checks) per keystroke on a
 * page of 200 blocks. The editor runs `checkPage` on every change of the document; a keystroke
 * replaces one block object, and the checks are remembered per block object, so only that block
 * is checked again. The baseline, in the same run, is the first check of the whole page (every
 * block new). Issue 22's frame budget is 16 ms of main-thread work per keystroke for all of the
 * editor; the checks' share should be a small part of it.
 */
import { type CheckedDocument, checkPage } from "../lib/content/checks/index.ts";

type Block = CheckedDocument["blocks"][number];

function page(): CheckedDocument {
  const blocks: Block[] = [
    { type: "hero", key: "top", props: { heading: "About", level: 1, actions: [] } },
  ];
  for (let i = 1; i < 200; i++) {
    blocks.push(
      i % 2 ? { type: "heading", key: `h${i}`, props: { text: `Part ${i}`, level: 2 } } : {
        type: "text",
        key: `t${i}`,
        props: { html: `<p>About part ${i}: <a href="/p${i}">the price list of part ${i}</a></p>` },
      },
    );
  }
  return { title: "Long", seoTitle: "", seoDescription: "A long page.", blocks };
}

Deno.bench("checks: first check of a 200-block page (every block new)", {
  group: "checks",
  baseline: true,
}, () => {
  checkPage(page());
});

const typed = page();
checkPage(typed);
let n = 0;
Deno.bench(
  "checks: a keystroke on a 200-block page (one block changed)",
  { group: "checks" },
  () => {
    const at = 2 + 2 * (n++ % 99);
    typed.blocks = typed.blocks.map((b, j) =>
      j === at ? { ...b, props: { html: `<p>Edit ${n}: <a href="/">klik hier</a></p>` } } : b
    );
    checkPage(typed);
  },
);
