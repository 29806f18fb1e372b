/**
 * The translate and duplicate dialogs: a title and a slug (checked live for the target locale,
 * shown as it will be saved), and for a duplicate the locale too. A translation's slug follows
 * the title typed for it until the slug is edited by hand (or is fixed by the site settings).
 * On success the editor of the new page opens — after the dialog has listed the links that
 * still lead to pages in the source's language (they have no translation yet), if there are any.
 */
import { Alert, Button, Group, List, Modal, Select, Stack, Text } from "@mantine/core";
import { IconLink } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import type { InternalLink } from "../../../../lib/content/internal_links.ts";
import { errorsOf } from "../../api/client.ts";
import * as api from "../../api/pages.ts";
import type { CopiedPage, PageJson } from "../../api/pages.ts";
import { ErrorList } from "../../components/error_list.tsx";
import type { SlugCheck } from "../../components/slug_field.tsx";
import {
  pageTitleAcceptable,
  PageTitleSlugFields,
} from "../../components/page_title_slug_fields.tsx";
import { useSiteSettings } from "../../hooks/use_settings.ts";
import { useErrorText } from "../../i18n/index.ts";
import { finishSlug, pagePublicPath, suggestSlugBeside } from "../../lib/page_paths.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { blockLabel } from "../../lib/block_labels.ts";
import { blockRegistry } from "../../../../lib/content/blocks/index.ts";

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
  /** The copy exists (before its editor opens): a list of siblings can refresh. */
  onCreated?(page: CopiedPage): void;
}

/** What the dialog is for, as a value: a parent may hand a new but equal `copy` at every render. */
function copyID(copy: CopyKind | null): string {
  return copy ? (copy.kind === "translate" ? `translate:${copy.locale}` : "duplicate") : "";
}

export function CopyDialog(props: CopyDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { copy, onClose, beforeNavigate } = props;
  // Set once the copy exists: the dialog then only lists the kept links before opening it. It
  // belongs to the copy it was made for (by value, not by the object's identity): a parent that
  // re-renders meanwhile must not reset the dialog to its form (issue 28).
  const [created, setCreated] = useState<{ for: string; page: CopiedPage } | null>(null);
  const createdPage = created && created.for === copyID(copy) ? created.page : null;

  function open(page: CopiedPage) {
    setCreated(null);
    onClose();
    beforeNavigate?.();
    setTimeout(() => navigate(`/page/${page.pageID}`), 0);
  }

  const title = copy?.kind === "translate"
    ? t("workflow.translate.title", { locale: copy.locale })
    : t("workflow.duplicate.title");
  return (
    <Modal
      opened={copy !== null}
      // Closing after the copy exists still opens it: the list was seen, the page is there.
      onClose={() => (createdPage ? open(createdPage) : onClose())}
      title={title}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {copy && (createdPage
        ? <KeptLinks page={props.page} created={createdPage} onOpen={() => open(createdPage)} />
        : (
          <CopyForm
            key={copyID(copy)}
            {...props}
            copy={copy}
            onCreated={(page) => {
              props.onCreated?.(page);
              if (page.keptLinks.length) setCreated({ for: copyID(copy), page });
              else open(page);
            }}
          />
        ))}
    </Modal>
  );
}

function CopyForm(
  { page, copy, locales, customSlugLocales, onClose, onCreated }: CopyDialogProps & {
    copy: CopyKind;
    onCreated(page: CopiedPage): void;
  },
) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const translating = copy.kind === "translate";
  const [locale, setLocale] = useState(translating ? copy.locale : page.locale);
  const [title, setTitle] = useState(
    translating ? page.title : t("workflow.duplicate.copyOf", { title: page.title }),
  );
  const [slug, setSlug] = useState(translating ? page.slug : `${page.slug}-copy`);
  const [slugEdited, setSlugEdited] = useState(false);
  // Outside the custom-slug locales a translation keeps its source's slug (site settings).
  const slugFixed = translating && !!customSlugLocales && !customSlugLocales.includes(locale);
  const [check, setCheck] = useState<SlugCheck>("idle");
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => setErrors([]), [locale, slug, title]);

  const slugError = errors.find((e) => e.property === "slug");
  const titleError = errors.find((e) => e.property === "title");
  const other = errors.filter((e) => e.property !== "slug" && e.property !== "title");

  async function submit() {
    setTouched(true);
    if (!pageTitleAcceptable(title)) return;
    if (check === "taken" || check === "invalid" || check === "checking") return;
    setBusy(true);
    try {
      const body = { pageID: page.id, title: title.trim(), slug: finishSlug(slug) };
      const created = translating
        ? await api.createTranslation({ ...body, newLocale: locale })
        : await api.duplicatePage({ ...body, locale });
      notifySuccess(t(translating ? "workflow.translate.created" : "workflow.duplicate.created"));
      onCreated(created);
    } catch (err) {
      setErrors(errorsOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
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
            withAsterisk
          />
        )}
        <PageTitleSlugFields
          title={title}
          onTitleChange={(next) => {
            setTitle(next);
            if (translating && !slugFixed && !slugEdited) {
              setSlug(suggestSlugBeside(page.slug, next));
            }
          }}
          titleRefusal={titleError?.code}
          touched={touched}
          slug={slug}
          onSlugChange={(next) => {
            setSlugEdited(true);
            setSlug(next);
          }}
          locale={locale}
          onCheck={setCheck}
          slugError={slugError
            ? errorText({ code: slugError.code, property: t("pages.form.slug") })
            : undefined}
          slugReadOnly={slugFixed}
          slugDescription={slugFixed
            ? t("workflow.translate.sameSlug")
            : translating && !slugEdited
            ? t("workflow.translate.slugSuggested")
            : undefined}
        />
        <ErrorList
          errors={other}
          title={t(translating ? "workflow.translate.failed" : "workflow.duplicate.failed")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>{t("common.cancel")}</Button>
          <Button type="submit" loading={busy}>
            {translating ? t("workflow.translate.create") : t("workflow.duplicate.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The links of the new page that still lead to the source's language, block by block. */
function KeptLinks(
  { page, created, onOpen }: { page: PageJson; created: CopiedPage; onOpen(): void },
) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const blocks = page.pageVersion.blocks;
  const where = (link: InternalLink) => {
    const index = blocks.findIndex((b) => b.key === link.blockKey);
    const def = blockRegistry.get(link.blockType);
    return t("workflow.translate.keptBlock", {
      position: index + 1,
      block: def ? blockLabel(t, def) : link.blockType,
    });
  };
  return (
    <Stack data-kept-links={created.keptLinks.length}>
      <Alert color="yellow" variant="light" icon={<IconLink size={18} aria-hidden />}>
        <Text size="sm" fw={600}>
          {t("workflow.translate.keptTitle", { count: created.keptLinks.length })}
        </Text>
        <Text size="sm" mt={4}>{t("workflow.translate.keptIntro")}</Text>
      </Alert>
      <List size="sm" spacing={4}>
        {created.keptLinks.map((link, i) => (
          <List.Item key={`${link.blockKey}-${i}`}>
            {where(link)}:{" "}
            <code>
              {pagePublicPath(link.slug, link.locale, settings?.defaultLocale ?? link.locale)}
            </code>{" "}
            ({link.locale})
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end">
        <Button onClick={onOpen} data-autofocus>{t("workflow.translate.openCopy")}</Button>
      </Group>
    </Stack>
  );
}
