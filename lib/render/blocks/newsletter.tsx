import type { VNode } from "preact";
import { Island } from "../island.tsx";
import { newsletterMessagesFor } from "../../i18n/newsletter.ts";
import { NEWSLETTER_PATHS } from "../../content/newsletter_signup.ts";
import type { BlockRendererProps } from "./_types.ts";
import { privacyPathOf } from "../context.ts";

/**
 * The newsletter block: its heading and introduction, and the signup form as an island — a form
 * that posts without JavaScript too. The page's HTML is cached for every visitor, so the form
 * holds nothing of one visitor's; the answer to a post comes from its own route.
 */
export function Newsletter({ block, ctx }: BlockRendererProps<"newsletter">): VNode {
  const t = newsletterMessagesFor(ctx.displayLanguage ?? ctx.locale);
  const id = `newsletter-${block.key}`;
  return (
    <section class="block block-newsletter" aria-labelledby={`${id}-heading`}>
      <h2 class="newsletter__heading" id={`${id}-heading`}>{block.props.heading || t.heading}</h2>
      {block.props.intro ? <p class="newsletter__intro">{block.props.intro}</p> : null}
      <Island
        name="NewsletterSignup"
        props={{
          id,
          action: NEWSLETTER_PATHS.subscribe,
          locale: ctx.locale,
          text: t.signup,
          privacyPath: privacyPathOf(ctx),
        }}
      />
    </section>
  );
}
