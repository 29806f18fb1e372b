/**
 * The anchor point dialog: a name for the block's element id, checked as it is typed (the name
 * pattern here, uniqueness on the page by POST anchor-available, V_18 when taken).
 */
import { Button, Group, Loader, Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ANCHOR_NAME } from "../../../../lib/content/blocks/index.ts";
import { anchorAvailable } from "../../api/pages.ts";
import { useErrorText } from "../../i18n/index.ts";

export interface AnchorModalProps {
  blockKey: string;
  current: string;
  anchors(): { key: string; anchorPoint: string }[];
  onClose(): void;
  onSave(name: string): void;
}

type Check = "idle" | "checking" | "available" | "taken" | "failed";

export function AnchorModal({ blockKey, current, anchors, onClose, onSave }: AnchorModalProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [name, setName] = useState(current);
  const [check, setCheck] = useState<Check>("idle");
  const trimmed = name.trim().replace(/^#/, "");
  const wellFormed = trimmed === "" || ANCHOR_NAME.test(trimmed);

  useEffect(() => {
    if (!trimmed || !wellFormed || trimmed === current) {
      setCheck("idle");
      return;
    }
    const controller = new AbortController();
    setCheck("checking");
    const timer = setTimeout(() => {
      anchorAvailable(trimmed, blockKey, anchors(), controller.signal).then(
        (available) => !controller.signal.aborted && setCheck(available ? "available" : "taken"),
        () => !controller.signal.aborted && setCheck("failed"),
      );
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, wellFormed, current, blockKey, anchors]);

  const error = !wellFormed
    ? t("editor.anchor.pattern")
    : check === "taken"
    ? errorText({ code: "V_18", property: t("fields.anchorPoint") })
    : undefined;
  const canSave = wellFormed && check !== "taken" && check !== "checking";

  return (
    <Modal
      opened
      onClose={onClose}
      title={t("editor.anchor.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (canSave) onSave(trimmed);
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">{t("editor.anchor.intro")}</Text>
          <TextInput
            label={t("editor.anchor.label")}
            leftSection={<Text size="sm" c="dimmed" aria-hidden>#</Text>}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
            rightSection={check === "checking"
              ? <Loader size={14} />
              : check === "available"
              ? <IconCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
              : check === "taken"
              ? <IconX size={16} color="var(--mantine-color-red-8)" aria-hidden />
              : null}
            data-autofocus
          />
          <Text size="xs" c={check === "available" ? "teal.9" : "dimmed"} aria-live="polite">
            {check === "available"
              ? t("editor.anchor.available")
              : check === "checking"
              ? t("editor.anchor.checking")
              : check === "failed"
              ? t("editor.anchor.checkFailed")
              : trimmed === ""
              ? t("editor.anchor.emptyHint")
              : ""}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>{t("common.cancel")}</Button>
            <Button type="submit" disabled={!canSave}>{t("common.save")}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
