/** French strings of the editor as one document (see en.ts). */
import type { EditingMessages } from "./en.ts";

export const editingFr: EditingMessages = {
  editing: {
    undo: "Annuler",
    redo: "Rétablir",
    undoWhat: "Annuler : {{what}}",
    redoWhat: "Rétablir : {{what}}",
    undone: "Annulé : {{what}}",
    redone: "Rétabli : {{what}}",
    shortcuts:
      "Ctrl+S enregistre depuis n’importe quel onglet ; Ctrl+Z et Ctrl+Maj+Z annulent et rétablissent chaque changement (dans un champ de texte, d’abord sa propre saisie).",
    undoLabel: {
      add: "ajouter {{label}}",
      delete: "supprimer {{label}}",
      move: "déplacer {{label}}",
      replace: "remplacer par {{label}}",
      edit: "modifier {{label}}",
    },
    settingsSavedWithPage:
      "Le titre et le slug sont enregistrés avec le reste de la page par Enregistrer (Ctrl+S), depuis n’importe quel onglet.",
    slugNotReady: "Choisissez un slug valide et libre avant d’enregistrer.",
    nothingToSave: "Il n’y a rien de nouveau à enregistrer.",
    restore: {
      title: "Modifications non enregistrées trouvées",
      message: "Restaurer les modifications non enregistrées de {{time}} ?",
      changedSince:
        "Quelqu’un a enregistré cette page depuis. Si vous restaurez puis enregistrez, votre version remplace la sienne.",
      restore: "Restaurer",
      discard: "Abandonner",
      restored: "Vos modifications non enregistrées sont de retour. Enregistrez pour les garder.",
    },
    preview: {
      toggle: "Aperçu en direct",
      title: "Aperçu en direct",
      updating: "Mise à jour…",
      current: "Montre vos modifications non enregistrées",
      window: "Ouvrir l’aperçu en direct dans sa propre fenêtre",
      close: "Fermer l’aperçu en direct",
      resize: "Largeur de l’aperçu en direct",
      invalid: "Non affiché tant que ce n’est pas enregistrable :",
      frameTitle: "Aperçu en direct de vos modifications non enregistrées",
      waiting: "En attente de l’éditeur de page. Gardez-le ouvert dans un autre onglet ou fenêtre.",
    },
    publish: {
      title: "Publier cette page ?",
      intro:
        "Publier enregistre vos modifications et met cette version en ligne. Par rapport à la page en ligne :",
      firstTime_one: "Cette page n’est pas encore en ligne ; elle le sera avec {{count}} bloc.",
      firstTime_other: "Cette page n’est pas encore en ligne ; elle le sera avec {{count}} blocs.",
      confirm: "Publier",
    },
  },
};
