/** The options every confirmation of a destructive action shares (delete, log out…). */
import type { TFunction } from "i18next";

export function destructiveModal(t: TFunction, confirm: string) {
  return {
    labels: { confirm, cancel: t("common.cancel") },
    // The darkest red: white on Mantine's default filled red is below WCAG AA (about 3.7:1).
    confirmProps: { color: "red.9" },
    cancelProps: { variant: "default" },
    closeButtonProps: { "aria-label": t("common.close") },
  };
}
