/**
 * What a page type draws of its own data above the blocks (a news article's date, author and
 * image; a location's address and opening hours…), by page type id. A type without an entry
 * draws nothing of its own.
 */
import type { VNode } from "preact";
import type { TypeHeaderProps } from "./header_props.ts";
import { LocationHeader } from "./location.tsx";
import { NewsHeader } from "./news.tsx";
import { ResearchHeader } from "./research.tsx";
import { FaqHeader } from "./faq.tsx";

export type { TypeHeaderProps };

export const typeHeaders: Record<string, (props: TypeHeaderProps) => VNode | null> = {
  news: NewsHeader,
  location: LocationHeader,
  research: ResearchHeader,
  faq: FaqHeader,
};

export function TypeHeader(props: TypeHeaderProps & { type?: string }): VNode | null {
  const Header = props.type ? typeHeaders[props.type] : undefined;
  return Header ? <Header data={props.data} title={props.title} ctx={props.ctx} /> : null;
}
