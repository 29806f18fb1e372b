/** French strings of the menu structure screen (/cmsadmin/menu-structure). */
import type { menusEn } from "./en.ts";

export const menusFr: typeof menusEn = {
  menus: {
    history: {
      title: "Derniers enregistrements",
      entry: "{{date}} : {{name}}, {{count}} éléments",
      formerUser: "un ancien utilisateur",
    },
    intro:
      "Organisez les menus du site pour chaque langue : ajoutez, modifiez, déplacez et imbriquez les éléments, puis enregistrez.",
    noLocales: "Vous ne gérez les menus d’aucune langue du site.",
    locale: "Langue",
    menu: "Menu",
    names: {
      main: "Menu principal",
      footer: "Menu de pied de page",
      professional: "Menu des professionnels",
      patient: "Menu des patients",
    },
    nameWithCount: "{{name}} ({{count}})",
    heading: "{{menu}} · {{locale}}",
    addItem: "Ajouter un élément",
    saved: "{{menu}} enregistré.",
    saveFailed: "Le menu n’a pas pu être enregistré.",
    loadFailed: "Le menu n’a pas pu être chargé.",
    limitReached: "Ce menu a atteint le nombre maximal d’éléments.",
    itemErrors_one: "{{count}} élément demande votre attention : voyez le message en dessous.",
    itemErrors_other:
      "{{count}} éléments demandent votre attention : voyez le message sous chacun.",
    empty: {
      title: "{{menu}} n’a encore aucun élément",
      description:
        "Ajoutez un élément pour commencer. Un élément peut mener à une page, à une adresse web ou à une ancre.",
    },
    tree: {
      label: "Éléments de : {{menu}}",
      childrenOf: "Éléments sous {{title}}",
    },
    conflict: {
      title: "Quelqu’un d’autre a enregistré ce menu",
      message:
        "Ce menu a été modifié depuis que vous l’avez ouvert. Rechargez-le pour voir la version actuelle ; vos modifications non enregistrées ici seront perdues.",
      reload: "Recharger le menu",
    },
    unsaved: {
      badge: "Modifications non enregistrées",
      title: "Modifications non enregistrées",
      message:
        "Ce menu a des modifications non enregistrées. Quitter et abandonner ces modifications ?",
      stay: "Rester",
      discard: "Abandonner les modifications",
    },
    delete: {
      title: "Supprimer l’élément de menu",
      message: "Supprimer « {{title}} » du menu ?",
      messageWithChildren_one:
        "Supprimer « {{title}} » du menu ? Son élément enfant ({{count}}) est supprimé aussi.",
      messageWithChildren_other:
        "Supprimer « {{title}} » du menu ? Ses {{count}} éléments enfants sont supprimés aussi.",
    },
    announce: {
      added: "« {{title}} » ajouté.",
      updated: "« {{title}} » modifié.",
      deleted: "« {{title}} » supprimé.",
      moved:
        "« {{title}} » est maintenant l’élément {{position}} sur {{total}} au niveau {{level}}.",
      movedUnder:
        "« {{title}} » est maintenant l’élément {{position}} sur {{total}} sous « {{parent}} », au niveau {{level}}.",
    },
    drag: {
      instructions:
        "Pour prendre un élément, appuyez sur espace ou entrée. Déplacez-le avec les flèches et déposez-le avec espace ou entrée, ou annulez avec échap. Les boutons de déplacement de chaque élément font de même.",
      picked: "« {{title}} » pris.",
      over: "« {{title}} » est au-dessus de « {{over}} ».",
      dropped: "« {{title}} » déposé.",
      cancelled: "Déplacement de « {{title}} » annulé.",
    },
    item: {
      item: "élément",
      drag: "Faire glisser {{title}}",
      dragTip: "Faites glisser pour déplacer ; sur le côté pour changer de niveau",
      sortable: "triable",
      moveUp: "Monter : {{title}}",
      moveUpTip: "Monter",
      moveDown: "Descendre : {{title}}",
      moveDownTip: "Descendre",
      indent: "Mettre en retrait : {{title}}",
      indentTip: "Mettre en retrait (sous l’élément du dessus)",
      outdent: "Réduire le retrait : {{title}}",
      outdentTip: "Réduire le retrait (sortir de l’élément parent)",
      edit: "Modifier : {{title}}",
      addChild: "Ajouter un élément enfant : {{title}}",
      addChildTip: "Ajouter un élément enfant",
      maxDepth: "Les éléments du troisième niveau ne peuvent pas avoir d’enfants.",
      delete: "Supprimer : {{title}}",
      notPublished: "Non publiée",
      pageDeleted: "Page supprimée",
      pageNumber: "page {{id}}",
      linksToPage: "Page : {{page}}",
      linksToUrl: "Adresse web : {{url}}",
      linksToAnchor: "Ancre : #{{anchor}} sur la page affichée",
      linksToAnchorOn: "Ancre : #{{anchor}} sur {{page}}",
    },
    dialog: {
      addTitle: "Ajouter un élément de menu",
      addChildTitle: "Ajouter un élément enfant",
      editTitle: "Modifier l’élément de menu",
      title: "Titre",
      linkKind: "Mène à",
      kinds: {
        internal: "Une page",
        external: "Une adresse web",
        anchor: "Une ancre",
      },
      page: "Page",
      anchorPage: "Page (facultative)",
      pagePlaceholder: "Chercher une page par titre ou slug",
      clearPage: "Retirer la page",
      url: "Adresse web",
      urlHint: "Une adresse complète commençant par https:// ou http://",
      anchor: "Ancre",
      anchorHint:
        "Le point d’ancrage d’un bloc, sans #. Sans page, il désigne un endroit de la page affichée.",
      add: "Ajouter l’élément",
      apply: "Appliquer",
    },
    errors: {
      pageNotHere: "Cette page n’existe pas (plus) dans cette langue. Choisissez une autre page.",
    },
  },
};
