/** French strings of presence and soft locks in the page editor (see en.ts). */
import type { PresenceMessages } from "./en.ts";

export const presenceFr: PresenceMessages = {
  presence: {
    listLabel: "Autres personnes sur cette page",
    editing: "{{name}} modifie cette page — depuis {{time}}",
    open: "{{name}} a ouvert cette page — depuis {{time}}",
    selfEditing: "Vous modifiez cette page dans un autre onglet — depuis {{time}}",
    selfOpen: "Vous avez ouvert cette page dans un autre onglet — depuis {{time}}",
    readOnlySelf:
      "La page est en lecture seule ici pendant que vous la modifiez dans un autre onglet. Reprenez-la pour la modifier ici ; l’autre onglet garde ses modifications non enregistrées.",
    readOnly:
      "La page est en lecture seule pour vous pendant que {{name}} la modifie. Reprenez-la pour faire des modifications : {{name}} en est informé aussitôt et garde ses modifications non enregistrées dans son navigateur.",
    takeOver: "Reprendre",
    idleRule: "Si {{name}} ne modifie rien pendant {{minutes}} minutes, la page redevient libre.",
    released: {
      title: "Cette page est maintenant libre pour les autres",
      message:
        "Vous n’avez rien modifié depuis {{minutes}} minutes : depuis {{time}}, d’autres peuvent la modifier. Vos modifications non enregistrées restent ici ; modifiez quelque chose pour continuer, sauf si quelqu’un d’autre a commencé entre-temps.",
    },
    takeOverFailed: "La page n’a pas pu être reprise. Veuillez réessayer.",
    tookOver: "Vous modifiez cette page maintenant.",
    lost: {
      title: "{{name}} a repris cette page",
      message:
        "À {{time}}, {{name}} a repris la modification. La page est maintenant en lecture seule pour vous ; vos modifications non enregistrées sont conservées dans ce navigateur et proposées à nouveau après un rechargement.",
      messageSaved:
        "À {{time}}, {{name}} a repris la modification. La page est maintenant en lecture seule pour vous ; rechargez pour suivre ses modifications.",
      reload: "Recharger",
      takeBack: "La reprendre",
    },
    merge: {
      open: "Comparer côte à côte",
      title: "Vos modifications et la version enregistrée",
      intro:
        "Quelqu’un a enregistré cette page après que vous avez commencé. Pour chaque bloc qui diffère, choisissez la version à garder, puis enregistrez le résultat. Les champs de page que vous avez modifiés (titre, SEO) gardent votre valeur ; les autres prennent la valeur enregistrée.",
      loading: "Chargement de la version enregistrée…",
      loadFailed: "La version enregistrée n’a pas pu être chargée.",
      none:
        "Les blocs sont identiques dans les deux versions ; l’enregistrement garde vos champs de page.",
      mine: "Votre version",
      stored: "Version enregistrée",
      keepMine: "Garder la vôtre",
      keepStored: "Garder l’enregistrée",
      choice: "Quel bloc {{block}} garder",
      absent: "Absent de cette version",
      onlyMine: "Uniquement dans votre version",
      onlyStored: "Uniquement dans la version enregistrée",
      store: "Enregistrer la version fusionnée",
      cancel: "Annuler",
    },
  },
};
