/** German strings of the page type data editors (the editor's Details tab). */
import { locationsDe, researchesDe } from "../../site/de.ts";
import type { PageTypesMessages } from "./en.ts";

export const pageTypesDe: PageTypesMessages = {
  typeData: {
    tab: "Details",
    intro: "Die Felder dieses Seitentyps. Sie werden mit der Seite gespeichert und veröffentlicht.",
    research: {
      name: "Name",
      nameHint: "Leer: der Seitentitel.",
      code: researchesDe.code,
      price: researchesDe.price,
      priceHint: "In Euro, wie der Patient ihn bezahlt.",
      duration: "Dauer in Stunden",
      durationHint:
        "0,25 sind 15 Minuten. Eine Untersuchung von 2 Stunden erhält einen besonderen Hinweis.",
      time: "Zeit pro Untersuchung",
      walkIn: researchesDe.times["walk-in"],
      appointment: researchesDe.times.appointment,
      material: researchesDe.material,
      materialHint: "Sperma wird nur am Hauptsitz angenommen; die Website weist darauf hin.",
      materials: researchesDe.materials,
      preparation: researchesDe.preparation,
      preparationHint: "Was der Patient vorher tut, etwa nüchtern bleiben; höchstens 2000 Zeichen.",
    },
    faq: {
      question: "Frage",
      questionHint: "Leer: der Seitentitel.",
      category: "Kategorie",
      categoryHint:
        "FAQ-Blöcke zeigen die Fragen einer Kategorie. Wählen Sie eine oder geben Sie eine neue ein.",
      answer: "Antwort",
    },
    location: {
      name: "Name",
      nameHint: "Wird in der Standortsuche gezeigt; leer: der Seitentitel.",
      address: "Straße und Hausnummer",
      postcode: locationsDe.postcodeLabel,
      postcodeHint: "Eine niederländische Postleitzahl, wie 1234 AB.",
      postcodeInvalid: "Geben Sie eine Postleitzahl wie 1234 AB ein.",
      city: "Ort",
      coordinates: "Position auf der Karte",
      lat: "Breitengrad",
      lng: "Längengrad",
      coordinatesHint:
        "In Dezimalgrad, wie 52.0894 und 5.1100. Damit werden die Standorte nach Entfernung sortiert, wenn Besucher ihren Standort teilen.",
      hours: locationsDe.openingHours,
      hoursHint: "Montag bis Freitag; am Wochenende ist jeder Standort geschlossen.",
      open: "Geöffnet",
      opens: "Öffnet",
      closes: "Schließt",
      timeInvalid: "Geben Sie eine Uhrzeit wie 08:00 ein.",
      closeAfterOpen: "Die Schließzeit muss nach der Öffnungszeit liegen.",
      weekdays: locationsDe.weekdays,
      accessibility: locationsDe.accessibility,
      accessibilityHint: "Eingang, Aufzug, Rollstuhlzugang; höchstens 1000 Zeichen.",
      parking: locationsDe.parking,
      parkingPaid: "Kostenpflichtig",
      parkingFree: "Kostenlos",
      parkingNone: "Keine",
      services: locationsDe.services,
      servicesHint:
        "Zum Beispiel bloedafname, monsters inleveren, trombosedienst. Drücken Sie nach jeder Eingabe Enter oder Komma.",
      headOffice: locationsDe.headOffice,
      headOfficeHint: "Nur der Hauptsitz nimmt Spermaproben an.",
    },
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
