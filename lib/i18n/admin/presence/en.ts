/**
 * English strings of presence and soft locks in the page editor (issue 22): who else has the page
 * open, the read-only state with Take over, a take-over told to the former holder, and the
 * side-by-side merge after a refused store.
 */
export const presenceEn = {
  presence: {
    listLabel: "Others on this page",
    editing: "{{name}} is editing this page — since {{time}}",
    open: "{{name}} has this page open — since {{time}}",
    selfEditing: "You are editing this page in another tab — since {{time}}",
    selfOpen: "You have this page open in another tab — since {{time}}",
    readOnlySelf:
      "The page is read-only here while you edit it in another tab. Take over to make changes here; the other tab keeps its unsaved changes.",
    readOnly:
      "The page is read-only for you while {{name}} edits it. Take over to make changes: {{name}} is told at once and keeps their unsaved changes in their browser.",
    takeOver: "Take over",
    idleRule: "If {{name}} changes nothing for {{minutes}} minutes, the page is free again.",
    released: {
      title: "This page is free for others now",
      message:
        "You changed nothing for {{minutes}} minutes, so since {{time}} others may edit it. Your unsaved changes stay here; change something to go on editing, unless someone else has started meanwhile.",
    },
    takeOverFailed: "The page could not be taken over. Please try again.",
    tookOver: "You are editing this page now.",
    lost: {
      title: "{{name}} took over this page",
      message:
        "At {{time}}, {{name}} took over editing. The page is read-only for you now; your unsaved changes are kept in this browser and offered again when you reload.",
      messageSaved:
        "At {{time}}, {{name}} took over editing. The page is read-only for you now; reload to follow their changes.",
      reload: "Reload",
      takeBack: "Take back",
    },
    merge: {
      open: "Compare side by side",
      title: "Your changes and the stored version",
      intro:
        "Someone stored this page after you started. For each block that differs, choose which version to keep, then store the result. Page fields you changed (title, SEO) keep your value; the others take the stored one.",
      loading: "Loading the stored version…",
      loadFailed: "The stored version could not be loaded.",
      none: "The blocks are the same in both versions; storing keeps your page fields.",
      mine: "Your version",
      stored: "Stored version",
      keepMine: "Keep yours",
      keepStored: "Keep stored",
      choice: "Which {{block}} to keep",
      absent: "Not in this version",
      onlyMine: "Only in your version",
      onlyStored: "Only in the stored version",
      store: "Store merged version",
      cancel: "Cancel",
    },
  },
};

export type PresenceMessages = typeof presenceEn;
