/**
 * Link text that says nothing about where a link goes: a screen reader's list of links reads
 * "click here, read more, here" and the visitor learns nothing. The phrases are those of the
 * four interface languages; a bare address counts too (read out character by character).
 */

const VAGUE = new Set([
  // en
  "click here",
  "click",
  "here",
  "read more",
  "more",
  "learn more",
  "more info",
  "more information",
  "this link",
  "link",
  "this page",
  "continue reading",
  // nl
  "klik hier",
  "klik",
  "hier",
  "lees meer",
  "meer",
  "meer info",
  "meer informatie",
  "lees verder",
  "deze link",
  "link",
  "deze pagina",
  // de
  "hier klicken",
  "klicken sie hier",
  "klick hier",
  "hier",
  "mehr",
  "mehr lesen",
  "weiterlesen",
  "mehr erfahren",
  "mehr informationen",
  "dieser link",
  // fr
  "cliquez ici",
  "cliquer ici",
  "ici",
  "lire la suite",
  "en savoir plus",
  "plus",
  "suite",
  "ce lien",
  "lien",
  "plus d'infos",
  "plus d'informations",
]);

/** Lower case, typographic apostrophes straightened, punctuation and arrows around it gone. */
function normalised(text: string): string {
  return text.toLowerCase().replace(/[\u2019\u2018]/g, "'")
    .replace(/[\s\u00a0]+/g, " ")
    .replace(/^[\s.…:!?»«›‹>→←\-–—"()[\]]+|[\s.…:!?»«›‹>→←\-–—"()[\]]+$/g, "");
}

const BARE_ADDRESS = /^(?:https?:\/\/|www\.)\S+$|^mailto:\S+$/i;

/** Why a link's visible text says nothing: "vague", "address", or null when it is fine. */
export function vagueLinkText(text: string): "vague" | "address" | null {
  const t = normalised(text);
  if (t === "") return null; // empty is its own rule
  if (BARE_ADDRESS.test(t)) return "address";
  return VAGUE.has(t) ? "vague" : null;
}
