/**
 * The editor of each block type, keyed by id: a block type without an editor here is a type
 * error, as it is for the public renderers (lib/render/blocks/index.ts).
 */
import type { ComponentType } from "react";
import type { BlockType } from "../../../lib/content/blocks/index.ts";
import { ButtonEditor } from "./button.tsx";
import { HeadingEditor } from "./heading.tsx";
import { HeroEditor } from "./hero.tsx";
import { ImageEditor } from "./image.tsx";
import { NewsListEditor } from "./news_list.tsx";
import { PeopleEditor } from "./people.tsx";
import { LocationFinderEditor } from "./location_finder.tsx";
import { QuoteEditor } from "./quote.tsx";
import { TeamMemberEditor } from "./team_member.tsx";
import { TextEditor } from "./text.tsx";
import { TextImageEditor } from "./text_image.tsx";
import type { BlockEditorProps } from "./types.ts";
import { VideoEditor } from "./video.tsx";
import { ResearchesOverviewEditor } from "./researches_overview.tsx";
import { FaqEditor } from "./faq.tsx";
import { FormEditor } from "./form.tsx";
import { NewsletterEditor } from "./newsletter.tsx";

export type { BlockEditorProps };

export const blockEditors: { [T in BlockType]: ComponentType<BlockEditorProps<T>> } = {
  heading: HeadingEditor,
  text: TextEditor,
  image: ImageEditor,
  button: ButtonEditor,
  video: VideoEditor,
  quote: QuoteEditor,
  "text-image": TextImageEditor,
  "team-member": TeamMemberEditor,
  hero: HeroEditor,
  people: PeopleEditor,
  "news-list": NewsListEditor,
  "researches-overview": ResearchesOverviewEditor,
  faq: FaqEditor,
  form: FormEditor,
  newsletter: NewsletterEditor,
  "location-finder": LocationFinderEditor,
};

/** Editors whose first mount is costly (TipTap): mounted only near the viewport. */
export const HEAVY_BLOCKS: ReadonlySet<string> = new Set(["text", "text-image"]);
