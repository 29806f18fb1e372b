/**
 * Sizes for texts whose length depends on the language: a select as wide as its longest label
 * (French labels are a third longer than English ones), and the props that keep a long unbroken
 * text (a title, an address) from widening a table beyond the screen.
 */

let canvas: HTMLCanvasElement | null = null;

/** Width in px of `text` in the admin's font at `sizePx` (an estimate where there is no DOM). */
export function textWidth(text: string, sizePx = 14): number {
  try {
    canvas ??= document.createElement("canvas");
    const context = canvas.getContext("2d");
    if (context) {
      const family = getComputedStyle(document.body).fontFamily || "sans-serif";
      context.font = `${sizePx}px ${family}`;
      return context.measureText(text).width;
    }
  } catch {
    // No DOM (unit tests): fall back to the estimate.
  }
  return text.length * sizePx * 0.62;
}

/** Room a small Mantine select needs besides its text: left padding, chevron, some slack. */
const SELECT_CHROME_PX = 12 + 36 + 10;

/** A width (px) for a small select that shows each of `labels` (and its placeholder) whole. */
export function selectWidth(labels: readonly string[], options: { min?: number } = {}): number {
  const widest = Math.max(0, ...labels.map((label) => textWidth(label)));
  return Math.max(options.min ?? 120, Math.ceil(widest + SELECT_CHROME_PX));
}

/**
 * Props for a Mantine `Text` or `Anchor` showing a text that may be long and unbroken: it breaks
 * within `maxWidth`, stops after `lines` lines, and shows itself whole on hover. By default it
 * may break anywhere, so its column can give way to the others; `anywhere: false` breaks a word
 * only when it must overflow, for short texts ("/prices") that should not be split to make room.
 */
export function longTextProps(
  text: string,
  options: { lines?: number; maxWidth?: string; anywhere?: boolean } = {},
) {
  return {
    title: text,
    lineClamp: options.lines ?? 2,
    maw: options.maxWidth ?? "28rem",
    style: {
      overflowWrap: options.anywhere === false ? "break-word" as const : "anywhere" as const,
    },
  };
}
