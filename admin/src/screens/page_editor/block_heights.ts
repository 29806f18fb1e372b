/**
 * About how tall each block's form is, before it is drawn: a far block is a stub of this height
 * (so the page scrolls as it will), and the blocks that fill the first screen are drawn whole at
 * once (issue 23).
 */
const HEIGHT_GUESS: Record<string, number> = {
  heading: 90,
  text: 300,
  "text-image": 420,
  quote: 170,
  image: 230,
  button: 160,
  video: 170,
  "team-member": 380,
};

/** The guessed height in pixels of a block of `type`'s form. */
export function heightGuess(type: string): number {
  return HEIGHT_GUESS[type] ?? 160;
}

/**
 * How many of the first blocks (by type) fill a viewport this high, by their guessed heights:
 * these are drawn whole in the list's first render, rather than as stubs that the viewport
 * observer turns into forms a frame later (a second pass over the page at open).
 */
export function firstScreenful(types: readonly string[], viewportHeight: number): number {
  let top = 0;
  let count = 0;
  while (count < types.length && top < viewportHeight) top += heightGuess(types[count++]);
  return count;
}
