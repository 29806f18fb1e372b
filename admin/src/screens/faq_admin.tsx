/**
 * FAQ (/cmsadmin/faq, edit-page; create FAQs, reindex the FAQ search):
 * the FAQ pages of a locale grouped by category, each linking to its editor; "Create FAQ" asks
 * for the question, category and slug, creates a page of type faq and opens its editor; "Reindex
 * FAQ search" (manage-search only) rebuilds the site search's index and follows its progress.
 */
import {
  Anchor,
  Autocomplete,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconPlus, IconRefresh } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { MAX_TEXT } from "../../../lib/content/fields.ts";
import { sameCategory } from "../../../lib/content/page_types/faq.ts";
import { grants } from "../../../lib/content/permissions.ts";
import { errorsOf } from "../api/client.ts";
import { createFaq, faqCategories, faqCategory, faqPages } from "../api/faq.ts";
import type { PageListItem } from "../api/pages.ts";
import { useAuth } from "../auth/auth_context.tsx";
import { ErrorList } from "../components/error_list.tsx";
import { type SlugCheck, SlugField } from "../components/slug_field.tsx";
import { StatusBadge } from "../components/status_badge.tsx";
import { SearchRunProgress } from "../components/search_run_progress.tsx";
import { useSearchIndex } from "../hooks/use_search_index.ts";
import { useSiteSettings } from "../hooks/use_settings.ts";
import { useErrorText } from "../i18n/index.ts";
import { splitErrors } from "../lib/form_errors.ts";
import { finishSlug, suggestSlug } from "../lib/page_paths.ts";
import { onSubmitting } from "../lib/submit_handler.ts";
import { IconTextButton } from "../components/icon_text_button.tsx";
import { ScreenTitle } from "../components/screen_title.tsx";

/** Where new FAQ pages go: under the FAQ page's own slug. */
function faqSlug(question: string): string {
  const slug = suggestSlug(question);
  return slug ? `faq/${slug}` : "";
}

function questionOf(page: PageListItem): string {
  const question = page.typeData?.question;
  return typeof question === "string" && question ? question : page.title;
}

/** The pages by category, categories sorted, those without one last. */
function byCategory(pages: readonly PageListItem[]): [string, PageListItem[]][] {
  const groups: [string, PageListItem[]][] = faqCategories(pages).map((c) => [c, []]);
  const none: PageListItem[] = [];
  for (const page of pages) {
    const category = faqCategory(page);
    const group = category ? groups.find(([c]) => sameCategory(c, category)) : undefined;
    (group ? group[1] : none).push(page);
  }
  return none.length ? [...groups, ["", none]] : groups;
}

