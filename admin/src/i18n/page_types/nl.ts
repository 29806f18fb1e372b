/** Dutch strings of the page type data editors (the editor's Details tab). */
import type { PageTypesMessages } from "./en.ts";

export const pageTypesNl: PageTypesMessages = {
  typeData: {
    tab: "Details",
    intro: "De velden van dit paginatype. Ze worden met de pagina opgeslagen en gepubliceerd.",
    news: {
      author: "Auteur",
      date: "Datum",
      dateHint: "Nieuwslijsten tonen het nieuwste bericht eerst.",
      summary: "Samenvatting",
      summaryHint: "Getoond in nieuwslijsten; maximaal 500 tekens.",
      image: "Afbeelding",
    },
  },
};
