/** Dutch strings of the menu structure screen (/cmsadmin/menu-structure). */
import type { menusEn } from "./en.ts";

export const menusNl: typeof menusEn = {
  menus: {
    history: {
      title: "Laatst opgeslagen",
      entry: "{{date}}: {{name}}, {{count}} items",
      formerUser: "een voormalige gebruiker",
    },
    intro:
      "Richt de menu's van de website per taal in: voeg items toe, bewerk, verplaats en nest ze, en sla op.",
    noLocales: "Je beheert de menu's van geen enkele taal van de website.",
    locale: "Taal",
    menu: "Menu",
    names: {
      main: "Hoofdmenu",
      footer: "Footermenu",
      professional: "Menu voor professionals",
      patient: "Menu voor patiënten",
    },
    nameWithCount: "{{name}} ({{count}})",
    heading: "{{menu}} · {{locale}}",
    addItem: "Item toevoegen",
    saved: "{{menu}} opgeslagen.",
    saveFailed: "Het menu kon niet worden opgeslagen.",
    loadFailed: "Het menu kon niet worden geladen.",
    limitReached: "Dit menu heeft het maximale aantal items bereikt.",
    itemErrors_one: "{{count}} item vraagt aandacht: zie de melding eronder.",
    itemErrors_other: "{{count}} items vragen aandacht: zie de melding onder elk item.",
    empty: {
      title: "{{menu}} heeft nog geen items",
      description:
        "Voeg een item toe om te beginnen. Items kunnen naar een pagina, een webadres of een anker linken.",
    },
    tree: {
      label: "Items van {{menu}}",
      childrenOf: "Items onder {{title}}",
    },
    conflict: {
      title: "Iemand anders heeft dit menu opgeslagen",
      message:
        "Dit menu is gewijzigd sinds je het opende. Laad het opnieuw om de huidige versie te zien; je niet-opgeslagen wijzigingen hier gaan dan verloren.",
      reload: "Menu opnieuw laden",
    },
    unsaved: {
      badge: "Niet-opgeslagen wijzigingen",
      title: "Niet-opgeslagen wijzigingen",
      message: "Dit menu heeft wijzigingen die niet zijn opgeslagen. Weggaan en ze verwerpen?",
      stay: "Blijven",
      discard: "Wijzigingen verwerpen",
    },
    delete: {
      title: "Menu-item verwijderen",
      message: "“{{title}}” uit het menu verwijderen?",
      messageWithChildren_one:
        "“{{title}}” uit het menu verwijderen? Het onderliggende item ({{count}}) wordt ook verwijderd.",
      messageWithChildren_other:
        "“{{title}}” uit het menu verwijderen? De {{count}} onderliggende items worden ook verwijderd.",
    },
    announce: {
      added: "“{{title}}” toegevoegd.",
      updated: "“{{title}}” bijgewerkt.",
      deleted: "“{{title}}” verwijderd.",
      moved: "“{{title}}” is nu item {{position}} van {{total}} op niveau {{level}}.",
      movedUnder:
        "“{{title}}” is nu item {{position}} van {{total}} onder “{{parent}}”, op niveau {{level}}.",
    },
    drag: {
      instructions:
        "Druk op spatie of enter om een item op te pakken. Verplaats het met de pijltjestoetsen en zet het neer met spatie of enter, of annuleer met escape. De verplaatsknoppen van elk item doen hetzelfde.",
      picked: "“{{title}}” opgepakt.",
      over: "“{{title}}” is boven “{{over}}”.",
      dropped: "“{{title}}” neergezet.",
      cancelled: "Verplaatsen van “{{title}}” geannuleerd.",
    },
    item: {
      item: "item",
      drag: "{{title}} slepen",
      dragTip: "Sleep om te verplaatsen; sleep opzij om het niveau te wijzigen",
      sortable: "sorteerbaar",
      moveUp: "Omhoog: {{title}}",
      moveUpTip: "Omhoog",
      moveDown: "Omlaag: {{title}}",
      moveDownTip: "Omlaag",
      indent: "Inspringen: {{title}}",
      indentTip: "Inspringen (onder het item erboven plaatsen)",
      outdent: "Uitspringen: {{title}}",
      outdentTip: "Uitspringen (uit het bovenliggende item halen)",
      edit: "Bewerken: {{title}}",
      addChild: "Onderliggend item toevoegen: {{title}}",
      addChildTip: "Onderliggend item toevoegen",
      maxDepth: "Items op het derde niveau kunnen geen onderliggende items hebben.",
      delete: "Verwijderen: {{title}}",
      notPublished: "Niet gepubliceerd",
      pageDeleted: "Pagina verwijderd",
      pageNumber: "pagina {{id}}",
      linksToPage: "Pagina: {{page}}",
      linksToUrl: "Webadres: {{url}}",
      linksToAnchor: "Anker: #{{anchor}} op de huidige pagina",
      linksToAnchorOn: "Anker: #{{anchor}} op {{page}}",
    },
    dialog: {
      addTitle: "Menu-item toevoegen",
      addChildTitle: "Onderliggend item toevoegen",
      editTitle: "Menu-item bewerken",
      title: "Titel",
      linkKind: "Linkt naar",
      kinds: {
        internal: "Een pagina",
        external: "Een webadres",
        anchor: "Een anker",
      },
      page: "Pagina",
      anchorPage: "Pagina (optioneel)",
      pagePlaceholder: "Zoek een pagina op titel of slug",
      clearPage: "Pagina wissen",
      url: "Webadres",
      urlHint: "Een volledig adres dat begint met https:// of http://",
      anchor: "Anker",
      anchorHint:
        "Het ankerpunt van een blok, zonder #. Zonder pagina wijst het naar een plek op de bekeken pagina.",
      add: "Item toevoegen",
      apply: "Toepassen",
    },
    errors: {
      pageNotHere: "Deze pagina bestaat (niet meer) in deze taal. Kies een andere pagina.",
    },
  },
};
