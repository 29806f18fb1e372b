/** Blocks for demo pages, each with a key unique across the demo (prefixed by its module). */
import type { Block } from "../../content/blocks/index.ts";

export function demoBlocks(prefix: string) {
  let n = 0;
  const block = (type: string, props: Record<string, unknown>): Block =>
    ({ type, key: `${prefix}${++n}`, props, anchorPoint: "", __images: {}, __files: {} }) as Block;
  return {
    block,
    h: (text: string, level = 2) => block("heading", { text, level }),
    p: (html: string) => block("text", { html }),
  };
}
