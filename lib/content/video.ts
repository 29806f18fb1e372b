/** YouTube and Vimeo videos given as an id or a link. */
export interface VideoRef {
  provider: "youtube" | "vimeo";
  id: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[0-9]{4,12}$/;

export function parseVideo(input: string): VideoRef | null {
  const value = input.trim();
  if (YOUTUBE_ID.test(value) && !VIMEO_ID.test(value)) return { provider: "youtube", id: value };
  if (VIMEO_ID.test(value)) return { provider: "vimeo", id: value };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  const parts = url.pathname.split("/").filter(Boolean);
  let id: string | undefined;
  if (host === "youtu.be") id = parts[0];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    id = parts[0] === "watch"
      ? url.searchParams.get("v") ?? undefined
      : ["embed", "shorts", "live", "v"]
          .includes(parts[0])
      ? parts[1]
      : undefined;
  }
  if (id !== undefined) return YOUTUBE_ID.test(id) ? { provider: "youtube", id } : null;
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const candidate = parts.find((p) => VIMEO_ID.test(p));
    return candidate ? { provider: "vimeo", id: candidate } : null;
  }
  return null;
}

/** The privacy-friendly embed address (no cookies until the visitor plays). */
export function embedUrl(video: VideoRef): string {
  return video.provider === "youtube"
    ? `https://www.youtube-nocookie.com/embed/${video.id}`
    : `https://player.vimeo.com/video/${video.id}?dnt=1`;
}
