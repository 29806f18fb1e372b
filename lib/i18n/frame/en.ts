/**
 * What the public site and the admin both say around their screens, written once for both:
 * the skip link and the title of a page that is not there. Small on purpose: the admin loads it
 * with its first strings.
 */

export interface FrameText {
  skipToContent: string;
  notFound: string;
}

export const frameEn: FrameText = {
  skipToContent: "Skip to content",
  notFound: "Page not found",
};
