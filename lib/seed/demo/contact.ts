/**
 * The demo's form pages (issue 13): `/contact` with the contact form and `/klachten` with the
 * complaints form, each a form block on the templates made by `seedFormTemplates`
 * (lib/seed/demo/forms.ts). The footer menu links both (lib/seed/demo/site_pages.ts).
 */
import type { DemoPage } from "./demo_page.ts";
import { demoBlocks } from "./_blocks.ts";
import { DEMO_ANSWER_TIME } from "./forms.ts";

/**
 * The pages, given the ids of the contact and complaints templates. Their block keys are the
 * same on every call (the contact form's is "form3"), so a form's element ids are known.
 */
export function formPages(templates: { contact: number; complaints: number }): DemoPage[] {
  const { block, h, p } = demoBlocks("form");
  return [
    {
      title: "Contact",
      slug: "contact",
      locale: "en-gb",
      seoDescription: "Vragen over een afspraak, een onderzoek of een uitslag.",
      blocks: [
        h("Contact", 1),
        p(
          `<p>Bel ons op werkdagen of stuur ons een bericht; wij antwoorden ${DEMO_ANSWER_TIME}. Vragen over een uitslag bespreekt u met uw huisarts of specialist.</p>`,
        ),
        block("form", {
          templateID: templates.contact,
          heading: "Stuur ons een bericht",
          intro: "",
        }),
        block("button", {
          label: "Of mail ons",
          link: { kind: "mail", value: "mailto:info@example.com" },
          style: "secondary",
        }),
      ],
    },
    {
      title: "Klachten",
      slug: "klachten",
      locale: "en-gb",
      seoDescription: "Niet tevreden over onze dienstverlening? Laat het ons weten.",
      blocks: [
        h("Een klacht indienen", 1),
        p(
          "<p>Bent u niet tevreden over een bezoek aan een van onze locaties, over een medewerker of over de manier waarop wij met uw gegevens omgaan? Dan horen wij dat graag. Onze klachtenfunctionaris behandelt elke klacht vertrouwelijk.</p>",
        ),
        block("form", {
          templateID: templates.complaints,
          heading: "Uw klacht",
          intro:
            "Patiënten van de trombosedienst: voor vragen over uw doseerschema belt u de trombosedienst. Via dit formulier behandelen wij klachten.",
        }),
      ],
    },
  ];
}
