/**
 * Schedule (publish-page): publish at and unpublish at, each a date and time in the site's time
 * zone (Europe/Amsterdam, named under each field; an editor abroad types the lab's time, not
 * their own) that can be cleared; the server refuses past times and an unpublish not after the
 * publish (V_12).
 */
import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { fromZonedInput, SITE_TIME_ZONE, toZonedInput } from "../../../../lib/content/site_time.ts";
import { errorsOf } from "../../api/client.ts";
import * as api from "../../api/pages.ts";
import type { PageJson } from "../../api/pages.ts";
import { ErrorList } from "../../components/error_list.tsx";
import { notifySuccess } from "../../lib/notify.ts";
import { hintProps } from "../../components/hint_tooltip.tsx";

export interface ScheduleDialogProps {
  page: PageJson;
  opened: boolean;
  onClose(): void;
  onSaved(): void;
}

export function ScheduleDialog({ page, opened, onClose, onSaved }: ScheduleDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("workflow.schedule.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {opened && <ScheduleForm page={page} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function ScheduleForm({ page, onClose, onSaved }: Omit<ScheduleDialogProps, "opened">) {
  const { t } = useTranslation();
  const [publishAt, setPublishAt] = useState(toZonedInput(page.publishAt));
  const [unpublishAt, setUnpublishAt] = useState(toZonedInput(page.unpublishAt));
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    setErrors([]);
    try {
      await api.schedulePage(page.id, {
        publishAt: fromZonedInput(publishAt),
        unpublishAt: fromZonedInput(unpublishAt),
      });
      notifySuccess(t("workflow.schedule.saved"));
      onClose();
      onSaved();
    } catch (err) {
      setErrors(errorsOf(err));
    } finally {
      setBusy(false);
    }
  }

  const field = (label: string, value: string, set: (v: string) => void) => (
    <TextInput
      type="datetime-local"
      label={label}
      description={t("workflow.schedule.timeZone", { zone: SITE_TIME_ZONE })}
      value={value}
      onChange={(e) => set(e.currentTarget.value)}
      rightSection={value
        ? (
          <ActionIcon
            {...hintProps(t("workflow.schedule.clear", { field: label }))}
            variant="subtle"
            color="gray"
            onClick={() => set("")}
            aria-label={t("workflow.schedule.clear", { field: label })}
          >
            <IconX size={14} aria-hidden />
          </ActionIcon>
        )
        : null}
    />
  );

  const invalid = errors.some((e) => e.code === "V_12");
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack>
        <Text size="sm">{t("workflow.schedule.intro")}</Text>
        {field(t("workflow.schedule.publishAt"), publishAt, setPublishAt)}
        {field(t("workflow.schedule.unpublishAt"), unpublishAt, setUnpublishAt)}
        {invalid
          ? <Text size="sm" c="red.9" role="alert">{t("workflow.schedule.invalid")}</Text>
          : <ErrorList errors={errors} title={t("workflow.schedule.failed")} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>{t("common.cancel")}</Button>
          <Button type="submit" loading={busy}>{t("workflow.schedule.save")}</Button>
        </Group>
      </Stack>
    </form>
  );
}
