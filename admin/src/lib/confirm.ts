/** The options every confirmation of a destructive action shares (delete, log out…). */
import type { TFunction } from "i18next";

export function destructiveModal(t: TFunction, confirm: string) {
  return {
    labels: { confirm, cancel: t("common.cancel") },
    confirmProps: { color: "red" },
    cancelProps: { variant: "default" },
    closeButtonProps: { "aria-label": t("common.close") },
  };
}
