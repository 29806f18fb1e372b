/**
 * Site settings (/cmsadmin/settings/site, manage-settings): the available locales, the default
 * one, the locales with slugs of their own and the public site's display language. Errors are
 * shown by field; a locale that still has pages is named with its page count. Below, for
 * Administrators, the download of an export of the whole store (./site_export.tsx).
 */
import { Button, Checkbox, Group, MultiSelect, Paper, Select, Stack } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { LANGUAGES, LOCALES } from "../../../lib/content/locales.ts";
import { ApiError, errorsOf } from "../api/client.ts";
import { getSettings, saveSettings } from "../api/settings.ts";
import type { Settings } from "../api/types.ts";
import { ErrorList } from "../components/error_list.tsx";
import { refreshSiteSettings } from "../hooks/use_settings.ts";
import { LANGUAGE_NAMES, useErrorText } from "../i18n/index.ts";
import { splitErrors } from "../lib/form_errors.ts";
import { followsFromLocales } from "../lib/site_locales.ts";
import { notifySuccess } from "../lib/notify.ts";
import { SiteExport } from "./site_export.tsx";
import { onSubmitting } from "../lib/submit_handler.ts";
import { ScreenTitle } from "../components/screen_title.tsx";

const FIELDS = ["availableLocales", "defaultLocale", "customSlugLocales", "displayLanguage"];
/** The Select's value for "no display language of its own". */
const PAGE_OWN = "";

export function SiteSettings() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  useDocumentTitle(`${t("siteSettings.title")} | Ximblox`);
  const [form, setForm] = useState<Settings | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [pagesByLocale, setPagesByLocale] = useState<Record<string, number>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    // Read fresh, not from the shared cache: this screen changes them.
    getSettings().then((s) => live && setForm(s)).catch((err) => live && setErrors(errorsOf(err)));
    return () => {
      live = false;
    };
  }, []);

  const { fieldErrors, otherErrors } = splitErrors(errors, FIELDS);
  const fieldError = (field: string) => {
    const item = fieldErrors[field];
    if (!item) return undefined;
    const main = errorText({ code: item.code, property: t(`siteSettings.${field}`) });
    if (field !== "availableLocales") return main;
    const counts = Object.entries(pagesByLocale).map(([locale, count]) =>
      t("siteSettings.localeInUse", { locale, count })
    );
    return [main, ...counts].join(" ");
  };

  const follows = form ? followsFromLocales(form) : null;

  async function submit() {
    if (!form || !follows) return;
    setErrors([]);
    setPagesByLocale({});
    setSaving(true);
    try {
      const saved = await saveSettings({ ...form, defaultLocale: follows.defaultLocale });
      setForm(saved);
      refreshSiteSettings(saved);
      notifySuccess(t("siteSettings.saved"));
    } catch (err) {
      setErrors(errorsOf(err));
      const answer = err instanceof ApiError
        ? err.answer as { pagesByLocale?: Record<string, number> } | null
        : null;
      setPagesByLocale(answer?.pagesByLocale ?? {});
    } finally {
      setSaving(false);
    }
  }

  const set = (patch: Partial<Settings>) => form && setForm({ ...form, ...patch });

  return (
    <Stack gap="lg" maw={720}>
      <ScreenTitle title={t("siteSettings.title")} intro={t("siteSettings.intro")} />
      <Paper withBorder radius="md" p="lg">
        {form && follows && (
          <form
            noValidate
            onSubmit={onSubmitting(submit)}
          >
            <Stack gap="md">
              <ErrorList errors={otherErrors} title={t("siteSettings.failed")} />
              <Checkbox.Group
                label={t("siteSettings.availableLocales")}
                description={t("siteSettings.availableLocalesHint")}
                value={form.availableLocales}
                // Only the locales change: what follows from them is derived (followsFromLocales).
                onChange={(value) =>
                  set({ availableLocales: LOCALES.filter((l) => value.includes(l)) })}
                error={fieldError("availableLocales")}
              >
                <Group mt="xs">
                  {LOCALES.map((l) => <Checkbox key={l} value={l} label={l} />)}
                </Group>
              </Checkbox.Group>
              <Select
                label={t("siteSettings.defaultLocale")}
                description={follows.defaultReplaced
                  ? `${t("siteSettings.defaultLocaleHint")} ${
                    t("siteSettings.defaultReplaced", {
                      chosen: form.defaultLocale,
                      locale: follows.defaultLocale,
                    })
                  }`
                  : t("siteSettings.defaultLocaleHint")}
                data={form.availableLocales}
                value={follows.defaultLocale}
                allowDeselect={false}
                onChange={(value) => value && set({ defaultLocale: value })}
                error={fieldError("defaultLocale")}
              />
              <MultiSelect
                label={t("siteSettings.customSlugLocales")}
                description={follows.inactiveSlugLocales.length > 0
                  ? `${t("siteSettings.customSlugLocalesHint")} ${
                    t("siteSettings.inactiveSlugs", {
                      locales: follows.inactiveSlugLocales.join(", "),
                    })
                  }`
                  : t("siteSettings.customSlugLocalesHint")}
                // A chosen locale that is unavailable stays listed, so it can be seen and removed.
                data={LOCALES.filter((l) =>
                  form.availableLocales.includes(l) || form.customSlugLocales.includes(l)
                )}
                value={form.customSlugLocales}
                onChange={(value) =>
                  set({ customSlugLocales: LOCALES.filter((l) => value.includes(l)) })}
                error={fieldError("customSlugLocales")}
              />
              <Select
                label={t("siteSettings.displayLanguage")}
                description={t("siteSettings.displayLanguageHint")}
                data={[
                  { value: PAGE_OWN, label: t("siteSettings.pageLanguage") },
                  ...LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })),
                ]}
                value={form.displayLanguage ?? PAGE_OWN}
                allowDeselect={false}
                onChange={(value) => set({ displayLanguage: value ? value : null })}
                error={fieldError("displayLanguage")}
              />
              <Group>
                <Button
                  type="submit"
                  loading={saving}
                  leftSection={<IconDeviceFloppy size={16} />}
                >
                  {t("siteSettings.save")}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Paper>
      <SiteExport />
    </Stack>
  );
}
