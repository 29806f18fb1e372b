/** What a page type's header on the public page is drawn from (index.tsx maps type → header). */
import type { RenderContext } from "../context.ts";

export interface TypeHeaderProps {
  /** The rendered version's type data (its page type's schema). */
  data: Record<string, unknown>;
  /** The page's title, for headers that show it. */
  title: string;
  ctx: RenderContext;
}
