/**
 * The public renderer of every block type, keyed by type id: a block type without a renderer
 * here is a type error.
 */
import type { VNode } from "preact";
import type { Block, BlockType } from "../../content/blocks/index.ts";
import type { RenderContext } from "../context.ts";
import { Button } from "./button.tsx";
import { Heading } from "./heading.tsx";
import { Hero } from "./hero.tsx";
import { Image } from "./image.tsx";
import { LocationFinder } from "./location_finder.tsx";
import { NewsList } from "./news_list.tsx";
import { People } from "./people.tsx";
import { Quote } from "./quote.tsx";
import { TeamMember } from "./team_member.tsx";
import { Text } from "./text.tsx";
import { TextImage } from "./text_image.tsx";
import { Video } from "./video.tsx";
import { ResearchesOverview } from "./researches_overview.tsx";
import { Faq } from "./faq.tsx";
import { Form } from "./form.tsx";
import { Newsletter } from "./newsletter.tsx";

export type { BlockRenderer, BlockRendererProps } from "./_types.ts";

export const blockRenderers: {
  [T in BlockType]: (props: { block: Block<T>; ctx: RenderContext }) => VNode | null;
} = {
  heading: Heading,
  text: Text,
  image: Image,
  button: Button,
  video: Video,
  quote: Quote,
  "text-image": TextImage,
  "team-member": TeamMember,
  hero: Hero,
  people: People,
  "news-list": NewsList,
  "location-finder": LocationFinder,
  "researches-overview": ResearchesOverview,
  faq: Faq,
  form: Form,
  newsletter: Newsletter,
};
