/** The accessibility and quality checks: rules, texts and the page check (see ./check_page.ts). */
export * from "./rules.ts";
export { checkPage } from "./check_page.ts";
export type { CheckedBlock, CheckedDocument } from "./check_page.ts";
export { CHECK_TEXTS, describe, findingOf } from "./messages.ts";
export { vagueLinkText } from "./link_text.ts";
export { type ChecksReportItem, checksReportQuery } from "./report.ts";
