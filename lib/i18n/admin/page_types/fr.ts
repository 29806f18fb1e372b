/** French strings of the page type data editors (the editor's Details tab). */
import { locationsFr, researchesFr } from "../../site/fr.ts";
import type { PageTypesMessages } from "./en.ts";

export const pageTypesFr: PageTypesMessages = {
  typeData: {
    tab: "Détails",
    intro: "Les champs de ce type de page. Ils sont enregistrés et publiés avec la page.",
    research: {
      name: "Nom",
      nameHint: "Vide : le titre de la page.",
      code: researchesFr.code,
      price: researchesFr.price,
      priceHint: "En euros, tel que le patient le paie.",
      duration: "Durée en heures",
      durationHint:
        "0,25 correspond à 15 minutes. Une analyse de 2 heures reçoit un message spécial.",
      time: "Accueil par analyse",
      walkIn: researchesFr.times["walk-in"],
      appointment: researchesFr.times.appointment,
      material: researchesFr.material,
      materialHint: "Le sperme n'est reçu qu'au siège ; le site l'indique avec l'analyse.",
      materials: researchesFr.materials,
      preparation: researchesFr.preparation,
      preparationHint:
        "Ce que le patient fait avant, comme rester à jeun ; 2000 caractères au plus.",
    },
    faq: {
      question: "Question",
      questionHint: "Vide : le titre de la page.",
      category: "Catégorie",
      categoryHint:
        "Les blocs FAQ affichent les questions d'une catégorie. Choisissez-en une ou saisissez-en une nouvelle.",
      answer: "Réponse",
    },
    location: {
      name: "Nom",
      nameHint: "Affiché dans la recherche de sites ; vide : le titre de la page.",
      address: "Rue et numéro",
      postcode: locationsFr.postcodeLabel,
      postcodeHint: "Un code postal néerlandais, comme 1234 AB.",
      postcodeInvalid: "Saisissez un code postal comme 1234 AB.",
      city: "Ville",
      coordinates: "Position sur la carte",
      lat: "Latitude",
      lng: "Longitude",
      coordinatesHint:
        "En degrés décimaux, comme 52.0894 et 5.1100. Sert à trier les sites par distance quand un visiteur partage sa position.",
      hours: locationsFr.openingHours,
      hoursHint: "Du lundi au vendredi ; chaque site est fermé le week-end.",
      open: "Ouvert",
      opens: "Ouvre à",
      closes: "Ferme à",
      timeInvalid: "Saisissez une heure comme 08:00.",
      closeAfterOpen: "L’heure de fermeture doit suivre l’heure d’ouverture.",
      weekdays: {
        monday: "Lundi",
        tuesday: "Mardi",
        wednesday: "Mercredi",
        thursday: "Jeudi",
        friday: "Vendredi",
      },
      accessibility: locationsFr.accessibility,
      accessibilityHint: "Entrée, ascenseur, accès en fauteuil roulant ; 1000 caractères au plus.",
      parking: locationsFr.parking,
      parkingPaid: "Payant",
      parkingFree: "Gratuit",
      parkingNone: "Aucun",
      services: locationsFr.services,
      servicesHint:
        "Par exemple bloedafname, monsters inleveren, trombosedienst. Appuyez sur Entrée ou virgule après chacun.",
      headOffice: locationsFr.headOffice,
      headOfficeHint: "Seul le siège reçoit les échantillons de sperme.",
    },
    news: {
      author: "Auteur",
      date: "Date",
      dateHint: "Les listes d’actualités affichent d’abord l’article le plus récent.",
      summary: "Résumé",
      summaryHint: "Affiché dans les listes d’actualités ; 500 caractères au plus.",
      image: "Image",
    },
  },
};
