/** Team member block: name, function, description, specialties, links and a photo. */
import { SimpleGrid, Stack, TagsInput, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isExternalUrl, isSiteOrWebLink } from "../../../lib/content/links.ts";
import { isEmailAddress } from "../../../lib/content/email.ts";
import { ImageField } from "../components/media/image_field.tsx";
import type { BlockEditorProps } from "./types.ts";

export function TeamMemberEditor({ value, onChange, error }: BlockEditorProps<"team-member">) {
  const { t } = useTranslation();
  const set = <K extends keyof typeof value>(key: K, v: (typeof value)[K]) =>
    onChange({ ...value, [key]: v });
  const urlError = (url: string) =>
    url.trim() && !isExternalUrl(url.trim()) ? t("blocks.invalidUrl") : undefined;
  // THE link rule of the server (lib/content/links.ts): a site path or an http(s) address.
  const storyError = value.storyUrl.trim() && !isSiteOrWebLink(value.storyUrl.trim())
    ? t("blocks.invalidUrl")
    : undefined;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t("blocks.teamMember.name")}
          placeholder={t("blocks.placeholders.name")}
          required
          value={value.name}
          onChange={(e) => set("name", e.currentTarget.value)}
          error={error("name", t("blocks.teamMember.name"))}
        />
        <TextInput
          label={t("blocks.teamMember.function")}
          value={value.function}
          onChange={(e) => set("function", e.currentTarget.value)}
          error={error("function", t("blocks.teamMember.function"))}
        />
      </SimpleGrid>
      <Textarea
        label={t("blocks.teamMember.description")}
        autosize
        minRows={2}
        maxLength={2000}
        value={value.description}
        onChange={(e) => set("description", e.currentTarget.value)}
        error={error("description", t("blocks.teamMember.description"))}
      />
      <TagsInput
        label={t("blocks.teamMember.specialties")}
        description={t("blocks.tagsHint")}
        value={value.specialties}
        onChange={(tags) => set("specialties", tags.slice(0, 20))}
        error={error("specialties", t("blocks.teamMember.specialties"))}
        clearable
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t("blocks.teamMember.linkedinUrl")}
          type="url"
          placeholder="https://www.linkedin.com/in/…"
          value={value.linkedinUrl}
          onChange={(e) => set("linkedinUrl", e.currentTarget.value)}
          error={error("linkedinUrl", t("blocks.teamMember.linkedinUrl")) ??
            urlError(value.linkedinUrl)}
        />
        <TextInput
          label={t("blocks.teamMember.email")}
          type="email"
          value={value.email}
          onChange={(e) => set("email", e.currentTarget.value)}
          error={error("email", t("blocks.teamMember.email")) ??
            (value.email.trim() && !isEmailAddress(value.email.trim())
              ? t("blocks.invalidEmail")
              : undefined)}
        />
        <TextInput
          label={t("blocks.teamMember.storyUrl")}
          placeholder="https://… /…"
          value={value.storyUrl}
          onChange={(e) => set("storyUrl", e.currentTarget.value)}
          error={error("storyUrl", t("blocks.teamMember.storyUrl")) ?? storyError}
        />
      </SimpleGrid>
      <ImageField
        value={value.image}
        onChange={(image) => set("image", image)}
        label={t("blocks.teamMember.photo")}
        error={error("image", t("blocks.teamMember.photo"))}
      />
    </Stack>
  );
}
