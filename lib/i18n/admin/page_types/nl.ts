/** Dutch strings of the page type data editors (the editor's Details tab). */
import { locationsNl, researchesNl } from "../../site/nl.ts";
import type { PageTypesMessages } from "./en.ts";

export const pageTypesNl: PageTypesMessages = {
  typeData: {
    tab: "Details",
    intro: "De velden van dit paginatype. Ze worden met de pagina opgeslagen en gepubliceerd.",
    research: {
      name: "Naam",
      nameHint: "Leeg: de titel van de pagina.",
      code: researchesNl.code,
      price: researchesNl.price,
      priceHint: "In euro, zoals de patiënt betaalt.",
      duration: "Duur in uren",
      durationHint:
        "0,25 is 15 minuten. Een onderzoek van 2 uur krijgt een speciale melding op de site.",
      time: "Tijd per onderzoek",
      walkIn: researchesNl.times["walk-in"],
      appointment: researchesNl.times.appointment,
      material: researchesNl.material,
      materialHint:
        "Sperma wordt alleen op het hoofdkantoor ontvangen; de site meldt dat bij het onderzoek.",
      materials: researchesNl.materials,
      preparation: researchesNl.preparation,
      preparationHint: "Wat de patiënt vooraf doet, zoals nuchter blijven; maximaal 2000 tekens.",
    },
    faq: {
      question: "Vraag",
      questionHint: "Leeg: de titel van de pagina.",
      category: "Categorie",
      categoryHint: "FAQ-blokken tonen de vragen van één categorie. Kies er een of typ een nieuwe.",
      answer: "Antwoord",
    },
    location: {
      name: "Naam",
      nameHint: "Getoond in de locatiezoeker; de paginatitel als het leeg is.",
      address: "Straat en huisnummer",
      postcode: locationsNl.postcodeLabel,
      postcodeHint: "Een Nederlandse postcode, zoals 1234 AB.",
      postcodeInvalid: "Vul een postcode in zoals 1234 AB.",
      city: "Plaats",
      coordinates: "Positie op de kaart",
      lat: "Breedtegraad",
      lng: "Lengtegraad",
      coordinatesHint:
        "In decimale graden, zoals 52.0894 en 5.1100. Hiermee worden de locaties op afstand gesorteerd als een bezoeker zijn locatie deelt.",
      hours: locationsNl.openingHours,
      hoursHint: "Maandag tot en met vrijdag; in het weekend is elke locatie gesloten.",
      open: "Open",
      opens: "Opent",
      closes: "Sluit",
      timeInvalid: "Vul een tijd in zoals 08:00.",
      closeAfterOpen: "De sluitingstijd moet na de openingstijd liggen.",
      weekdays: locationsNl.weekdays,
      accessibility: locationsNl.accessibility,
      accessibilityHint: "Ingang, lift, rolstoeltoegankelijkheid; maximaal 1000 tekens.",
      parking: locationsNl.parking,
      parkingPaid: "Betaald",
      parkingFree: "Gratis",
      parkingNone: "Geen",
      services: locationsNl.services,
      servicesHint:
        "Bijvoorbeeld bloedafname, monsters inleveren, trombosedienst. Druk na elke dienst op Enter of een komma.",
      headOffice: locationsNl.headOffice,
      headOfficeHint: "Alleen de hoofdvestiging neemt spermamonsters in ontvangst.",
    },
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
