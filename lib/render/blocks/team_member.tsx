import type { VNode } from "preact";
import { safeHref } from "../../content/links.ts";
import { messagesFor } from "../../i18n/site.ts";
import { Picture } from "./_picture.tsx";
import type { BlockRendererProps } from "./_types.ts";

/** A person's card. Names are h3: team members sit under a section heading of the page. */
export function TeamMember({ block, ctx }: BlockRendererProps<"team-member">): VNode {
  const p = block.props;
  const t = messagesFor(ctx.displayLanguage ?? ctx.locale);
  const img = Picture({
    image: p.image,
    alt: p.name,
    ctx,
    sizes: "12rem",
    class: "team-member__photo",
    auto: "square",
  });
  const links: VNode[] = [];
  // Stored addresses are drawn only while they pass THE link rule (old data may not).
  const linkedin = safeHref(p.linkedinUrl);
  const story = safeHref(p.storyUrl);
  if (linkedin) {
    links.push(
      <li key="in">
        <a href={linkedin}>
          {t.linkedin}
          <span class="visually-hidden">: {p.name}</span>
        </a>
      </li>,
    );
  }
  if (p.email) {
    links.push(
      <li key="mail">
        <a href={`mailto:${p.email}`}>{p.email}</a>
      </li>,
    );
  }
  if (story) {
    links.push(
      <li key="story">
        <a href={story}>
          {t.story}
          <span class="visually-hidden">: {p.name}</span>
        </a>
      </li>,
    );
  }
  return (
    <article class="block block-team-member">
      {img}
      <div class="team-member__body">
        <h3 class="team-member__name">{p.name}</h3>
        {p.function ? <p class="team-member__function">{p.function}</p> : null}
        {p.description ? <p class="team-member__description">{p.description}</p> : null}
        {p.specialties.length
          ? (
            <>
              <p class="team-member__label">{t.specialties}</p>
              <ul class="team-member__specialties">
                {p.specialties.map((s, i) => <li key={i}>{s}</li>)}
              </ul>
            </>
          )
          : null}
        {links.length ? <ul class="team-member__links">{links}</ul> : null}
      </div>
    </article>
  );
}
