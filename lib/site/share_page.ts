/**
 * A share link's address, `/preview/{token}` (issue 32): the shared version drawn as the public
 * site draws a page, with a banner in the page's language, or the page that says why not. Every
 * answer is for this visitor and this link only: `Cache-Control: private, no-store` (never kept
 * by a shared cache or the browser), `X-Robots-Tag: noindex` and the robots meta tag; nothing
 * here reaches the sitemap or the search, which read published pointers only.
 *
 * - A live link shows its version; one with a password first asks for it (a small form posted
 *   to the same address; a cookie scoped to the link's path remembers it until the link expires).
 * - An expired or withdrawn link, or one whose version is gone, answers 410 with a page that
 *   says so — never the live page in its place.
 * - A version since published answers 200 with a page that says so and links to the live page
 *   (the link did its work: what it showed is public now), not the version itself.
 * - An unknown token: the caller answers 404 (routes/share_links.tsx lets the site answer a GET,
 *   so a page whose address happens to start with /preview/ stays reachable).
 */
import { getCookie, setCookie } from "hono/cookie";
import type { Context } from "hono";
import { publicPath } from "../content/slugs.ts";
import { writtenLocale } from "../content/locales.ts";
import { crossSiteForm } from "../http/form_origin.ts";
import type { Deps } from "../ops/deps.ts";
import { sharedVersionHtml } from "../ops/pages/preview_version.ts";
import {
  checkSharePassword,
  isShareUnlocked,
  noteShareUse,
  resolveShareToken,
  type ShareResolution,
  shareUnlockValue,
} from "../ops/pages/share_links.ts";
import { htmlEntry } from "../render/html_cache.ts";
import { ShareComments } from "../render/share_comments.tsx";
import { commentThroughLink, linkCommentsView } from "../ops/pages/share_comments.ts";
import { ApiError } from "../http/errors.ts";
import { renderSharePageHtml, type SharePage } from "../render/share_pages.tsx";
import { shareMessagesFor } from "../i18n/share.ts";
import { menusOf, renderContext, siteStateOf } from "./state.ts";
import type { Settings } from "../db/settings.ts";

/** The cookie that remembers a link's password (its path is the link's own address). */
export const SHARE_UNLOCK_COOKIE = "ximblox_share";

type Status = 200 | 400 | 403 | 404 | 410 | 429;

/** Never kept by any cache, never indexed, framed by nothing but the site itself. */
function privateHtml(body: string, csp: string, status: Status): Response {
  return new Response(body, {
    status,
    headers: {
      "Content-Type": "text/html; charset=UTF-8",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": csp,
      "X-Robots-Tag": "noindex",
      "X-Frame-Options": "SAMEORIGIN",
      // The token is in the address: links on the shared page must not pass it on.
      "Referrer-Policy": "no-referrer",
    },
  });
}

/** The locale to speak: the shared page's language where it is known, else the site's. */
function speaking(page: { locale: string } | null, settings: Settings) {
  const locale = page && settings.availableLocales.includes(page.locale)
    ? page.locale
    : settings.defaultLocale;
  return { locale, lang: writtenLocale(locale, settings) };
}

async function sharePage(
  deps: Deps,
  page: SharePage,
  about: { locale: string } | null,
  status: Status,
): Promise<Response> {
  const state = await siteStateOf(deps);
  const settings = await state.settings();
  const { locale, lang } = speaking(about, settings);
  const ctx = {
    ...renderContext(deps, locale, settings),
    menus: await menusOf(deps, state, locale, settings),
  };
  const entry = await htmlEntry(renderSharePageHtml(page, ctx, shareMessagesFor(lang), lang));
  return privateHtml(new TextDecoder().decode(entry.body), entry.csp, status);
}

/** The answer for a link that shows nothing (any state but live). */
function notShown(
  deps: Deps,
  resolved: Exclude<ShareResolution, { kind: "live" | "unknown" }>,
  settingsOf: () => Promise<Settings>,
): Promise<Response> {
  if (resolved.kind === "published") {
    const { page } = resolved;
    return settingsOf().then((settings) =>
      sharePage(
        deps,
        { kind: "published", livePath: publicPath(page.slug, page.locale, settings.defaultLocale) },
        page,
        200,
      )
    );
  }
  const why = resolved.kind === "gone" ? "deleted" : resolved.kind;
  return sharePage(deps, { kind: "gone", why }, resolved.page, 410);
}

async function settingsOf(deps: Deps): Promise<Settings> {
  return await (await siteStateOf(deps)).settings();
}

/** A comment's form as it was sent, and why it was not taken; absent: a plain view. */
interface CommentAttempt {
  notice: "sent" | null;
  problem: "invalid" | "limited" | null;
  values: Record<string, string>;
}

/**
 * The shared version, drawn in the public frame with the banner (and, when the link allows them,
 * its comments and their form after the blocks); its first use today noted.
 */
