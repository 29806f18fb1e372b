/** The sortable lists' announcements in German (see ./en.ts). */
import type { sortingEn } from "./en.ts";

export const sortingDe: typeof sortingEn = {
  picked: "{{label}} an Position {{position}} aufgenommen.",
  over: "{{label}} ist über Position {{position}}.",
  dropped: "{{label}} an Position {{position}} abgelegt.",
  cancelled: "Verschieben von {{label}} abgebrochen.",
  moved: "{{label}} an Position {{position}} von {{total}} verschoben.",
};
