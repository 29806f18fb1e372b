/** German strings of the page type data editors (the editor's Details tab). */
import type { PageTypesMessages } from "./en.ts";

export const pageTypesDe: PageTypesMessages = {
  typeData: {
    tab: "Details",
    intro: "Die Felder dieses Seitentyps. Sie werden mit der Seite gespeichert und veröffentlicht.",
    news: {
      author: "Autor",
      date: "Datum",
      dateHint: "Nachrichtenlisten zeigen den neuesten Artikel zuerst.",
      summary: "Zusammenfassung",
      summaryHint: "In Nachrichtenlisten angezeigt; höchstens 500 Zeichen.",
      image: "Bild",
    },
  },
};
