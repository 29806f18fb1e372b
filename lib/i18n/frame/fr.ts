/** The texts of both frames in French (see ./en.ts). */
import type { FrameText } from "./en.ts";

export const frameFr: FrameText = {
  skipToContent: "Aller au contenu",
  notFound: "Page introuvable",
};
