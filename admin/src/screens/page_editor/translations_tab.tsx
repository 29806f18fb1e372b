/**
 * Translations: every available locale with the state of this page's sibling in it (not
 * translated, concept, published, unpublished changes, and "source changed since translated"),
 * a link to open each sibling, and Translate for a missing one (the translate dialog).
 *
 * The states are asked for again whenever they may have changed without a reload: after this
 * page is saved, published, unpublished or scheduled (the editor hands a new `page`), after a
 * translation is created, and when the window comes back into view (another tab or person).
 */
import { Anchor, Badge, Group, Loader, Paper, Stack, Table, Text } from "@mantine/core";
import { IconLanguage } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { grants } from "../../../../lib/content/permissions.ts";
import { errorsOf } from "../../api/client.ts";
import { type PageJson, translationsOf, type TranslationState } from "../../api/pages.ts";
import type { Settings } from "../../api/types.ts";
import { useAuth } from "../../auth/auth_context.tsx";
import { ErrorList } from "../../components/error_list.tsx";
import { CopyDialog } from "./copy_dialog.tsx";
import { IconTextButton } from "../../components/icon_text_button.tsx";

const STATUS_COLORS: Record<TranslationState["status"], string> = {
  missing: "gray",
  concept: "gray",
  published: "green",
  changed: "orange",
};

export function TranslationsTab({ page, settings }: { page: PageJson; settings: Settings | null }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [states, setStates] = useState<TranslationState[] | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [translating, setTranslating] = useState<string | null>(null);
  const copy = useMemo(
    () => (translating ? { kind: "translate" as const, locale: translating } : null),
    [translating],
  );
  // Bumped to ask again: a translation was created, the window came back into view.
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    const again = () => document.visibilityState === "visible" && setAsked((n) => n + 1);
    document.addEventListener("visibilitychange", again);
    return () => document.removeEventListener("visibilitychange", again);
  }, []);

  // `page` is a new object after every save, publish, unpublish or schedule of this page.
  useEffect(() => {
    const controller = new AbortController();
    translationsOf(page.id, controller.signal).then(
      (next) => {
        setStates(next);
        setErrors([]);
      },
      (err) => !controller.signal.aborted && setErrors(errorsOf(err)),
    );
    return () => controller.abort();
  }, [page, asked]);

  if (errors.length > 0) return <ErrorList errors={errors} />;
  if (!states) {
    return (
      <Group justify="center" py="lg">
        <Loader size="sm" aria-label={t("app.loading")} />
      </Group>
    );
  }
  const canCreate = (locale: string) =>
    grants(user?.role.permissions ?? [], "create-page", { locale, pageType: page.type });

  return (
    <Paper withBorder radius="md" p="lg" maw={900}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">{t("workflow.translations.intro")}</Text>
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={t("editor.tabs.translations")} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("workflow.translations.columns.locale")}</Table.Th>
                <Table.Th>{t("workflow.translations.columns.title")}</Table.Th>
                <Table.Th>{t("workflow.translations.columns.state")}</Table.Th>
                <Table.Th>{t("workflow.translations.columns.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {states.map((s) => (
                <Table.Tr key={s.locale} data-locale={s.locale}>
                  <Table.Td>{s.locale}</Table.Td>
                  <Table.Td>
                    {s.pageID === null ? <Text size="sm" c="dimmed">—</Text> : (
                      <Stack gap={0}>
                        <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                          {s.title}
                        </Text>
                        <Text size="xs" c="dimmed">/{s.slug === "/" ? "" : s.slug}</Text>
                      </Stack>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="wrap">
                      {s.isSelf && (
                        <Badge variant="light" c="brand.9" tt="none">
                          {t("workflow.translations.thisPage")}
                        </Badge>
                      )}
                      <Badge variant="dot" color={STATUS_COLORS[s.status]} tt="none">
                        {t(`workflow.translations.status.${s.status}`)}
                      </Badge>
                      {s.sourceChanged && (
                        <Badge variant="light" color="yellow" c="dark.8" tt="none">
                          {t("workflow.translations.sourceChanged")}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {s.pageID !== null && !s.isSelf && (
                      <Anchor
                        component={Link}
                        to={`/page/${s.pageID}`}
                        size="sm"
                        aria-label={t("workflow.translations.openLocale", { locale: s.locale })}
                      >
                        {t("workflow.translations.open")}
                      </Anchor>
                    )}
                    {s.pageID === null && canCreate(s.locale) && (
                      <IconTextButton
                        icon={IconLanguage}
                        size="xs"
                        variant="light"
                        onClick={() => setTranslating(s.locale)}
                        aria-label={t("workflow.translations.translateLocale", {
                          locale: s.locale,
                        })}
                      >
                        {t("workflow.translations.translate")}
                      </IconTextButton>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <CopyDialog
        page={page}
        copy={copy}
        locales={settings?.availableLocales ?? []}
        customSlugLocales={settings?.customSlugLocales}
        onClose={() => setTranslating(null)}
        onCreated={() => setAsked((n) => n + 1)}
      />
    </Paper>
  );
}