export function FaqAdmin() {
  const { t } = useTranslation();
  const { user, can } = useAuth();
  const settings = useSiteSettings();
  useDocumentTitle(`${t("faqAdmin.title")} · ${t("app.name")}`);
  const [locale, setLocale] = useState<string | null>(null);
  const [pages, setPages] = useState<PageListItem[] | null>(null);
  const [loadErrors, setLoadErrors] = useState<ApiErrorItem[]>([]);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    if (settings && !locale) setLocale(settings.defaultLocale);
  }, [settings, locale]);

  useEffect(() => {
    if (!locale) return;
    const abort = new AbortController();
    setPages(null);
    setLoadErrors([]);
    faqPages(locale, abort.signal).then(
      (items) => setPages(items),
      (err) => !abort.signal.aborted && setLoadErrors(errorsOf(err)),
    );
    return () => abort.abort();
  }, [locale]);

  const canCreate = !!locale &&
    grants(user?.role.permissions ?? [], "create-page", { pageType: "faq", locale });
  const groups = useMemo(() => byCategory(pages ?? []), [pages]);

  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <ScreenTitle title={t("faqAdmin.title")} intro={t("faqAdmin.intro")} />
        <Group align="flex-end" gap="sm">
          <Select
            label={t("faqAdmin.locale")}
            data={(settings?.availableLocales ?? []).map((l) => ({ value: l, label: l }))}
            value={locale}
            onChange={setLocale}
            allowDeselect={false}
            w={140}
          />
          {canCreate && (
            <IconTextButton icon={IconPlus} onClick={() => setCreating(true)}>
              {t("faqAdmin.create")}
            </IconTextButton>
          )}
        </Group>
      </Group>
      {can("manage-search") && <Reindex />}
      <ErrorList errors={loadErrors} title={t("faqAdmin.loadFailed")} />
      {pages === null && loadErrors.length === 0 && (
        <Loader size="sm" aria-label={t("app.loading")} />
      )}
      {pages?.length === 0 && <Text c="dimmed">{t("faqAdmin.empty")}</Text>}
      {groups.map(([category, items]) => (
        <Paper key={category || "\0none"} withBorder radius="md" p="lg" component="section">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">{category || t("faqAdmin.noCategory")}</Title>
            <Text size="sm" c="dimmed">{t("faqAdmin.questions", { count: items.length })}</Text>
          </Group>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("faqAdmin.question")}</Table.Th>
                <Table.Th w={180}>{t("faqAdmin.status")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((page) => (
                <Table.Tr key={page.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/page/${page.id}`}>{questionOf(page)}</Anchor>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={page.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ))}
      {creating && locale && (
        <CreateFaq
          locale={locale}
          categories={faqCategories(pages ?? [])}
          onClose={() => setCreating(false)}
        />
      )}
    </Stack>
  );
}

/** "Reindex FAQ search": rebuilds the site search and shows its progress. */
function Reindex() {
  const { t } = useTranslation();
  const { status, errors, busy, indexAll } = useSearchIndex();
  // Only a run of this kind is reported here (emptying the index is the search screen's).
  const run = status && status.kind === "index" && status.state !== "idle" ? status : null;
  const stateText = !run
    ? ""
    : run.state === "loading"
    ? t("faqAdmin.reindexLoading", { done: run.done, total: run.total })
    : run.state === "success"
    ? t("faqAdmin.reindexSuccess", { total: run.total })
    : t("faqAdmin.reindexError");
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" maw={560}>{t("faqAdmin.reindexHint")}</Text>
          <IconTextButton
            icon={IconRefresh}
            variant="default"
            onClick={indexAll}
            loading={busy}
            disabled={!status}
          >
            {t("faqAdmin.reindex")}
          </IconTextButton>
        </Group>
        <ErrorList errors={errors} title={t("faqAdmin.reindexFailed")} />
        <Text size="sm" role="status">{stateText}</Text>
        {run && <SearchRunProgress run={run} label={stateText} />}
      </Stack>
    </Paper>
  );
}

/** The Create FAQ dialog: question, category and slug; creating opens the editor. */
function CreateFaq(
  props: { locale: string; categories: string[]; onClose(): void },
) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [question, setQuestion] = useState("");
  const [category, setCategory] = useState("");
  const [slug, setSlug] = useState("");
  const [slugEdited, setSlugEdited] = useState(false);
  const [check, setCheck] = useState<SlugCheck>("idle");
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [saving, setSaving] = useState(false);

  const { fieldErrors, otherErrors } = splitErrors(errors, [
    "title",
    "slug",
    "typeData.category",
  ]);
  const fieldError = (field: string, label: string, value: string, max: number) => {
    const item = fieldErrors[field];
    if (item) return errorText({ code: item.code, property: label });
    if (value.trim().length > max) return errorText({ code: "V_11", property: label });
    if (touched && field !== "typeData.category" && !value.trim()) {
      return errorText({ code: "V_01", property: label });
    }
    return undefined;
  };

  async function submit() {
    setTouched(true);
    setErrors([]);
    const q = question.trim();
    if (!q || q.length > MAX_TEXT || !slug.trim() || category.trim().length > 100) return;
    if (check === "taken" || check === "invalid") return;
    setSaving(true);
    try {
      const created = await createFaq({
        question: q,
        category: category.trim(),
        slug: finishSlug(slug),
        locale: props.locale,
      });
      navigate(`/page/${created.pageID}`);
    } catch (err) {
      setErrors(errorsOf(err));
      setSaving(false);
    }
  }

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t("faqAdmin.create")}
      size="lg"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <form
        noValidate
        onSubmit={onSubmitting(submit)}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">{t("faqAdmin.createIntro")}</Text>
          <ErrorList errors={otherErrors} title={t("faqAdmin.createFailed")} />
          <TextInput
            label={t("faqAdmin.question")}
            withAsterisk
            value={question}
            onChange={(e) => {
              const next = e.currentTarget.value;
              setQuestion(next);
              if (!slugEdited) setSlug(faqSlug(next));
            }}
            error={fieldError("title", t("faqAdmin.question"), question, MAX_TEXT)}
            data-autofocus
          />
          <Autocomplete
            label={t("faqAdmin.category")}
            description={t("faqAdmin.categoryHint")}
            data={props.categories}
            value={category}
            maxLength={100}
            onChange={setCategory}
            error={fieldError("typeData.category", t("faqAdmin.category"), category, 100)}
          />
          <SlugField
            value={slug}
            onChange={(next) => {
              if (next !== slug) setSlugEdited(next !== "");
              setSlug(next);
            }}
            locale={props.locale}
            onCheck={setCheck}
            error={fieldError("slug", t("pages.form.slug"), slug, Infinity)}
            description={t("faqAdmin.slugHint")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>{t("common.cancel")}</Button>
            <IconTextButton icon={IconPlus} type="submit" loading={saving}>
              {t("faqAdmin.createAndEdit")}
            </IconTextButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
