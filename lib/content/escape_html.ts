/**
 * Text made safe inside HTML text and quoted attribute values: the one escaping of strings we
 * put into HTML by hand (mails, search snippets, a player's srcdoc); JSX escapes the rest itself.
 */
const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);
}
