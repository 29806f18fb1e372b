/**
 * New page (/cmsadmin/new-page): title, slug (suggested from the title until edited, under the
 * path where pages of the chosen type and language live, checked for availability, shown as it
 * will be saved), page type and locale. Nothing typed is cut and
 * every message is ours, not the browser's. Creating opens the editor; failures are shown under
 * the create-page error area.
 */
import { Group, Paper, Select, Stack } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconFilePlus } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { PAGE_TYPES } from "../../../lib/content/page_types/index.ts";
import { grants } from "../../../lib/content/permissions.ts";
import { errorsOf } from "../api/client.ts";
import { createPage, listPages } from "../api/pages.ts";
import { useAuth } from "../auth/auth_context.tsx";
import { ErrorList } from "../components/error_list.tsx";
import type { SlugCheck } from "../components/slug_field.tsx";
import { pageTitleAcceptable, PageTitleSlugFields } from "../components/page_title_slug_fields.tsx";
import { useSiteSettings } from "../hooks/use_settings.ts";
import { useErrorText } from "../i18n/index.ts";
import { splitErrors } from "../lib/form_errors.ts";
import { finishSlug, sectionOf, suggestSlugUnder } from "../lib/page_paths.ts";
import { pageTypeDescription, pageTypeLabel } from "../lib/block_labels.ts";
import { onSubmitting } from "../lib/submit_handler.ts";
import { IconTextButton } from "../components/icon_text_button.tsx";
import { ScreenTitle } from "../components/screen_title.tsx";

const TYPES = PAGE_TYPES.filter((d) => d.inOverview);

/** `chosen` when it is among `allowed`, else the first allowed value (null when none is). */
function allowedChoice(chosen: string | null, allowed: readonly string[]): string | null {
  return chosen !== null && allowed.includes(chosen) ? chosen : allowed[0] ?? null;
}

export function NewPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { user } = useAuth();
  const [params] = useSearchParams();
  const settings = useSiteSettings();
  useDocumentTitle(`${t("nav.newPage")} · ${t("app.name")}`);

  const [title, setTitle] = useState("");
  const [typedSlug, setSlug] = useState("");
  const [slugEdited, setSlugEdited] = useState(false);
  /** Where pages of the chosen type and language live ("nieuws/"), "" at the top. */
  const [section, setSection] = useState("");
  const [chosenType, setType] = useState<string | null>(
    TYPES.find((d) => d.id === params.get("type"))?.id ?? TYPES[0]?.id ?? null,
  );
  const [chosenLocale, setLocale] = useState<string | null>(null);
  const [check, setCheck] = useState<SlugCheck>("idle");
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [touched, setTouched] = useState(false);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    if (settings && !chosenLocale) setLocale(settings.defaultLocale);
  }, [settings, chosenLocale]);

  const permissions = user?.role.permissions ?? [];
  const locales = (settings?.availableLocales ?? []).filter((l) =>
    grants(permissions, "create-page", { locale: l })
  );
  // A preselection (the default locale, the first type, ?type=) the role may not use is never
  // shown: the first one it may use is, so the form offers only what the server will accept.
  const locale = allowedChoice(chosenLocale, locales);
  const types = TYPES.filter((d) =>
    grants(permissions, "create-page", { pageType: d.id, locale: locale ?? undefined })
  );
  const type = allowedChoice(chosenType, types.map((d) => d.id));

  // Until it is edited, the slug is the title's, under the type's section.
  const slug = slugEdited ? typedSlug : suggestSlugUnder(section, title);
  useEffect(() => {
    setSection("");
    if (!type || !locale) return;
    const controller = new AbortController();
    listPages({
      type,
      locale,
      pageIndex: 0,
      pageSize: 20,
      searchTerm: "",
      columnToSort: "created",
      sortOrder: "desc",
    }, controller.signal).then(
      ({ items }) => setSection(sectionOf(items.map((p) => p.slug))),
      () => {/* No suggestion of a section then: the slug is the title's, at the top. */},
    );
    return () => controller.abort();
  }, [type, locale]);

  const { fieldErrors, otherErrors } = splitErrors(errors, ["title", "slug", "type", "locale"]);
  // Messages name a field as this screen labels it.
  const labelOf = (field: string) => t(`pages.form.${field}`);
  const fieldError = (field: string) => {
    const item = fieldErrors[field];
    if (item) return errorText({ code: item.code, property: labelOf(field) });
    if (touched && field === "slug" && !slug.trim()) {
      return errorText({ code: "V_01", property: labelOf("slug") });
    }
    return undefined;
  };

  async function submit() {
    setTouched(true);
    setErrors([]);
    if (!pageTitleAcceptable(title) || !slug.trim() || !type || !locale) return;
    if (check === "taken" || check === "invalid") return;
    setCreating(true);
    try {
      const created = await createPage({
        title: title.trim(),
        slug: finishSlug(slug),
        type,
        locale,
      });
      navigate(`/page/${created.pageID}`);
    } catch (err) {
      setErrors(errorsOf(err));
      setCreating(false);
    }
  }

  return (
    <Stack gap="lg" maw={720}>
      <ScreenTitle title={t("nav.newPage")} intro={t("newPage.intro")} />
      <Paper withBorder radius="md" p="lg">
        <form
          noValidate
          onSubmit={onSubmitting(submit)}
        >
          <Stack gap="md">
            <ErrorList errors={otherErrors} title={t("newPage.failed")} />
            <PageTitleSlugFields
              title={title}
              onTitleChange={setTitle}
              titleRefusal={fieldErrors.title?.code}
              touched={touched}
              slug={slug}
              onSlugChange={(next) => {
                if (next !== slug) setSlugEdited(next !== "");
                setSlug(next);
              }}
              locale={locale}
              onCheck={setCheck}
              slugError={fieldError("slug")}
              slugDescription={slugEdited ? t("pages.slug.hint") : t("newPage.slugSuggested")}
            />
            <Group grow align="flex-start">
              <Select
                label={t("pages.form.type")}
                required
                data={types.map((d) => ({ value: d.id, label: pageTypeLabel(t, d) }))}
                value={type}
                onChange={setType}
                allowDeselect={false}
                description={type
                  ? pageTypeDescription(t, TYPES.find((d) => d.id === type) ?? TYPES[0])
                  : undefined}
                error={fieldError("type")}
              />
              <Select
                label={t("pages.form.locale")}
                required
                data={locales.map((l) => ({ value: l, label: l }))}
                value={locale}
                onChange={setLocale}
                allowDeselect={false}
                error={fieldError("locale")}
              />
            </Group>
            <Group justify="flex-end">
              <IconTextButton icon={IconFilePlus} type="submit" loading={creating}>
                {t("newPage.create")}
              </IconTextButton>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
