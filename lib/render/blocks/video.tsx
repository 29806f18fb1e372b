/**
 * A YouTube or Vimeo video with no request to the provider until the visitor plays it, and no
 * JavaScript of ours: the <iframe> starts with a `srcdoc` holding only a play link, and following
 * that link loads the provider's privacy-friendly player (youtube-nocookie, Vimeo dnt=1) in the
 * frame.
 */
import type { VNode } from "preact";
import { embedUrl, parseVideo, type VideoRef } from "../../content/video.ts";
import { messagesFor } from "../../i18n/site.ts";
import type { BlockRendererProps } from "./_types.ts";
import { escapeHtml } from "../../content/escape_html.ts";

const PROVIDER_NAMES = { youtube: "YouTube", vimeo: "Vimeo" } as const;

/** The provider's player, starting as soon as it has loaded (the visitor asked for it). */
export function playerUrl(video: VideoRef): string {
  const url = embedUrl(video);
  return url + (url.includes("?") ? "&" : "?") + "autoplay=1";
}

/** The poster document's only style: the page's Content-Security-Policy allows it by hash. */
export const FRAME_CSS = "html,body{height:100%;margin:0}" +
  "body{display:grid;place-items:center;background:#1a1b1e;font:1rem/1.4 system-ui,sans-serif}" +
  "a{box-sizing:border-box;width:100%;height:100%;display:flex;flex-direction:column;" +
  "align-items:center;justify-content:center;gap:.75rem;padding:1rem;color:#fff;" +
  "text-decoration:none;text-align:center}" +
  "a:focus-visible{outline:3px solid #ffd43b;outline-offset:-6px}" +
  "a:hover .play,a:focus-visible .play{background:#c92a2a}" +
  ".play{display:grid;place-items:center;width:4.5rem;height:3.25rem;border-radius:.75rem;" +
  "background:#e03131;font-size:1.5rem}" +
  ".note{font-size:.8125rem;color:#ced4da}";

/** The document first shown in the frame: a play link and a note, nothing loaded from afar. */
export function posterDocument(video: VideoRef, options: {
  title: string;
  locale: string;
  lang: string;
}): string {
  const t = messagesFor(options.locale);
  const provider = PROVIDER_NAMES[video.provider];
  const label = options.title ? `${t.playVideo}: ${options.title}` : t.playVideo;
  return `<!doctype html><html lang="${escapeHtml(options.lang)}"><head><meta charset="utf-8">` +
    `<style>${FRAME_CSS}</style></head><body>` +
    `<a href="${escapeHtml(playerUrl(video))}" referrerpolicy="strict-origin-when-cross-origin">` +
    `<span class="play" aria-hidden="true">&#9654;</span>` +
    `<span>${escapeHtml(label)}</span>` +
    `<span class="note">${escapeHtml(t.videoNotice.replace("{provider}", provider))}</span>` +
    `</a></body></html>`;
}

export function Video({ block, ctx }: BlockRendererProps<"video">): VNode | null {
  const video = parseVideo(block.props.url);
  if (!video) return null;
  const title = block.props.title;
  const lang = ctx.locale.split("-")[0];
  return (
    <figure class="block block-video">
      <div class="video-frame">
        <iframe
          title={title || `${PROVIDER_NAMES[video.provider]} video`}
          srcdoc={posterDocument(video, { title, locale: ctx.locale, lang })}
          loading="lazy"
          referrerpolicy="strict-origin-when-cross-origin"
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
        />
      </div>
      {title ? <figcaption>{title}</figcaption> : null}
    </figure>
  );
}
