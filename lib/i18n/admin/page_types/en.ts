/** English strings of the page type data editors (the editor's Details tab). */
// A field the site shows has the site's name for it: the editor says what visitors read.
import { locationsEn, researchesEn } from "../../site/en.ts";

export const pageTypesEn = {
  typeData: {
    tab: "Details",
    intro: "The fields of this page type. They are saved and published with the page.",
    research: {
      name: "Name",
      nameHint: "Empty: the page title.",
      code: researchesEn.code,
      price: researchesEn.price,
      priceHint: "In euros, as the patient pays it.",
      duration: "Duration in hours",
      durationHint: "0.25 is 15 minutes. A test of 2 hours gets a special message on the site.",
      time: "Time per research",
      walkIn: researchesEn.times["walk-in"],
      appointment: researchesEn.times.appointment,
      material: researchesEn.material,
      materialHint: "Sperm is received only at the head office; the site says so with the test.",
      materials: researchesEn.materials,
      preparation: researchesEn.preparation,
      preparationHint:
        "What the patient does beforehand, such as fasting; at most 2000 characters.",
    },
    faq: {
      question: "Question",
      questionHint: "Empty: the page title.",
      category: "Category",
      categoryHint: "FAQ blocks show the questions of one category. Choose one or type a new one.",
      answer: "Answer",
    },
    location: {
      name: "Name",
      nameHint: "Shown in the location finder; the page title when empty.",
      address: "Street and number",
      postcode: locationsEn.postcodeLabel,
      postcodeHint: "A Dutch postcode, like 1234 AB.",
      postcodeInvalid: "Enter a postcode like 1234 AB.",
      city: "Place",
      coordinates: "Position on the map",
      lat: "Latitude",
      lng: "Longitude",
      coordinatesHint:
        "In decimal degrees, like 52.0894 and 5.1100. Used to sort the locations by distance when a visitor shares their location.",
      hours: locationsEn.openingHours,
      hoursHint: "Monday to Friday; every location is closed at weekends.",
      open: "Open",
      opens: "Opens",
      closes: "Closes",
      timeInvalid: "Enter a time like 08:00.",
      closeAfterOpen: "The closing time must come after the opening time.",
      weekdays: locationsEn.weekdays,
      accessibility: locationsEn.accessibility,
      accessibilityHint: "Entrance, lift, wheelchair access; at most 1000 characters.",
      parking: locationsEn.parking,
      parkingPaid: "Paid",
      parkingFree: "Free",
      parkingNone: "None",
      services: locationsEn.services,
      servicesHint:
        "For example bloedafname, monsters inleveren, trombosedienst. Press Enter or comma after each one.",
      headOffice: locationsEn.headOffice,
      headOfficeHint: "The head office is the only location that receives sperm samples.",
    },
    news: {
      author: "Author",
      date: "Date",
      dateHint: "News lists show the newest article first.",
      summary: "Summary",
      summaryHint: "Shown in news lists; at most 500 characters.",
      image: "Image",
    },
  },
};

export type PageTypesMessages = typeof pageTypesEn;
