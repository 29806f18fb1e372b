/** A success notification whose close button has an accessible name. */
import { notifications } from "@mantine/notifications";
import i18next from "i18next";

export function notifySuccess(message: string): void {
  notifications.show({
    color: "green",
    message,
    closeButtonProps: { "aria-label": i18next.t("common.close") },
  });
}
