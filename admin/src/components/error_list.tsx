/** Shows an API failure's errors, each with its catalogue message in the current language. */
import { Alert, List } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { useErrorText } from "../i18n/index.ts";

export interface ErrorListProps {
  errors: ApiErrorItem[];
  title?: string;
  onClose?: () => void;
}

export function ErrorList({ errors, title, onClose }: ErrorListProps) {
  const errorText = useErrorText();
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  const messages = [...new Set(errors.map(errorText))];
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title={title}
      role="alert"
      withCloseButton={!!onClose}
      // Without a label the close button is a button with no name (axe: button-name).
      closeButtonLabel={t("common.close")}
      onClose={onClose}
    >
      {messages.length === 1 ? messages[0] : (
        <List size="sm" spacing={2}>
          {messages.map((message) => <List.Item key={message}>{message}</List.Item>)}
        </List>
      )}
    </Alert>
  );
}