async function shownVersion(
  deps: Deps,
  resolved: Extract<ShareResolution, { kind: "live" }>,
  clientAddress: string,
  path: string,
  attempt: CommentAttempt = { notice: null, problem: null, values: {} },
  status: Status = 200,
): Promise<Response> {
  const { page, version, share } = resolved;
  const state = await siteStateOf(deps);
  const settings = await state.settings();
  const lang = writtenLocale(page.locale, settings);
  const t = shareMessagesFor(lang);
  const comments = share.allowComments ? linkCommentsView(deps, resolved) : null;
  comments?.catch(() => {}); // Awaited below.
  const [html] = await Promise.all([
    menusOf(deps, state, page.locale, settings).then(async (menus) => {
      const view = await comments;
      return sharedVersionHtml(
        deps,
        page,
        version,
        {
          menus,
          search: true,
          previewBanner: { text: t.banner, lang },
          previewAppendix: view
            ? ShareComments({
              t,
              view: {
                action: `${path}/comments`,
                comments: view.comments.map((c) => ({
                  ...c,
                  about: c.blockKey === null
                    ? null
                    : view.targets.find((b) => b.key === c.blockKey)?.words ?? null,
                })),
                targets: view.targets,
                notice: attempt.notice,
                problem: attempt.problem === "invalid"
                  ? t.commentInvalid
                  : attempt.problem === "limited"
                  ? t.commentLimited
                  : null,
                values: attempt.values,
                lang,
              },
            })
            : undefined,
        },
        view ? Promise.resolve(view.blocks) : undefined,
      );
    }),
    noteShareUse(deps, resolved, clientAddress),
  ]);
  const entry = await htmlEntry(html);
  return privateHtml(html, entry.csp, status);
}

function passwordPage(
  deps: Deps,
  path: string,
  resolved: Extract<ShareResolution, { kind: "live" }>,
  problem: "wrong" | "limited" | null,
): Promise<Response> {
  const status = problem === "wrong" ? 403 : problem === "limited" ? 429 : 200;
  return sharePage(deps, { kind: "password", action: path, problem }, resolved.page, status);
}

/** `GET /preview/{token}`; null for an unknown token (the caller answers 404). */
export async function sharePageAnswer(
  c: Context,
  deps: Deps,
  token: string,
  clientAddress: string,
): Promise<Response | null> {
  const resolved = await resolveShareToken(deps, token);
  if (resolved.kind === "unknown") return null;
  if (resolved.kind !== "live") return notShown(deps, resolved, () => settingsOf(deps));
  if (!isShareUnlocked(resolved.share, getCookie(c, SHARE_UNLOCK_COOKIE))) {
    return passwordPage(deps, c.req.path, resolved, null);
  }
  const notice = new URL(c.req.url).searchParams.get("comment") === "sent" ? "sent" : null;
  return shownVersion(deps, resolved, clientAddress, c.req.path, {
    notice,
    problem: null,
    values: {},
  });
}

/**
 * `POST /preview/{token}` (the password form, form-encoded `password`): a right password sets
 * the cookie (scoped to the link's path) and sends the browser back to the address with 303, so
 * that a reload does not post again; else the form again with why. Posts from other sites are
 * refused by the browser's word on where they come from.
 */
export async function shareUnlockAnswer(
  c: Context,
  deps: Deps,
  token: string,
  form: Record<string, string>,
): Promise<Response> {
  const resolved = await resolveShareToken(deps, token);
  if (resolved.kind === "unknown") return sharePage(deps, { kind: "not-found" }, null, 404);
  if (resolved.kind !== "live") return notShown(deps, resolved, () => settingsOf(deps));
  if (crossSiteForm(c.req.raw, new URL(deps.config.publicUrl).origin)) {
    const refused = await passwordPage(deps, c.req.path, resolved, null);
    return new Response(refused.body, { status: 403, headers: refused.headers });
  }
  if (resolved.share.passwordHash !== null) {
    const outcome = await checkSharePassword(deps, resolved.share, form.password ?? "");
    if (outcome !== "right") return passwordPage(deps, c.req.path, resolved, outcome);
    setCookie(c, SHARE_UNLOCK_COOKIE, shareUnlockValue(resolved.share), {
      path: c.req.path,
      httpOnly: true,
      secure: deps.config.publicUrl.startsWith("https:"),
      sameSite: "Lax",
      expires: new Date(resolved.share.expiresAt),
    });
  }
  c.header("Cache-Control", "private, no-store");
  return c.redirect(c.req.path, 303);
}

/**
 * `POST /preview/{token}/comments` (the comment form, form-encoded): on a live link that allows
 * comments, for a visitor who may see it (its password given), from the site's own page. Taken:
 * 303 back to the version with a thank-you. Not taken: the version again with the form as sent
 * and why (400, or 429 past the limit), nothing stored.
 */
export async function shareCommentAnswer(
  c: Context,
  deps: Deps,
  token: string,
  form: Record<string, string>,
  clientAddress: string,
): Promise<Response> {
  const resolved = await resolveShareToken(deps, token);
  if (resolved.kind === "unknown" || (resolved.kind === "live" && !resolved.share.allowComments)) {
    return sharePage(deps, { kind: "not-found" }, null, 404);
  }
  if (resolved.kind !== "live") return notShown(deps, resolved, () => settingsOf(deps));
  const path = `/preview/${token}`;
  if (
    crossSiteForm(c.req.raw, new URL(deps.config.publicUrl).origin) ||
    !isShareUnlocked(resolved.share, getCookie(c, SHARE_UNLOCK_COOKIE))
  ) {
    const refused = await passwordPage(deps, path, resolved, null);
    return new Response(refused.body, { status: 403, headers: refused.headers });
  }
  const values = {
    name: (form.name ?? "").slice(0, 100),
    email: (form.email ?? "").slice(0, 254),
    about: (form.about ?? "").slice(0, 100),
    text: (form.text ?? "").slice(0, 2000),
  };
  try {
    await commentThroughLink(deps, resolved, form, clientAddress);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const limited = err.errors.some((e) => e.code === "SHARE_04");
    return shownVersion(deps, resolved, clientAddress, path, {
      notice: null,
      problem: limited ? "limited" : "invalid",
      values,
    }, limited ? 429 : 400);
  }
  c.header("Cache-Control", "private, no-store");
  return c.redirect(`${path}?comment=sent#share-comments`, 303);
}
