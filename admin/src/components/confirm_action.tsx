/**
 * Asks before an action that cannot be taken back (delete, revoke, sign out), then takes it. The
 * screen's error list is cleared when confirmed and gets a failure's errors.
 */
import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { errorsOf } from "../api/client.ts";
import { destructiveModal } from "../lib/confirm.ts";

export interface ConfirmActionOptions {
  title: string;
  message: ReactNode;
  /** The confirm button's text. */
  confirm: string;
  /** The action and what follows when it succeeds (a notice, a reload). */
  run(): Promise<void>;
  onErrors(errors: ApiErrorItem[]): void;
}

export function confirmAction(t: TFunction, options: ConfirmActionOptions): void {
  modals.openConfirmModal({
    title: options.title,
    children: <Text size="sm">{options.message}</Text>,
    ...destructiveModal(t, options.confirm),
    onConfirm: async () => {
      options.onErrors([]);
      try {
        await options.run();
      } catch (err) {
        options.onErrors(errorsOf(err));
      }
    },
  });
}
