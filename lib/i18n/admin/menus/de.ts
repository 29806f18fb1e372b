/** German strings of the menu structure screen (/cmsadmin/menu-structure). */
import type { menusEn } from "./en.ts";

export const menusDe: typeof menusEn = {
  menus: {
    history: {
      title: "Zuletzt gespeichert",
      entry: "{{date}}: {{name}}, {{count}} Einträge",
      formerUser: "ein ehemaliger Benutzer",
    },
    intro:
      "Gestalten Sie die Menüs der Website je Sprache: Einträge hinzufügen, bearbeiten, verschieben und verschachteln, dann speichern.",
    noLocales: "Sie verwalten die Menüs keiner Sprache der Website.",
    locale: "Sprache",
    menu: "Menü",
    names: {
      main: "Hauptmenü",
      footer: "Fußzeilenmenü",
      professional: "Menü für Fachleute",
      patient: "Menü für Patienten",
    },
    nameWithCount: "{{name}} ({{count}})",
    heading: "{{menu}} · {{locale}}",
    addItem: "Eintrag hinzufügen",
    saved: "{{menu}} gespeichert.",
    saveFailed: "Das Menü konnte nicht gespeichert werden.",
    loadFailed: "Das Menü konnte nicht geladen werden.",
    limitReached: "Dieses Menü hat die höchste Zahl an Einträgen erreicht.",
    itemErrors_one: "{{count}} Eintrag braucht Aufmerksamkeit: siehe die Meldung darunter.",
    itemErrors_other:
      "{{count}} Einträge brauchen Aufmerksamkeit: siehe die Meldung unter jedem Eintrag.",
    empty: {
      title: "{{menu}} hat noch keine Einträge",
      description:
        "Fügen Sie einen Eintrag hinzu. Einträge können auf eine Seite, eine Webadresse oder einen Anker verweisen.",
    },
    tree: {
      label: "Einträge von {{menu}}",
      childrenOf: "Einträge unter {{title}}",
    },
    conflict: {
      title: "Jemand anderes hat dieses Menü gespeichert",
      message:
        "Dieses Menü wurde geändert, seit Sie es geöffnet haben. Laden Sie es neu, um die aktuelle Fassung zu sehen; Ihre ungespeicherten Änderungen hier gehen dabei verloren.",
      reload: "Menü neu laden",
    },
    unsaved: {
      badge: "Ungespeicherte Änderungen",
      title: "Ungespeicherte Änderungen",
      message:
        "Dieses Menü hat Änderungen, die nicht gespeichert sind. Verlassen und die Änderungen verwerfen?",
      stay: "Bleiben",
      discard: "Änderungen verwerfen",
    },
    delete: {
      title: "Menüeintrag löschen",
      message: "„{{title}}“ aus dem Menü löschen?",
      messageWithChildren_one:
        "„{{title}}“ aus dem Menü löschen? Sein {{count}} untergeordneter Eintrag wird ebenfalls gelöscht.",
      messageWithChildren_other:
        "„{{title}}“ aus dem Menü löschen? Seine {{count}} untergeordneten Einträge werden ebenfalls gelöscht.",
    },
    announce: {
      added: "„{{title}}“ hinzugefügt.",
      updated: "„{{title}}“ aktualisiert.",
      deleted: "„{{title}}“ gelöscht.",
      moved: "„{{title}}“ ist jetzt Eintrag {{position}} von {{total}} auf Ebene {{level}}.",
      movedUnder:
        "„{{title}}“ ist jetzt Eintrag {{position}} von {{total}} unter „{{parent}}“, auf Ebene {{level}}.",
    },
    drag: {
      instructions:
        "Drücken Sie Leertaste oder Eingabe, um einen Eintrag aufzunehmen. Verschieben Sie ihn mit den Pfeiltasten und legen Sie ihn mit Leertaste oder Eingabe ab, oder brechen Sie mit Escape ab. Die Verschiebeknöpfe jedes Eintrags tun dasselbe.",
      picked: "„{{title}}“ aufgenommen.",
      over: "„{{title}}“ ist über „{{over}}“.",
      dropped: "„{{title}}“ abgelegt.",
      cancelled: "Verschieben von „{{title}}“ abgebrochen.",
    },
    item: {
      item: "Eintrag",
      drag: "{{title}} ziehen",
      dragTip: "Ziehen zum Verschieben; seitwärts ziehen ändert die Ebene",
      sortable: "sortierbar",
      moveUp: "Nach oben: {{title}}",
      moveUpTip: "Nach oben",
      moveDown: "Nach unten: {{title}}",
      moveDownTip: "Nach unten",
      indent: "Einrücken: {{title}}",
      indentTip: "Einrücken (dem Eintrag darüber unterordnen)",
      outdent: "Ausrücken: {{title}}",
      outdentTip: "Ausrücken (aus dem übergeordneten Eintrag lösen)",
      edit: "Bearbeiten: {{title}}",
      addChild: "Untereintrag hinzufügen: {{title}}",
      addChildTip: "Untereintrag hinzufügen",
      maxDepth: "Einträge der dritten Ebene können keine Untereinträge haben.",
      delete: "Löschen: {{title}}",
      notPublished: "Nicht veröffentlicht",
      pageDeleted: "Seite gelöscht",
      pageNumber: "Seite {{id}}",
      linksToPage: "Seite: {{page}}",
      linksToUrl: "Webadresse: {{url}}",
      linksToAnchor: "Anker: #{{anchor}} auf der aktuellen Seite",
      linksToAnchorOn: "Anker: #{{anchor}} auf {{page}}",
    },
    dialog: {
      addTitle: "Menüeintrag hinzufügen",
      addChildTitle: "Untereintrag hinzufügen",
      editTitle: "Menüeintrag bearbeiten",
      title: "Titel",
      linkKind: "Verweist auf",
      kinds: {
        internal: "Eine Seite",
        external: "Eine Webadresse",
        anchor: "Einen Anker",
      },
      page: "Seite",
      anchorPage: "Seite (optional)",
      pagePlaceholder: "Seite nach Titel oder Slug suchen",
      clearPage: "Seite entfernen",
      url: "Webadresse",
      urlHint: "Eine vollständige Adresse, die mit https:// oder http:// beginnt",
      anchor: "Anker",
      anchorHint:
        "Der Ankerpunkt eines Blocks, ohne #. Ohne Seite zeigt er auf eine Stelle der angezeigten Seite.",
      add: "Eintrag hinzufügen",
      apply: "Übernehmen",
    },
    errors: {
      pageNotHere:
        "Diese Seite gibt es in dieser Sprache (nicht mehr). Wählen Sie eine andere Seite.",
    },
  },
};
