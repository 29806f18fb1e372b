/**
 * The page editor's tabs: Overview (the blocks), Page Settings, the page type's details, SEO,
 * Checks, Translations and Preview (the stored version). A tab's panel is drawn from its first
 * visit on (`visited`) and then kept, so its fields keep their state; Translations and Preview
 * are drawn only while open (they ask the server).
 */
import { Tabs } from "@mantine/core";
import {
  IconAccessible,
  IconEye,
  IconLanguage,
  IconLayoutList,
  IconListDetails,
  IconSeo,
  IconSettings,
} from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { BLOCK_TYPES } from "../../../../lib/content/blocks/index.ts";
import type { Finding } from "../../../../lib/content/checks/index.ts";
import { pageTypeRegistry } from "../../../../lib/content/page_types/index.ts";
import type { PageJson } from "../../api/pages.ts";
import type { Settings } from "../../api/types.ts";
import type { SlugCheck } from "../../components/slug_field.tsx";
import type { SortedErrors } from "../../lib/block_errors.ts";
import { BlockList } from "./block_list.tsx";
import { ChecksCount, ChecksPanel } from "./checks_panel.tsx";
import { DetailsTab, hasDetails } from "./details_tab.tsx";
import type { DocumentStore } from "./document_store.ts";
import { PreviewPanel, type PreviewPanelProps } from "./preview_panel.tsx";
import { useDocumentValue } from "./use_document.ts";
import { SeoTab } from "./seo_tab.tsx";
import { SettingsTab } from "./settings_tab.tsx";
import { TranslationsTab } from "./translations_tab.tsx";
import type { PageChecks } from "./use_page_checks.ts";

export interface EditorTabsProps {
  tab: string | null;
  onTab(tab: string | null): void;
  /** The tabs opened so far: their panels are drawn. */
  visited: ReadonlySet<string>;
  store: DocumentStore;
  /** The document's generation: a new one (undo past a replace, a merge) redraws the blocks. */
  epoch: number;
  page: PageJson;
  settings: Settings | null;
  checks: PageChecks;
  errors: SortedErrors;
  savedVersionID: number;
  canEdit: boolean;
  canMove: boolean;
  canDelete: boolean;
  onSlugCheck(check: SlugCheck): void;
  onDelete(): Promise<void>;
  onSave(): Promise<void>;
  onShowFinding(finding: Finding): void;
}

export function EditorTabs(props: EditorTabsProps) {
  const { tab, visited, store, page, checks, canEdit } = props;
  const { t } = useTranslation();
  const pageErrors = props.errors.page;
  const types = useMemo(() => {
    const allowed = pageTypeRegistry.get(page.type)?.blockTypes;
    return allowed ? BLOCK_TYPES.filter((b) => allowed.includes(b.id)) : [...BLOCK_TYPES];
  }, [page.type]);

  return (
    <Tabs value={tab} onChange={props.onTab} keepMounted>
      <Tabs.List>
        <Tabs.Tab value="overview" leftSection={<IconLayoutList size={16} aria-hidden />}>
          {t("editor.tabs.overview")}
        </Tabs.Tab>
        <Tabs.Tab value="settings" leftSection={<IconSettings size={16} aria-hidden />}>
          {t("editor.tabs.settings")}
        </Tabs.Tab>
        {hasDetails(page.type) && (
          <Tabs.Tab value="details" leftSection={<IconListDetails size={16} aria-hidden />}>
            {t("typeData.tab")}
          </Tabs.Tab>
        )}
        <Tabs.Tab value="seo" leftSection={<IconSeo size={16} aria-hidden />}>
          {t("editor.tabs.seo")}
        </Tabs.Tab>
        <Tabs.Tab
          value="checks"
          leftSection={<IconAccessible size={16} aria-hidden />}
          rightSection={<ChecksCount checks={checks} />}
        >
          {t("checks.tab")}
        </Tabs.Tab>
        <Tabs.Tab value="translations" leftSection={<IconLanguage size={16} aria-hidden />}>
          {t("editor.tabs.translations")}
        </Tabs.Tab>
        <Tabs.Tab value="preview" leftSection={<IconEye size={16} aria-hidden />}>
          {t("editor.tabs.preview")}
        </Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="overview" pt="md">
        <BlockList
          key={props.epoch}
          store={store}
          types={types}
          errors={props.errors.blocks}
          locale={page.locale}
          readOnly={!canEdit}
        />
      </Tabs.Panel>
      <Tabs.Panel value="settings" pt="md">
        {visited.has("settings") && (
          <SettingsTab
            store={store}
            page={page}
            errors={pageErrors}
            onSlugCheck={props.onSlugCheck}
            canEdit={canEdit}
            canMove={props.canMove}
            canDelete={props.canDelete}
            onDelete={props.onDelete}
          />
        )}
      </Tabs.Panel>
      {hasDetails(page.type) && (
        <Tabs.Panel value="details" pt="md">
          {visited.has("details") && (
            <DetailsTab
              store={store}
              pageType={page.type}
              errors={pageErrors}
              readOnly={!canEdit}
            />
          )}
        </Tabs.Panel>
      )}
      <Tabs.Panel value="seo" pt="md">
        {visited.has("seo") && <SeoTab store={store} errors={pageErrors} readOnly={!canEdit} />}
      </Tabs.Panel>
      <Tabs.Panel value="checks" pt="md">
        {visited.has("checks") && <ChecksPanel checks={checks} onShow={props.onShowFinding} />}
      </Tabs.Panel>
      <Tabs.Panel value="translations" pt="md">
        {tab === "translations" && <TranslationsTab page={page} settings={props.settings} />}
      </Tabs.Panel>
      <Tabs.Panel value="preview" pt="md">
        {tab === "preview" && (
          <UnsavedAwarePreview
            versionID={props.savedVersionID}
            store={store}
            onSave={props.onSave}
          />
        )}
      </Tabs.Panel>
    </Tabs>
  );
}

/** The Preview tab, which says when the page has unsaved changes: read here, not by the tabs. */
function UnsavedAwarePreview(
  { store, ...props }: Omit<PreviewPanelProps, "dirty"> & { store: DocumentStore },
) {
  const dirty = useDocumentValue(store, (s) => s.isDirty());
  return <PreviewPanel {...props} dirty={dirty} />;
}
