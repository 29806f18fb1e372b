/**
 * How guessable a new password is, by zxcvbn (@zxcvbn-ts/core with its common-password and
 * name dictionaries): the rules of lib/content/fields.ts (length, an upper-case letter, a
 * special character) let "Password1!" through; an estimator of guesses does not.
 *
 * Refused: a password that contains the user's own name or e-mail address (V_21), and one
 * zxcvbn scores below 3 of 4 (V_20; 3 is its "safely unguessable: moderate protection from an
 * offline slow-hash attack", which is what a stolen store's password hashes face).
 *
 * The dictionaries are some megabytes: loaded on the first password set, not at start-up.
 */
import type { ErrorCode } from "../content/errors.ts";

type Estimate = (password: string, userInputs: string[]) => {
  score: number;
  sequence: { pattern: string; dictionaryName?: string }[];
};

let loading: Promise<Estimate> | null = null;

function estimator(): Promise<Estimate> {
  loading ??= (async () => {
    const [{ zxcvbn, zxcvbnOptions }, common] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
    ]);
    zxcvbnOptions.setOptions({
      dictionary: { ...common.dictionary },
      graphs: common.adjacencyGraphs,
    });
    return (password: string, userInputs: string[]) => zxcvbn(password, userInputs);
  })();
  return loading;
}

/** The words of a person that a password must not contain: name parts and the address. */
function personalWords(person: { name?: string; email?: string }): string[] {
  const email = (person.email ?? "").toLowerCase();
  const words = [
    ...(person.name ?? "").toLowerCase().split(/[^\p{L}\p{N}]+/u),
    email,
    email.split("@")[0],
    ...email.split("@")[0].split(/[^\p{L}\p{N}]+/u),
  ];
  // Shorter pieces ("jo", "de") are too common inside any word to mean the person.
  return [...new Set(words.filter((w) => w.length >= 3))];
}

/** The catalogue code of what is wrong with `password` for `person`, or null when it will do. */
export async function passwordWeakness(
  password: string,
  person: { name?: string; email?: string },
): Promise<ErrorCode | null> {
  const lower = password.toLowerCase();
  const words = personalWords(person);
  if (words.some((word) => lower.includes(word))) return "V_21";
  const estimate = (await estimator())(password, words);
  return estimate.score < 3 ? "V_20" : null;
}
