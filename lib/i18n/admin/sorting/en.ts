/**
 * What a screen reader hears while an item of a sortable list moves (admin/src/lib/
 * drag_announcements.ts): the page editor's blocks and the form editor's fields say the same,
 * so it is written once here and spread into both features' `announce`.
 */
export const sortingEn = {
  picked: "Picked up {{label}} at position {{position}}.",
  over: "{{label}} is over position {{position}}.",
  dropped: "{{label}} dropped at position {{position}}.",
  cancelled: "Moving {{label}} was cancelled.",
  moved: "{{label}} moved to position {{position}} of {{total}}.",
};
