import type { VNode } from "preact";
import { sameCategory } from "../../content/page_types/faq.ts";
import type { CollectionItem } from "../collections.ts";
import type { RenderContext } from "../context.ts";
import { type FaqEntry, faqEntry } from "../faqs.ts";
import { Island } from "../island.tsx";
import { messagesFor } from "../../i18n/site.ts";
import { searchPath } from "../search_path.ts";
import type { BlockRendererProps } from "./_types.ts";

/** An FAQ page as the accordion shows it. */
interface Question extends FaqEntry {
  pageID: number;
}

function question(item: CollectionItem): Question {
  return { pageID: item.pageID, ...faqEntry(item.typeData, item.title) };
}

/** The questions by category, categories in order of their first question. */
function groups(questions: Question[]): [string, Question[]][] {
  const out: [string, Question[]][] = [];
  for (const q of questions) {
    const group = out.find(([name]) => sameCategory(name, q.category));
    if (group) group[1].push(q);
    else out.push([q.category, [q]]);
  }
  return out;
}

/** One question: a native disclosure, so it opens by mouse, keyboard and without script. */
function QuestionItem(props: { q: Question; id: string }): VNode {
  const { q } = props;
  return (
    <details class="faq" id={`${props.id}-${q.pageID}`} data-faq="">
      <summary class="faq__question">{q.question}</summary>
      <div class="faq__answer prose" dangerouslySetInnerHTML={{ __html: q.answer }} />
    </details>
  );
}

/**
 * The questions of one category (or of all, grouped under their category's name) as an
 * accordion of `<details>`, in the order the FAQ pages were made, with the search island above
 * them that filters the same HTML in place.
 */
export function Faq({ block, ctx }: BlockRendererProps<"faq">): VNode {
  const { heading, category } = block.props;
  const t = messagesFor(ctx.displayLanguage ?? ctx.locale);
  const id = `faq-${block.key}`;
  const questions = (ctx.collections?.items.faq ?? []).map(question)
    .filter((q) => category === "" || sameCategory(q.category, category));
  const level = heading ? 3 : 2;
  return (
    <section class="block block-faq">
      {heading ? <h2 class="faq-block__heading">{heading}</h2> : null}
      {questions.length === 0 ? <p class="faq-block__empty">{t.faq.empty}</p> : (
        <>
          <FaqSearchIsland ctx={ctx} listId={id} />
          <div class="faq-block__list" id={id}>
            {category === ""
              ? groups(questions).map(([name, qs]) => (
                <div class="faq-group" data-faq-group="" key={name}>
                  {name ? <CategoryHeading level={level}>{name}</CategoryHeading> : null}
                  {qs.map((q) => <QuestionItem key={q.pageID} q={q} id={id} />)}
                </div>
              ))
              : questions.map((q) => <QuestionItem key={q.pageID} q={q} id={id} />)}
          </div>
        </>
      )}
    </section>
  );
}

function CategoryHeading(props: { level: 2 | 3; children: string }): VNode {
  const Tag = props.level === 2 ? "h2" : "h3";
  return <Tag class="faq-group__heading">{props.children}</Tag>;
}

function FaqSearchIsland(props: { ctx: RenderContext; listId: string }): VNode {
  const { ctx } = props;
  const t = messagesFor(ctx.displayLanguage ?? ctx.locale);
  return (
    <Island
      name="FaqSearch"
      props={{
        listId: props.listId,
        action: searchPath(ctx.displayLanguage, ctx.locale, ctx.defaultLocale),
        text: {
          label: t.faq.searchLabel,
          placeholder: t.searchPlaceholder,
          submit: t.search,
          found: t.faq.found,
          oneFound: t.faq.oneFound,
          noResults: t.searchNoResults,
        },
      }}
    />
  );
}
