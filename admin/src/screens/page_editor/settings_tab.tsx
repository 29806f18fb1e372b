/**
 * Page Settings: the title (stored with the version) and the slug with the choice to update links
 * to it (saved on the page); the version's public and private tags. Both are part of the editor's one document and are saved by the one
 * Save, from any tab. Deleting the page asks first.
 */
import { Checkbox, Divider, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { MAX_TEXT } from "../../../../lib/content/fields.ts";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import type { PageJson } from "../../api/pages.ts";
import { type SlugCheck, SlugField } from "../../components/slug_field.tsx";
import { useErrorText } from "../../i18n/index.ts";
import { finishSlug } from "../../lib/page_paths.ts";
import { destructiveModal } from "../../lib/confirm.ts";
import type { DocumentStore } from "./document_store.ts";
import { useDocumentValue } from "./use_document.ts";
import { TagField } from "./tag_field.tsx";
import { ReadOnlyFieldset } from "../../components/read_only_fieldset.tsx";
import { IconTextButton } from "../../components/icon_text_button.tsx";

export interface SettingsTabProps {
  store: DocumentStore;
  page: PageJson;
  /** Errors of the page fields (title, slug) from the last save. */
  errors: ApiErrorItem[];
  onSlugCheck(check: SlugCheck): void;
  canEdit: boolean;
  /**
   * Whether the slug may change: a published page's address only by someone who may publish it
   * (the server refuses others with UM_01).
   */
  canMove: boolean;
  canDelete: boolean;
  onDelete(): Promise<void>;
}

const NO_TAGS: string[] = [];

/** The catalogue code for a title as typed, or null when it can be saved. */
export function titleProblem(title: string): "V_01" | "V_11" | null {
  const trimmed = title.trim();
  if (!trimmed) return "V_01";
  return [...trimmed].length > MAX_TEXT ? "V_11" : null;
}

export function SettingsTab(props: SettingsTabProps) {
  const { store, page, errors, onSlugCheck, canEdit, canMove, canDelete, onDelete } = props;
  const { t } = useTranslation();
  const errorText = useErrorText();
  const title = useDocumentValue(store, (s) => s.meta().title);
  const settings = useDocumentValue(store, (s) => s.settings());
  // `?? []`: an unsaved draft kept in the browser before tags existed has none.
  const tags = useDocumentValue(store, (s) => s.meta().tags) ?? NO_TAGS;
  const privateTags = useDocumentValue(store, (s) => s.meta().privateTags) ?? NO_TAGS;
  const errorsOf = (name: string) =>
    errors.filter((e) => e.property === name || e.property.startsWith(name + "."));
  const slugChanged = finishSlug(settings.slug) !== page.slug;
  const titleLabel = t("pages.form.title");

  // Shown as soon as the title cannot be saved (empty, too long), and after a refused save.
  const localTitle = titleProblem(title);
  const serverTitle = errors.find((e) => e.property === "title");
  const titleCode = localTitle ?? serverTitle?.code;
  const slugError = errors.find((e) => e.property === "slug");

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
        <ReadOnlyFieldset readOnly={!canEdit}>
          <Stack gap="md">
            <TextInput
              id="page-title"
              label={titleLabel}
              withAsterisk
              aria-required
              value={title}
              onChange={(e) => store.setMeta({ title: e.currentTarget.value })}
              error={titleCode ? errorText({ code: titleCode, property: titleLabel }) : undefined}
            />
            <SlugField
              value={settings.slug}
              onChange={(slug) => store.setSettings({ slug })}
              locale={page.locale}
              unchanged={page.slug}
              onCheck={onSlugCheck}
              readOnly={!canMove}
              description={canMove ? undefined : t("editor.settings.slugNeedsPublish")}
              error={slugError
                ? errorText({ code: slugError.code, property: t("pages.form.slug") })
                : undefined}
            />
            <Checkbox
              label={t("editor.settings.updateLinks")}
              description={t("editor.settings.updateLinksHint")}
              checked={settings.shouldUpdateLinks}
              disabled={!slugChanged || !canMove}
              onChange={(e) => store.setSettings({ shouldUpdateLinks: e.currentTarget.checked })}
            />
            <Text size="sm" c="dimmed">{t("editing.settingsSavedWithPage")}</Text>
          </Stack>
        </ReadOnlyFieldset>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <ReadOnlyFieldset readOnly={!canEdit}>
          <Stack gap="md">
            <Title order={2} size="h4">{t("tags.heading")}</Title>
            <TagField
              id="page-tags"
              kind="public"
              label={t("tags.public")}
              description={t("tags.publicHint")}
              value={tags}
              onChange={(next) => store.setMeta({ tags: next })}
              errors={errorsOf("tags")}
              readOnly={!canEdit}
            />
            <TagField
              id="page-private-tags"
              kind="private"
              label={t("tags.private")}
              description={t("tags.privateHint")}
              value={privateTags}
              onChange={(next) => store.setMeta({ privateTags: next })}
              errors={errorsOf("privateTags")}
              readOnly={!canEdit}
            />
          </Stack>
        </ReadOnlyFieldset>
      </Paper>
      {canDelete && (
        <Paper withBorder radius="md" p="lg" style={{ borderColor: "var(--mantine-color-red-3)" }}>
          <Stack gap="sm">
            <Title order={2} size="h4">{t("editor.deletePage.heading")}</Title>
            <Text size="sm" c="dimmed">{t("editor.deletePage.intro")}</Text>
            <Divider />
            <Group>
              <IconTextButton icon={IconTrash} color="red" variant="light" onClick={confirmDelete}>
                {t("editor.deletePage.button")}
              </IconTextButton>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
