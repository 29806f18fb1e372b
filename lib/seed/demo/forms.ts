/**
 * The demo's form templates (issue 13): the contact form (first name, last name, phone number,
 * e-mail address, message, agreement to the terms) and the complaints form (salutation, your
 * details, what it is about, the reaction wished for, with a note for patients of the
 * thrombosis service). The public-forms part of the seed places them on `/contact` and the
 * complaints page with a form block.
 */
import { createFormTemplateBody, type FormTemplateInput } from "../../content/forms.ts";
import type { Actor, Deps } from "../../ops/deps.ts";
import { createFormTemplate } from "../../ops/forms/form_templates.ts";

/**
 * How soon the demo lab answers a message: the contact page says it and the contact form's
 * confirmation repeats it, so both read this one phrase (issue 28: they said one and two working
 * days). A complaint has its own, longer term (five working days).
 */
export const DEMO_ANSWER_TIME = "binnen twee werkdagen";

/** The contact form's template (exported for the tests that read its words). */
export const CONTACT = {
  name: "Contactformulier",
  receiverEmail: "info@example.com",
  confirmationTitle: "Bedankt voor uw bericht",
  confirmationText:
    `Wij hebben uw bericht ontvangen en nemen ${DEMO_ANSWER_TIME} contact met u op. Heeft u een vraag over een uitslag? Neem dan contact op met uw huisarts of specialist.`,
  fields: [
    { id: "voornaam", label: "Voornaam", kind: "short-text", limit: 100 },
    { id: "achternaam", label: "Achternaam", kind: "short-text", limit: 100 },
    {
      id: "telefoonnummer",
      label: "Telefoonnummer",
      kind: "phone",
      help: "Bijvoorbeeld 06-12345678 of 030 123 45 67.",
    },
    { id: "e-mailadres", label: "E-mailadres", kind: "email" },
    { id: "bericht", label: "Bericht", kind: "long-text", limit: 1000 },
    {
      id: "voorwaarden",
      label: "Ik ga akkoord met de",
      kind: "consent",
      linkText: "algemene voorwaarden",
      link: "/algemene-voorwaarden",
    },
  ],
};

const COMPLAINTS = {
  name: "Klachtenformulier",
  receiverEmail: "klachten@example.com",
  confirmationTitle: "Bedankt voor uw melding",
  confirmationText:
    "Wij hebben uw klacht ontvangen. Onze klachtenfunctionaris neemt binnen vijf werkdagen contact met u op om uw klacht te bespreken.",
  fields: [
    { id: "aanhef", label: "Aanhef", kind: "select", options: ["Dhr.", "Mevr.", "Anders"] },
    { id: "naam", label: "Naam", kind: "short-text", limit: 150, help: "Uw voor- en achternaam." },
    { id: "e-mailadres", label: "E-mailadres", kind: "email" },
    { id: "telefoonnummer", label: "Telefoonnummer", kind: "phone", optional: true },
    {
      id: "betreft",
      label: "Betreft",
      kind: "long-text",
      limit: 2000,
      help:
        "Beschrijf wat er is gebeurd, wanneer en op welke locatie. Bent u patiënt van de trombosedienst? Bel voor vragen over uw doseerschema de trombosedienst zelf; via dit formulier behandelen wij klachten.",
    },
    {
      id: "gewenste-reactie",
      label: "Gewenste reactie",
      kind: "long-text",
      limit: 1000,
      help: "Wat verwacht u van ons? Bijvoorbeeld een gesprek, uitleg of excuses.",
    },
  ],
};

/** Creates the contact and complaints templates; answers their ids. */
export async function seedFormTemplates(
  deps: Deps,
  actor: Actor,
): Promise<{ contact: number; complaints: number }> {
  const make = async (input: unknown) =>
    (await createFormTemplate(
      deps,
      actor,
      createFormTemplateBody.parse(input) as FormTemplateInput,
    ))
      .id;
  return { contact: await make(CONTACT), complaints: await make(COMPLAINTS) };
}
