/** Notifications whose close button has an accessible name. */
import { notifications } from "@mantine/notifications";
import i18next from "i18next";

export function notifySuccess(message: string): void {
  notify("green", message);
}

/** Something was done but not all of it (the data saved, the image not). */
export function notifyWarning(message: string): void {
  notify("yellow", message);
}

function notify(color: string, message: string): void {
  notifications.show({
    color,
    message,
    closeButtonProps: { "aria-label": i18next.t("common.close") },
  });
}
