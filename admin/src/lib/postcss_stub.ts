/**
 * Stands in for postcss in the admin bundle (aliased in vite.config.ts). sanitize-html imports
 * postcss only to parse `style` attributes, and our rich-text rules (lib/content/rich_text.ts)
 * allow no `style` attribute, so the parser is never called; shipping it would cost about 20 KB
 * gzipped on every screen that validates rich text. Should a rule ever allow `style`, this throws,
 * and sanitize-html drops the attribute (it catches a parse failure), which is the safe side.
 */
export function parse(): never {
  throw new Error("postcss is not part of the admin bundle: style attributes are not allowed.");
}

export default { parse };
