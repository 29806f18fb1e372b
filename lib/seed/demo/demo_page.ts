/** A page of the demo site, as the demo modules describe it and seed_demo.ts creates it. */
import type { Block } from "../../content/blocks/index.ts";

export interface DemoPage {
  title: string;
  slug: string;
  locale: string;
  /** The page type; "page" when absent. */
  type?: string;
  typeData?: Record<string, unknown>;
  tags?: string[];
  seoDescription: string;
  blocks: Block[];
  /** The slug of the default-locale page this one translates. */
  translates?: string;
}
