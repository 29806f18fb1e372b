/**
 * The accessibility and quality checks of a page version: pure, synchronous and fast, the one
 * definition that the server (checks, publish, report) and the editor (live, per keystroke) run.
 *
 * The work per block is remembered per block object (a WeakMap): the editor replaces only the
 * object of the block being typed in, so a keystroke re-checks that one block and then walks
 * the page's headings — a few microseconds per block, well within a frame on long pages.
 *
 * Rules that need other pages (duplicate titles) need the store: see lib/ops/pages/page_checks.ts.
 */
import type { BlockType } from "../blocks/index.ts";
import { pageTypeRegistry } from "../page_types/index.ts";
import { scanRichText } from "./rich_text_scan.ts";
import { vagueLinkText } from "./link_text.ts";
import { type Finding, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "./rules.ts";

/** What the checks read of a block; props as the editor holds them (possibly incomplete). */
export interface CheckedBlock {
  type: string;
  key: string;
  props: unknown;
}

export interface CheckedDocument {
  /** The page type: some draw the main heading themselves (PageTypeDefinition.titleHeading). */
  pageType?: string;
  title: string;
  seoTitle: string;
  seoDescription: string;
  blocks: readonly CheckedBlock[];
}

interface HeadingAt {
  level: number;
  field: string;
}

/** What one block contributes: its own findings and its headings for the page's outline. */
interface BlockFindings {
  findings: Finding[];
  headings: HeadingAt[];
}

type Props = Record<string, unknown>;
type BlockCheck = (props: Props, at: Found) => void;

/** Collects one block's findings (bound to its key). */
class Found implements BlockFindings {
  findings: Finding[] = [];
  headings: HeadingAt[] = [];
  constructor(readonly key: string, readonly type: string) {}
  add(rule: Finding["rule"], field: string, params?: Finding["params"]) {
    const at = { rule, blockKey: this.key, blockType: this.type, field };
    this.findings.push(params ? { ...at, params } : at);
  }
}

function str(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** A file name rather than a description: "IMG_1234.jpg", "header-foto.png", "DSC0042". */
const FILE_NAME =
  /\.(?:jpe?g|png|gif|webp|avif|svg|bmp|tiff?|heic)$|^(?:img|dsc|dscn|pxl|screenshot|scan)[-_ ]?\d+$/i;

function checkAlt(at: Found, image: unknown, alt: unknown, field: string) {
  if (!image) return;
  const text = str(alt).trim();
  if (text === "") at.add("image-alt", field);
  else if (FILE_NAME.test(text)) at.add("image-alt-filename", field, { alt: text });
}

function checkButton(at: Found, label: unknown, field: string) {
  const text = str(label).trim();
  if (text === "") return at.add("button-empty", field);
  if (vagueLinkText(text)) at.add("link-text", field, { text });
}

function checkRichText(at: Found, html: unknown, field: string) {
  const scan = scanRichText(str(html));
  for (const h of scan.headings) at.headings.push({ level: h.level, field });
  for (const link of scan.links) {
    if (link.text === "") at.add("link-empty", field);
    else if (vagueLinkText(link.text)) at.add("link-text", field, { text: link.text });
  }
  if (scan.tables.some((t) => !t.hasHeaders)) at.add("table-headers", field);
}

function headingLevel(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isInteger(value) ? value : fallback;
}

const nothing: BlockCheck = () => {};

/**
 * The checks of each block type. Typed by BlockType, so a new block type must say what is
 * checked in it (or `nothing`) before it compiles.
 */
const BLOCK_CHECKS: Record<BlockType, BlockCheck> = {
  heading: (p, at) => at.headings.push({ level: headingLevel(p.level, 2), field: "level" }),
  hero: (p, at) => {
    at.headings.push({ level: headingLevel(p.level, 1), field: "level" });
    // An image behind the text is decoration: only one beside it needs words.
    if (p.imagePosition !== "background") checkAlt(at, p.image, p.altText, "altText");
    const actions = Array.isArray(p.actions) ? p.actions as Props[] : [];
    actions.forEach((a, i) => checkButton(at, a?.label, `actions.${i}.label`));
  },
  text: (p, at) => checkRichText(at, p.html, "html"),
  "text-image": (p, at) => {
    checkRichText(at, (p.text as Props | undefined)?.html, "text");
    checkAlt(at, p.image, p.altText, "altText");
  },
  image: (p, at) => checkAlt(at, p.image, p.altText, "altText"),
  button: (p, at) => checkButton(at, p.label, "label"),
  video: (p, at) => {
    if (str(p.url).trim() !== "" && str(p.title).trim() === "") at.add("video-title", "title");
  },
  quote: nothing,
  // A team member's photo is described by the name printed beside it.
  "team-member": nothing,
  people: nothing,
  "news-list": nothing,
  "location-finder": nothing,
  "researches-overview": nothing,
  faq: nothing,
  form: nothing,
  newsletter: nothing,
};

const remembered = new WeakMap<object, BlockFindings>();

/** One block's findings, remembered for as long as the block object lives unchanged. */
function checkBlock(block: CheckedBlock): BlockFindings {
  const known = remembered.get(block);
  if (known) return known;
  const at = new Found(block.key, block.type);
  const check = BLOCK_CHECKS[block.type as BlockType];
  const props = block.props && typeof block.props === "object" ? block.props as Props : {};
  check?.(props, at);
  const result = { findings: at.findings, headings: at.headings };
  remembered.set(block, result);
  return result;
}

/**
 * The page's outline: a main heading somewhere, and no heading more than one level below the
 * one before it. Counting starts as if under a main heading, so a page without one is told so
 * once, not again at its first h2.
 */
function checkOutline(
  blocks: readonly CheckedBlock[],
  perBlock: BlockFindings[],
  options: { hasMain: boolean },
): Finding[] {
  const out: Finding[] = [];
  let previous = 1;
  let hasMain = options.hasMain;
  perBlock.forEach((found, i) => {
    for (const h of found.headings) {
      if (h.level === 1) hasMain = true;
      if (h.level > previous + 1) {
        out.push({
          rule: "heading-order",
          blockKey: blocks[i].key,
          blockType: blocks[i].type,
          field: h.field,
          params: { level: h.level, previous },
        });
      }
      previous = h.level;
    }
  });
  if (!hasMain) out.unshift({ rule: "heading-main", blockKey: null, field: null });
  return out;
}

function checkSeo(doc: CheckedDocument): Finding[] {
  const out: Finding[] = [];
  // Without an SEO title, the page's title is what search results show.
  const seoTitle = doc.seoTitle.trim() || doc.title.trim();
  if ([...seoTitle].length > SEO_TITLE_MAX) {
    out.push({
      rule: "seo-title-length",
      blockKey: null,
      field: doc.seoTitle.trim() ? "seoTitle" : "title",
      params: { length: [...seoTitle].length, max: SEO_TITLE_MAX },
    });
  }
  const description = doc.seoDescription.trim();
  if (description === "") {
    out.push({ rule: "seo-description-missing", blockKey: null, field: "seoDescription" });
  } else if ([...description].length > SEO_DESCRIPTION_MAX) {
    out.push({
      rule: "seo-description-length",
      blockKey: null,
      field: "seoDescription",
      params: { length: [...description].length, max: SEO_DESCRIPTION_MAX },
    });
  }
  return out;
}

/**
 * Every problem of a page version that the version itself shows: page-level ones first (SEO,
 * the main heading), then per block in page order.
 */
export function checkPage(doc: CheckedDocument): Finding[] {
  const perBlock = doc.blocks.map(checkBlock);
  const hasMain = !!(doc.pageType && pageTypeRegistry.get(doc.pageType)?.titleHeading);
  const outline = checkOutline(doc.blocks, perBlock, { hasMain });
  const main = outline[0]?.rule === "heading-main" ? [outline.shift()!] : [];
  const order = new Map<string, Finding[]>();
  for (const f of outline) order.set(f.blockKey!, [...order.get(f.blockKey!) ?? [], f]);
  return [
    ...checkSeo(doc),
    ...main,
    ...perBlock.flatMap((found, i) => [
      ...(order.get(doc.blocks[i].key) ?? []),
      ...found.findings,
    ]),
  ];
}
