/** Nederlandse teksten van Voorbeeld delen in de pagina-editor (zie ./en.ts). */
export const shareNl = {
  share: {
    open: "Voorbeeld delen",
    title: "Een voorbeeld delen",
    intro:
      "Iedereen met de link ziet versie {{id}} getoond zoals op de live site, gemarkeerd als voorbeeld en verborgen voor zoekmachines, tot de link verloopt of wordt ingetrokken.",
    dirty:
      "Je hebt niet-opgeslagen wijzigingen: de link toont de laatst opgeslagen versie. Sla eerst op om ze te delen.",
    live:
      "Deze versie is de live versie: stuur in plaats daarvan het openbare adres. Sla een wijziging op om een concept te delen.",
    validFor: "Geldig gedurende",
    hours_one: "{{count}} uur",
    hours_other: "{{count}} uur",
    days_one: "{{count}} dag",
    days_other: "{{count}} dagen",
    password: "Wachtwoord (optioneel)",
    passwordHint:
      "Beoordelaars typen het voordat het voorbeeld verschijnt. Geef het hun los van de link.",
    allowComments: "Opmerkingen toestaan",
    allowCommentsHint:
      "Beoordelaars mogen opmerkingen bij deze versie plaatsen, met hun naam en e-mail.",
    create: "Link maken",
    created: "De link is gemaakt. Kopieer hem nu: hij wordt maar één keer getoond.",
    url: "Deellink",
    copy: "Link kopiëren",
    copied: "Gekopieerd",
    listTitle: "Geldige links van deze pagina",
    none: "Deze pagina heeft geen geldige deellinks.",
    loadFailed: "De links konden niet worden geladen.",
    failed: "De link kon niet worden gemaakt.",
    createdBy: "Gemaakt door",
    version: "Versie",
    expires: "Verloopt",
    withPassword: "Wachtwoord",
    revoke: "Intrekken",
    revokeLabel: "De link van {{name}} intrekken, verloopt {{date}}",
    revokeConfirm: "Deze link intrekken? Wie hem heeft, krijgt te zien dat hij niet meer werkt.",
    revokeYes: "Link intrekken",
    keep: "Behouden",
    revoked: "De link is ingetrokken.",
  },
};
