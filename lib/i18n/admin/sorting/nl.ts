/** The sortable lists' announcements in Dutch (see ./en.ts). */
import type { sortingEn } from "./en.ts";

export const sortingNl: typeof sortingEn = {
  picked: "{{label}} opgepakt op positie {{position}}.",
  over: "{{label}} is boven positie {{position}}.",
  dropped: "{{label}} neergezet op positie {{position}}.",
  cancelled: "Verplaatsen van {{label}} geannuleerd.",
  moved: "{{label}} verplaatst naar positie {{position}} van {{total}}.",
};
