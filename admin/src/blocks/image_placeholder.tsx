/**
 * Where an image is chosen. The media library and its picker arrive with the media capability,
 * so until then this says so honestly instead of offering a button that does nothing.
 */
import { Button, Group, Paper, Text, ThemeIcon } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { ImageWithCrop } from "../../../lib/content/media_refs.ts";

export function ImagePlaceholder(
  { image, label }: { image: ImageWithCrop | null; label?: string },
) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0">
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon variant="light" color="gray" size={40} aria-hidden>
          <IconPhoto size={22} />
        </ThemeIcon>
        <div style={{ flex: 1 }}>
          <Text size="sm" fw={500}>{label ?? t("blocks.image.image")}</Text>
          <Text size="xs" c="dimmed">
            {image ? t("blocks.image.chosen", { id: image.fileID }) : t("blocks.image.none")}
          </Text>
        </div>
        <Button variant="default" size="xs" disabled>
          {t("blocks.image.choose")}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={6}>{t("blocks.image.later")}</Text>
    </Paper>
  );
}
