/**
 * A dialog that is one form: the errors that belong to no field first, then the fields, then
 * Cancel and the submit button. Cancel waits while the form is being saved.
 */
import { Button, Group, Modal, Stack } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { ErrorList } from "./error_list.tsx";

export interface FormModalProps {
  opened: boolean;
  onClose(): void;
  title: string;
  onSubmit(e: FormEvent<HTMLFormElement>): void;
  /** The errors no field shows. */
  errors: ApiErrorItem[];
  saving: boolean;
  submitLabel: string;
  children: ReactNode;
}

export function FormModal(props: FormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      size="lg"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <form onSubmit={props.onSubmit} noValidate>
        <Stack gap="md">
          <ErrorList errors={props.errors} />
          {props.children}
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={props.onClose} disabled={props.saving}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={props.saving}>{props.submitLabel}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
