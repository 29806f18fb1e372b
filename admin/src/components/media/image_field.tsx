/**
 * An image from the library with its crop, as blocks and the SEO settings hold it: a thumbnail
 * of the crop (the server's preview-crop, so it is what the site will show), Change and Remove.
 * Remove sets null. Inside a disabled fieldset the buttons are disabled with it.
 */
import { Button, Group, Paper, Text, ThemeIcon } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ImageWithCrop } from "../../../../lib/content/media_refs.ts";
import { previewCropUrl, previewImageUrl } from "../../api/media.ts";
import { deferredModule, useDeferredModule } from "../../hooks/use_deferred_module.ts";

// The picker's dialog (the library's browser, uploads, the cropper) loads after the first paint:
// a page's image blocks draw without it.
const imagePicker = deferredModule(() => import("./image_picker.tsx"));

export interface ImageFieldProps {
  value: ImageWithCrop | null;
  onChange(next: ImageWithCrop | null): void;
  label?: string;
  error?: string;
}

export function imageThumbUrl(value: ImageWithCrop): string {
  return value.cropParams
    ? previewCropUrl(value.fileID, value.cropParams)
    : previewImageUrl(value.fileID);
}

export function ImageField({ value, onChange, label, error }: ImageFieldProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const [broken, setBroken] = useState<string | null>(null);
  const labelId = useId();
  const errorId = useId();
  const thumb = value ? imageThumbUrl(value) : null;
  const crop = value?.cropParams;
  const picker = useDeferredModule(imagePicker);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      style={error ? { borderColor: "var(--mantine-color-red-6)" } : undefined}
      data-image-field
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <div className="image-field-thumb">
          {thumb && broken !== thumb
            ? (
              <img
                src={thumb}
                alt={t("media.field.thumbAlt")}
                onError={() => setBroken(thumb)}
                data-file-id={value?.fileID}
              />
            )
            : (
              <ThemeIcon variant="light" color="gray" size={40} aria-hidden>
                <IconPhoto size={22} />
              </ThemeIcon>
            )}
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} id={labelId}>{label ?? t("blocks.image.image")}</Text>
          <Text size="xs" c="dimmed">
            {!value
              ? t("blocks.image.none")
              : broken === thumb
              ? t("media.field.missing", { id: value.fileID })
              : crop
              ? t("media.field.cropped", { width: crop.width, height: crop.height })
              : t("media.field.uncropped")}
          </Text>
          <Group gap="xs" mt={6}>
            <Button size="xs" variant="default" onClick={() => setPicking(true)}>
              {value ? t("media.field.change") : t("blocks.image.choose")}
            </Button>
            {value && (
              <Button size="xs" variant="subtle" color="red" onClick={() => onChange(null)}>
                {t("media.field.remove")}
              </Button>
            )}
          </Group>
        </div>
      </Group>
      {error && <Text size="xs" c="red.8" mt={4} id={errorId}>{error}</Text>}
      {picker && (
        <picker.ImagePicker
          opened={picking}
          onClose={() => setPicking(false)}
          onPick={onChange}
          current={value}
        />
      )}
    </Paper>
  );
}
