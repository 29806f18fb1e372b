/**
 * The publication workflow's e-mails: a new or resent request goes to everyone who may act on
 * it, and the outcome goes back to the requester. Mail is a side effect after the commit: a
 * failed send is logged and kept in the outbox, and never fails the request that caused it.
 */
import { type Language, languageOf, LANGUAGES } from "../../content/locales.ts";
import { grants, type PermissionScope } from "../../content/permissions.ts";
import { publicPath } from "../../content/slugs.ts";
import { addToOutbox } from "../../db/outbox.ts";
import type { PageRecord } from "../../db/page_records.ts";
import { listRoles } from "../../db/roles.ts";
import { getSettings } from "../../db/settings.ts";
import { getUser, listUsers, type UserRecord } from "../../db/users.ts";
import type { Mail } from "../../mail/mailer.ts";
import { reviewOutcomeMail, reviewRequestMail } from "../../mail/workflow_templates.ts";
import type { Deps } from "../deps.ts";
import { logError } from "../../observe/log.ts";

/** Where reviewers decide; the screen lists every open request they may review. */
const REVIEW_SCREEN = "/cmsadmin/publication-requests";

/** Sends without failing: a mail that cannot go out is logged and kept in the outbox. */
async function deliver(deps: Deps, mail: Mail, what: string): Promise<void> {
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    logError(`${what} mail failed`, err);
    await addToOutbox(deps.kv, { ...mail, createdAt: Date.now() })
      .catch((e) => logError("keeping a failed mail in the outbox failed too", e));
  }
}

/** The user's interface language, else the language of the site's default locale. */
export async function languageFor(deps: Deps, user: UserRecord): Promise<Language> {
  if ((LANGUAGES as readonly string[]).includes(user.language)) return user.language;
  return languageOf((await getSettings(deps.kv)).defaultLocale);
}

/**
 * Active users who may act on a request for `page`: publish it and review requests for it
 * (the review screen the mail links to needs both), narrowed by locale and page type.
 */
export async function reviewersOf(
  deps: Deps,
  page: Pick<PageRecord, "locale" | "type">,
): Promise<UserRecord[]> {
  const roles = new Map((await listRoles(deps.kv)).map((r) => [r.ID, r]));
  const scope: PermissionScope = { locale: page.locale, pageType: page.type };
  return (await listUsers(deps.kv)).filter((u) => {
    const permissions = roles.get(u.roleID)?.permissions ?? [];
    return u.active && grants(permissions, "publish-page", scope) &&
      grants(permissions, "review-publication", scope);
  });
}

/** Mails a new (or resent) request to its possible reviewers, never to the requester. */
export async function mailReviewRequest(
  deps: Deps,
  request: { page: PageRecord; title: string; comment: string; resent: boolean },
  requester: UserRecord,
): Promise<void> {
  const { page } = request;
  const { defaultLocale } = await getSettings(deps.kv);
  const where = `${page.locale}, ${publicPath(page.slug, page.locale, defaultLocale)}`;
  const reviewers = (await reviewersOf(deps, page)).filter((u) => u.id !== requester.id);
  await Promise.all(reviewers.map(async (reviewer) =>
    deliver(
      deps,
      reviewRequestMail({
        to: reviewer.email,
        name: reviewer.profile.name,
        language: await languageFor(deps, reviewer),
        requester: requester.profile.name || requester.email,
        title: request.title,
        where,
        comment: request.comment,
        resent: request.resent,
        link: `${deps.config.publicUrl}${REVIEW_SCREEN}`,
      }),
      "review request",
    )
  ));
}

/** Mails the requester how their request ended, with the feedback and a link to the page. */
export async function mailReviewOutcome(
  deps: Deps,
  outcome: {
    status: "accepted" | "rejected";
    page: PageRecord;
    requesterID: number;
    reviewer: UserRecord;
    feedback: string;
  },
): Promise<void> {
  const requester = await getUser(deps.kv, outcome.requesterID);
  if (!requester) return;
  await deliver(
    deps,
    reviewOutcomeMail({
      to: requester.email,
      name: requester.profile.name,
      language: await languageFor(deps, requester),
      outcome: outcome.status,
      reviewer: outcome.reviewer.profile.name || outcome.reviewer.email,
      title: outcome.page.title,
      feedback: outcome.feedback,
      link: `${deps.config.publicUrl}/cmsadmin/page/${outcome.page.id}`,
    }),
    `${outcome.status} request`,
  );
}
