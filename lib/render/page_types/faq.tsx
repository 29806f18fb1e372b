import type { VNode } from "preact";
import { faqEntry } from "../faqs.ts";
import type { TypeHeaderProps } from "./header_props.ts";

/**
 * An FAQ's own page (where the site search leads): its category, the question as the page's h1
 * and the answer.
 */
export function FaqHeader({ data, title }: TypeHeaderProps): VNode {
  const faq = faqEntry(data, title);
  return (
    <header class="faq-header">
      {faq.category ? <p class="faq-header__category">{faq.category}</p> : null}
      <h1 class="faq-header__title">{faq.question}</h1>
      {faq.answer
        ? <div class="faq-header__answer prose" dangerouslySetInnerHTML={{ __html: faq.answer }} />
        : null}
    </header>
  );
}
