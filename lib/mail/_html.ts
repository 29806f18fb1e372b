/** The shared HTML of our e-mails: the page around a body, the action button, a quote. */
import { escapeHtml } from "../content/escape_html.ts";
import type { Language } from "../content/locales.ts";

/** A whole message around `body` (already HTML). */
export function mailPage(language: Language, body: string): string {
  return `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5;color:#1a1b1e">
${body}
</body></html>`;
}

/** The link as a button, with the address spelled out beneath for mail clients that hide it. */
export function actionButton(link: string, label: string): string {
  const e = escapeHtml;
  return `<p><a href="${
    e(link)
  }" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">${
    e(label)
  }</a></p>
<p style="font-size:13px;color:#555">${e(link)}</p>`;
}

/** Someone's words, quoted as they wrote them ("—" when they wrote nothing). */
export function quote(text: string): string {
  return `<blockquote style="border-left:4px solid #ced4da;margin:0;padding:4px 12px;white-space:pre-wrap">${
    escapeHtml(text || "—")
  }</blockquote>`;
}
