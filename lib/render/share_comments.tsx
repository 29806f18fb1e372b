/**
 * A share link's comments (issue 32; lib/ops/pages/share_comments.ts), drawn after the shared
 * version when the link allows them: the comments left through the link, and a form for one more
 * — name, e-mail address, what it is about (the page or one of its blocks), the text. Plain HTML
 * (a form posted to the link's own address, no script); the text is drawn as text, never HTML.
 */
import type { VNode } from "preact";
import type { ShareMessages } from "../i18n/share.ts";
import { htmlLang } from "./context.ts";

export interface ShareCommentsView {
  action: string;
  comments: { id: number; name: string; about: string | null; text: string; resolved: boolean }[];
  targets: { key: string; words: string }[];
  /** "sent" after a comment was left; a problem to say with the form as it was sent. */
  notice: "sent" | null;
  problem: string | null;
  values: Record<string, string>;
  lang: string;
}

export function ShareComments(props: { view: ShareCommentsView; t: ShareMessages }): VNode {
  const { view, t } = props;
  const v = view.values;
  const field = (name: string, label: string, input: VNode) => (
    <p class="share-comments__field">
      <label for={`share-comment-${name}`}>{label}</label>
      {input}
    </p>
  );
  return (
    <section
      id="share-comments"
      class="share-comments"
      aria-labelledby="share-comments-title"
      lang={htmlLang(view.lang)}
    >
      <h2 id="share-comments-title">{t.commentsTitle}</h2>
      <p>{t.commentsIntro}</p>
      {view.comments.length
        ? (
          <ol class="share-comments__list">
            {view.comments.map((c) => (
              <li key={c.id} class="share-comments__item">
                <p class="share-comments__meta">
                  <strong>{c.name}</strong>
                  {` — ${c.about ?? t.commentAboutPage}`}
                  {c.resolved ? ` (${t.commentResolved})` : null}
                </p>
                <p class="share-comments__text">{c.text}</p>
              </li>
            ))}
          </ol>
        )
        : null}
      {view.notice === "sent"
        ? <p class="share-comments__notice" role="status">{t.commentSent}</p>
        : null}
      <form class="share-comments__form" method="post" action={view.action}>
        {view.problem
          ? (
            <p class="share-page__problem" role="alert" id="share-comment-problem">
              {view.problem}
            </p>
          )
          : null}
        {field(
          "name",
          t.commentName,
          <input
            id="share-comment-name"
            name="name"
            autocomplete="name"
            required
            maxLength={100}
            value={v.name ?? ""}
          />,
        )}
        {field(
          "email",
          t.commentEmail,
          <input
            id="share-comment-email"
            name="email"
            type="email"
            autocomplete="email"
            required
            maxLength={254}
            value={v.email ?? ""}
          />,
        )}
        {field(
          "about",
          t.commentAbout,
          <select id="share-comment-about" name="about">
            <option value="" selected={!v.about}>{t.commentAboutPage}</option>
            {view.targets.map((target, i) => (
              <option key={target.key} value={target.key} selected={v.about === target.key}>
                {`${i + 1}. ${target.words}`}
              </option>
            ))}
          </select>,
        )}
        {field(
          "text",
          t.commentText,
          <textarea
            id="share-comment-text"
            name="text"
            required
            maxLength={2000}
            rows={5}
            aria-describedby={view.problem ? "share-comment-problem" : undefined}
          >
            {v.text ?? ""}
          </textarea>,
        )}
        <p>
          <button type="submit" class="button button--primary">{t.commentSubmit}</button>
        </p>
      </form>
    </section>
  );
}
