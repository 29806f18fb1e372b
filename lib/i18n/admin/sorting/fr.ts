/** The sortable lists' announcements in French (see ./en.ts). */
import type { sortingEn } from "./en.ts";

export const sortingFr: typeof sortingEn = {
  picked: "{{label}} saisi à la position {{position}}.",
  over: "{{label}} est au-dessus de la position {{position}}.",
  dropped: "{{label}} déposé à la position {{position}}.",
  cancelled: "Déplacement de {{label}} annulé.",
  moved: "{{label}} déplacé à la position {{position}} sur {{total}}.",
};
