/** The texts of both frames in Dutch (see ./en.ts). */
import type { FrameText } from "./en.ts";

export const frameNl: FrameText = {
  skipToContent: "Naar de inhoud",
  notFound: "Pagina niet gevonden",
};
