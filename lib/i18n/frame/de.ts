/** The texts of both frames in German (see ./en.ts). */
import type { FrameText } from "./en.ts";

export const frameDe: FrameText = {
  skipToContent: "Zum Inhalt springen",
  notFound: "Seite nicht gefunden",
};
