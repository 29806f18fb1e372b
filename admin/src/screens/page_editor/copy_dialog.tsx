/**
 * The translate and duplicate dialogs: a title and a slug (checked live for the target locale),
 * and for a duplicate the locale too. On success the editor of the new page opens.
 */
import { Button, Group, Modal, Select, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { errorsOf } from "../../api/client.ts";
import * as api from "../../api/pages.ts";
import type { PageJson } from "../../api/pages.ts";
import { ErrorList } from "../../components/error_list.tsx";
import { type SlugCheck, SlugField } from "../../components/slug_field.tsx";
import { useErrorText } from "../../i18n/index.ts";
import { finishSlug } from "../../lib/page_paths.ts";
import { notifySuccess } from "../../lib/notify.ts";

export type CopyKind =
  | { kind: "translate"; locale: string }
  | { kind: "duplicate" };

export interface CopyDialogProps {
  page: PageJson;
  /** What to create; the dialog is open while set. */
  copy: CopyKind | null;
  /** The locales a duplicate may go to. */
  locales: string[];
  onClose(): void;
  /** Before navigating away (the editor clears its unsaved-changes guard if it must). */
  beforeNavigate?(): void;
  /** Locales whose translations choose their own slug (site settings); absent: all. */
  customSlugLocales?: string[];
}

export function CopyDialog(props: CopyDialogProps) {
  const { t } = useTranslation();
  const { copy, onClose } = props;
  const title = copy?.kind === "translate"
    ? t("workflow.translate.title", { locale: copy.locale })
    : t("workflow.duplicate.title");
  return (
    <Modal
      opened={copy !== null}
      onClose={onClose}
      title={title}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {copy && (
        <CopyForm
          key={copy.kind === "translate" ? copy.locale : "duplicate"}
          {...props}
          copy={copy}
        />
      )}
    </Modal>
  );
}

function CopyForm(
  { page, copy, locales, customSlugLocales, onClose, beforeNavigate }: CopyDialogProps & {
    copy: CopyKind;
  },
) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const translating = copy.kind === "translate";
  const [locale, setLocale] = useState(translating ? copy.locale : page.locale);
  const [title, setTitle] = useState(
    translating ? page.title : t("workflow.duplicate.copyOf", { title: page.title }),
  );
  const [slug, setSlug] = useState(translating ? page.slug : `${page.slug}-copy`);
  // Outside the custom-slug locales a translation keeps its source's slug (site settings).
  const slugFixed = translating && !!customSlugLocales && !customSlugLocales.includes(locale);
  const [check, setCheck] = useState<SlugCheck>("idle");
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => setErrors([]), [locale, slug, title]);

  const slugError = errors.find((e) => e.property === "slug");
  const titleError = errors.find((e) => e.property === "title");
  const other = errors.filter((e) => e.property !== "slug" && e.property !== "title");

  async function submit() {
    if (check === "taken" || check === "invalid" || check === "checking") return;
    setBusy(true);
    try {
      const body = { pageID: page.id, title: title.trim(), slug: finishSlug(slug) };
      const created = translating
        ? await api.createTranslation({ ...body, newLocale: locale })
        : await api.duplicatePage({ ...body, locale });
      notifySuccess(t(translating ? "workflow.translate.created" : "workflow.duplicate.created"));
      onClose();
      beforeNavigate?.();
      setTimeout(() => navigate(`/page/${created.pageID}`), 0);
    } catch (err) {
      setErrors(errorsOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack>
        <Text size="sm">
          {translating ? t("workflow.translate.intro", { locale }) : t("workflow.duplicate.intro")}
        </Text>
        {!translating && (
          <Select
            label={t("pages.form.locale")}
            data={locales.map((l) => ({ value: l, label: l }))}
            value={locale}
            onChange={(v) => v && setLocale(v)}
            allowDeselect={false}
            required
          />
        )}
        <TextInput
          label={t("pages.form.title")}
          required
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          maxLength={254}
          error={titleError ? errorText(titleError) : undefined}
          data-autofocus
        />
        <SlugField
          value={slug}
          onChange={setSlug}
          locale={locale}
          onCheck={setCheck}
          error={slugError ? errorText(slugError) : undefined}
          readOnly={slugFixed}
          description={slugFixed ? t("workflow.translate.sameSlug") : undefined}
        />
        <ErrorList
          errors={other}
          title={t(translating ? "workflow.translate.failed" : "workflow.duplicate.failed")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>{t("common.cancel")}</Button>
          <Button type="submit" loading={busy} disabled={!title.trim()}>
            {translating ? t("workflow.translate.create") : t("workflow.duplicate.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
