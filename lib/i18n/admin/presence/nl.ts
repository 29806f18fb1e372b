/** Dutch strings of presence and soft locks in the page editor (see en.ts). */
import type { PresenceMessages } from "./en.ts";

export const presenceNl: PresenceMessages = {
  presence: {
    listLabel: "Anderen op deze pagina",
    editing: "{{name}} bewerkt deze pagina — sinds {{time}}",
    open: "{{name}} heeft deze pagina open — sinds {{time}}",
    selfEditing: "U bewerkt deze pagina in een ander tabblad — sinds {{time}}",
    selfOpen: "U heeft deze pagina open in een ander tabblad — sinds {{time}}",
    readOnlySelf:
      "De pagina is hier alleen-lezen zolang u hem in een ander tabblad bewerkt. Neem over om hier wijzigingen te maken; het andere tabblad houdt zijn niet-opgeslagen wijzigingen.",
    readOnly:
      "De pagina is alleen-lezen voor u zolang {{name}} hem bewerkt. Neem over om wijzigingen te maken: {{name}} krijgt dat meteen te zien en houdt de niet-opgeslagen wijzigingen in de eigen browser.",
    takeOver: "Overnemen",
    idleRule: "Als {{name}} {{minutes}} minuten niets wijzigt, komt de pagina weer vrij.",
    released: {
      title: "Deze pagina is nu vrij voor anderen",
      message:
        "U hebt {{minutes}} minuten niets gewijzigd, dus sinds {{time}} mogen anderen hem bewerken. Uw niet-opgeslagen wijzigingen blijven hier; wijzig iets om verder te gaan, tenzij iemand anders intussen begonnen is.",
    },
    takeOverFailed: "De pagina kon niet worden overgenomen. Probeer het opnieuw.",
    tookOver: "U bewerkt deze pagina nu.",
    lost: {
      title: "{{name}} heeft deze pagina overgenomen",
      message:
        "Om {{time}} heeft {{name}} het bewerken overgenomen. De pagina is nu alleen-lezen voor u; uw niet-opgeslagen wijzigingen blijven in deze browser bewaard en worden opnieuw aangeboden als u herlaadt.",
      messageSaved:
        "Om {{time}} heeft {{name}} het bewerken overgenomen. De pagina is nu alleen-lezen voor u; herlaad om hun wijzigingen te volgen.",
      reload: "Herladen",
      takeBack: "Terugnemen",
    },
    merge: {
      open: "Naast elkaar vergelijken",
      title: "Uw wijzigingen en de opgeslagen versie",
      intro:
        "Iemand heeft deze pagina opgeslagen nadat u begon. Kies voor elk blok dat verschilt welke versie u houdt en sla het resultaat op. Paginavelden die u wijzigde (titel, SEO) houden uw waarde; de andere nemen de opgeslagen waarde.",
      loading: "De opgeslagen versie wordt geladen…",
      loadFailed: "De opgeslagen versie kon niet worden geladen.",
      none: "De blokken zijn in beide versies gelijk; opslaan houdt uw paginavelden.",
      mine: "Uw versie",
      stored: "Opgeslagen versie",
      keepMine: "Uw versie houden",
      keepStored: "Opgeslagen houden",
      choice: "Welk {{block}} houden",
      absent: "Niet in deze versie",
      onlyMine: "Alleen in uw versie",
      onlyStored: "Alleen in de opgeslagen versie",
      store: "Samengevoegde versie opslaan",
      cancel: "Annuleren",
    },
  },
};
