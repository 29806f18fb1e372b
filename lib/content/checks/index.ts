/**
 * The accessibility and quality checks: rules and the page check (see ./check_page.ts); their texts
 * are in the text catalogue (lib/i18n/checks.ts).
 */
export * from "./rules.ts";
export { checkPage } from "./check_page.ts";
export type { CheckedBlock, CheckedDocument } from "./check_page.ts";
export { vagueLinkText } from "./link_text.ts";
export { type ChecksReportItem, checksReportQuery } from "./report.ts";
