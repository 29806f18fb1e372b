/**
 * Chooses a change to a profile image (upload a new one, remove the current one, or keep it),
 * checked in the browser for type, size and dimensions; the change is applied when the form saves.
 */
import { Avatar, FileButton, Group, Stack, Text } from "@mantine/core";
import { IconArrowBackUp, IconTrash, IconUpload } from "@tabler/icons-react";
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { useErrorText } from "../i18n/index.ts";
import { checkProfileImage, PROFILE_IMAGE_TYPES } from "../lib/profile_image.ts";
import { ErrorList } from "./error_list.tsx";
import { IconTextButton } from "./icon_text_button.tsx";

export type ImageChange = { kind: "keep" } | { kind: "remove" } | { kind: "upload"; file: File };

/**
 * The image change a form holds and the server's errors of its last try: choosing another change
 * clears those errors (they were about the one before).
 */
export function useImageChange() {
  const [image, setImage] = useState<ImageChange>({ kind: "keep" });
  const [imageErrors, setImageErrors] = useState<ApiErrorItem[]>([]);
  const choose = useCallback((change: ImageChange) => {
    setImage(change);
    setImageErrors([]);
  }, []);
  return { image, setImage, imageErrors, setImageErrors, choose };
}

export interface ProfileImageInputProps {
  name: string;
  currentUrl: string | null;
  value: ImageChange;
  onChange(change: ImageChange): void;
  /** Errors of the last upload or removal, from the server. */
  errors?: ApiErrorItem[];
  disabled?: boolean;
}

export function ProfileImageInput(props: ProfileImageInputProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [checkError, setCheckError] = useState<string | null>(null);
  const labelId = useId();
  const { value } = props;

  const previewUrl = useMemo(
    () => value.kind === "upload" ? URL.createObjectURL(value.file) : null,
    [value],
  );
  useEffect(() => () => {
    if (previewUrl) URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const shown = value.kind === "upload"
    ? previewUrl
    : value.kind === "remove"
    ? null
    : props.currentUrl;

  async function choose(file: File | null) {
    if (!file) return;
    const code = await checkProfileImage(file);
    if (code) {
      setCheckError(errorText({ property: "profileImage", code }));
      return;
    }
    setCheckError(null);
    props.onChange({ kind: "upload", file });
  }

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fw={500} size="sm">{t("image.label")}</Text>
      <Group gap="md" align="center">
        <Avatar
          src={shown}
          alt={t("image.alt", { name: props.name || "" })}
          size={72}
          radius="xl"
          color="brand"
          name={props.name}
        />
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton onChange={choose} accept={PROFILE_IMAGE_TYPES.join(",")}>
              {(buttonProps) => (
                <IconTextButton
                  icon={IconUpload}
                  {...buttonProps}
                  variant="default"
                  size="xs"
                  disabled={props.disabled}
                >
                  {shown ? t("image.replace") : t("image.upload")}
                </IconTextButton>
              )}
            </FileButton>
            {value.kind === "keep" && props.currentUrl && (
              <IconTextButton
                icon={IconTrash}
                variant="subtle"
                color="red"
                size="xs"
                onClick={() => props.onChange({ kind: "remove" })}
                disabled={props.disabled}
              >
                {t("image.remove")}
              </IconTextButton>
            )}
            {value.kind !== "keep" && (
              <IconTextButton
                icon={IconArrowBackUp}
                variant="subtle"
                color="gray"
                size="xs"
                onClick={() => props.onChange({ kind: "keep" })}
                disabled={props.disabled}
              >
                {t("image.keep")}
              </IconTextButton>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {value.kind === "upload"
              ? t("image.pendingUpload", { file: value.file.name })
              : value.kind === "remove"
              ? t("image.pendingRemove")
              : t("image.hint")}
          </Text>
        </Stack>
      </Group>
      {checkError && (
        <Text size="sm" c="red.8" role="alert">
          {checkError}
        </Text>
      )}
      {props.errors && props.errors.length > 0 && <ErrorList errors={props.errors} />}
    </Stack>
  );
}
