/**
 * Page Settings: the title (stored with the version) and the slug (saved on the page, with the
 * choice to update links to it), and deleting the page after a confirmation.
 */
import {
  Button,
  Checkbox,
  Divider,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import type { PageJson } from "../../api/pages.ts";
import { type SlugCheck, SlugField } from "../../components/slug_field.tsx";
import { useErrorText } from "../../i18n/index.ts";
import { finishSlug } from "../../lib/page_paths.ts";
import { destructiveModal } from "../../lib/confirm.ts";

export interface SettingsTabProps {
  page: PageJson;
  title: string;
  titleError?: ApiErrorItem;
  onTitle(title: string): void;
  onSave(slug: string, shouldUpdateLinks: boolean): Promise<boolean>;
  saving: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onDelete(): Promise<void>;
}

export function SettingsTab(props: SettingsTabProps) {
  const { page, title, titleError, onTitle, onSave, saving, canEdit, canDelete, onDelete } = props;
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [slug, setSlug] = useState(page.slug);
  const [updateLinks, setUpdateLinks] = useState(true);
  const [check, setCheck] = useState<SlugCheck>("idle");
  useEffect(() => setSlug(page.slug), [page.slug]);
  const slugChanged = finishSlug(slug) !== page.slug;

  function confirmDelete() {
    modals.openConfirmModal({
      title: t("editor.deletePage.title"),
      children: <Text size="sm">{t("editor.deletePage.message", { title: page.title })}</Text>,
      ...destructiveModal(t, t("editor.deletePage.confirm")),
      onConfirm: () => void onDelete(),
    });
  }

  return (
    <Stack gap="lg" maw={720}>
      <Paper withBorder radius="md" p="lg">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (check === "taken" || check === "invalid" || check === "checking") return;
            void onSave(finishSlug(slug), slugChanged && updateLinks);
          }}
        >
          <fieldset disabled={!canEdit} className="block-fieldset">
            <Stack gap="md">
              <TextInput
                id="page-title"
                label={t("pages.form.title")}
                required
                value={title}
                onChange={(e) => onTitle(e.currentTarget.value)}
                error={titleError
                  ? errorText({ code: titleError.code, property: "title" })
                  : undefined}
                maxLength={254}
              />
              <SlugField
                value={slug}
                onChange={setSlug}
                locale={page.locale}
                unchanged={page.slug}
                onCheck={setCheck}
              />
              <Checkbox
                label={t("editor.settings.updateLinks")}
                description={t("editor.settings.updateLinksHint")}
                checked={updateLinks}
                disabled={!slugChanged}
                onChange={(e) => setUpdateLinks(e.currentTarget.checked)}
              />
              <Group>
                <Button type="submit" loading={saving}>{t("editor.settings.save")}</Button>
              </Group>
            </Stack>
          </fieldset>
        </form>
      </Paper>
      {canDelete && (
        <Paper withBorder radius="md" p="lg" style={{ borderColor: "var(--mantine-color-red-3)" }}>
          <Stack gap="sm">
            <Title order={2} size="h4">{t("editor.deletePage.heading")}</Title>
            <Text size="sm" c="dimmed">{t("editor.deletePage.intro")}</Text>
            <Divider />
            <Group>
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={confirmDelete}
              >
                {t("editor.deletePage.button")}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
