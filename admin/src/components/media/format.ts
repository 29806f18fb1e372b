/** Sizes and dimensions of media files in the interface language. */
import { currentLanguage } from "../../i18n/index.ts";

const UNITS = ["B", "KB", "MB", "GB"] as const;

/** 1536 → "1.5 KB" (binary multiples, as the upload limit of 100 MB is meant). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  const number = new Intl.NumberFormat(currentLanguage(), { maximumFractionDigits: digits })
    .format(value);
  return `${number} ${UNITS[unit]}`;
}

export function formatDimensions(width: number | null, height: number | null): string {
  return width && height ? `${width} × ${height}` : "";
}
