/**
 * The page editor (/cmsadmin/page/{pageID}): a header with the title, state and actions (Save,
 * Publish = store then publish, Unpublish), and the tabs Overview (blocks), Page Settings, SEO
 * Settings, Translations and Preview. Unsaved changes are guarded on leaving, by the router and
 * on reload or close. A store refused because someone else stored first (PM_02) is explained
 * and the person chooses when to reload; their unsaved work stays visible until then.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Stack,
  Tabs,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import {
  IconDeviceFloppy,
  IconExternalLink,
  IconEye,
  IconEyeOff,
  IconLanguage,
  IconLayoutList,
  IconSend,
  IconSeo,
  IconSettings,
} from "@tabler/icons-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker, useNavigate, useParams } from "react-router";
import { BLOCK_TYPES } from "../../../../lib/content/blocks/index.ts";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import type { ImageWithCrop } from "../../../../lib/content/media_refs.ts";
import { pageTypeRegistry } from "../../../../lib/content/page_types/index.ts";
import { grants, type PermissionName } from "../../../../lib/content/permissions.ts";
import { ApiError, errorsOf } from "../../api/client.ts";
import * as api from "../../api/pages.ts";
import type { PageJson } from "../../api/pages.ts";
import { useAuth } from "../../auth/auth_context.tsx";
import { ErrorList } from "../../components/error_list.tsx";
import { StatusBadge } from "../../components/status_badge.tsx";
import { useSiteSettings } from "../../hooks/use_settings.ts";
import { type SortedErrors, sortErrors } from "../../lib/block_errors.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { pagePublicPath } from "../../lib/page_paths.ts";
import { NotFound } from "../not_found.tsx";
import { BlockList, type BlockListHandle } from "./block_list.tsx";
import { PreviewPanel } from "./preview_panel.tsx";
import { SeoTab } from "./seo_tab.tsx";
import { SettingsTab } from "./settings_tab.tsx";
import { TranslationsTab } from "./translations_tab.tsx";
import { LocaleSwitcher, PageActionsMenu } from "./editor_menu.tsx";
import { ScheduleBadges } from "./schedule_badge.tsx";
import { RequestActions, RequestStatus, usePublicationTrail } from "./workflow.tsx";

export interface Meta {
  title: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  seoImage: ImageWithCrop[];
}

const NO_SORTED: SortedErrors = { blocks: new Map(), page: [], firstBlock: null };

function metaOf(page: PageJson): Meta {
  const v = page.pageVersion;
  return {
    title: v.title,
    seoTitle: v.seoTitle,
    seoDescription: v.seoDescription,
    seoKeywords: v.seoKeywords,
    seoImage: v.seoImage ?? [],
  };
}

export function PageEditor() {
  const { pageID = "" } = useParams();
  const id = Number(pageID);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return <EditorLoader key={id} id={id} />;
}

function EditorLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState<PageJson | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [loadToken, setLoadToken] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api.getPage(id, controller.signal).then(
      (p) => setPage(p),
      (err) => !controller.signal.aborted && setErrors(errorsOf(err)),
    );
    return () => controller.abort();
  }, [id, loadToken]);

  if (errors.length > 0) {
    return (
      <Stack>
        <Title order={1}>{t("editor.title")}</Title>
        <ErrorList errors={errors} title={t("editor.loadFailed")} />
      </Stack>
    );
  }
  if (!page) {
    return (
      <Group justify="center" py="xl" aria-busy="true">
        <Loader aria-label={t("app.loading")} />
      </Group>
    );
  }
  return (
    <Editor
      key={`${page.pageVersion.id}-${loadToken}`}
      initial={page}
      onReload={() => {
        setPage(null);
        setLoadToken((n) => n + 1);
      }}
    />
  );
}

type Busy = null | "save" | "publish" | "unpublish" | "settings";

function Editor({ initial, onReload }: { initial: PageJson; onReload(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const settings = useSiteSettings();
  const [page, setPage] = useState(initial);
  const [meta, setMeta] = useState<Meta>(() => metaOf(initial));
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [sorted, setSorted] = useState<SortedErrors>(NO_SORTED);
  const [publicationErrors, setPublicationErrors] = useState<ApiErrorItem[]>([]);
  const [conflict, setConflict] = useState(false);
  const [tab, setTab] = useState<string | null>("overview");
  const version = useRef({ id: initial.pageVersion.id, revision: initial.pageVersion.revision });
  const blocksRef = useRef<BlockListHandle>(null);
  const [savedVersionID, setSavedVersionID] = useState(initial.pageVersion.id);
  useDocumentTitle(`${meta.title || page.title} · ${t("app.name")}`);

  const scope = { locale: page.locale, pageType: page.type };
  const permissions = user?.role.permissions ?? [];
  const can = (name: PermissionName) => grants(permissions, name, scope);
  const canEdit = can("edit-page");
  const canPublish = can("publish-page");
  const canDelete = can("delete-page");
  const canRequest = !canPublish && can("request-publication");
  const trail = usePublicationTrail(page.id, canEdit);

  const markDirty = useCallback(() => setDirty(true), []);
  const changeMeta = useCallback((patch: Partial<Meta>) => {
    setMeta((m) => ({ ...m, ...patch }));
    setDirty(true);
  }, []);

  const types = useMemo(() => {
    const allowed = pageTypeRegistry.get(page.type)?.blockTypes;
    return allowed ? BLOCK_TYPES.filter((b) => allowed.includes(b.id)) : [...BLOCK_TYPES];
  }, [page.type]);

  // Leaving with unsaved changes asks first: inside the admin (router) and on reload or close.
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    dirty && currentLocation.pathname !== nextLocation.pathname
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    addEventListener("beforeunload", warn);
    return () => removeEventListener("beforeunload", warn);
  }, [dirty]);

  const refresh = useCallback(async () => {
    try {
      setPage(await api.getPage(page.id));
    } catch (err) {
      console.error("The page could not be reloaded", err);
    }
  }, [page.id]);

  /** Stores the version; true when stored. Errors are shown where they belong. */
  async function store(): Promise<boolean> {
    const blocks = blocksRef.current?.blocks() ?? [];
    const keys = blocks.map((b) => b.key);
    try {
      const stored = await api.storeVersion(version.current.id, {
        ...meta,
        blocks,
        revision: version.current.revision,
      });
      version.current = { id: stored.pageVersionID, revision: stored.revision };
      setSavedVersionID(stored.pageVersionID);
      setSorted(NO_SORTED);
      setConflict(false);
      setDirty(false);
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.has("PM_02")) {
        setConflict(true);
        return false;
      }
      const next = sortErrors(errorsOf(err), keys);
      setSorted(next);
      showFirstError(next);
      return false;
    }
  }

  function showFirstError(next: SortedErrors) {
    const pageFields = next.page.map((e) => e.property);
    if (next.firstBlock) {
      setTab("overview");
      requestAnimationFrame(() => {
        const el = document.getElementById(`block-${next.firstBlock}`);
        el?.scrollIntoView({ block: "start", behavior: "smooth" });
        el?.focus({ preventScroll: true });
      });
    } else if (pageFields.includes("title")) {
      setTab("settings");
      requestAnimationFrame(() => document.getElementById("page-title")?.focus());
    } else if (pageFields.some((p) => p.startsWith("seo"))) {
      setTab("seo");
    }
  }

  async function save() {
    setBusy("save");
    const ok = await store();
    setBusy(null);
    if (ok) {
      notifySuccess(t("editor.saved"));
      void refresh();
    }
  }

  async function publish() {
    setBusy("publish");
    setPublicationErrors([]);
    try {
      if (dirty && !(await store())) return;
      await api.publishPage(page.id);
      notifySuccess(t("editor.published"));
      await refresh();
    } catch (err) {
      setPublicationErrors(errorsOf(err));
    } finally {
      setBusy(null);
    }
  }

  async function unpublish() {
    setBusy("unpublish");
    setPublicationErrors([]);
    try {
      if (dirty && !(await store())) return;
      await api.unpublishPage(page.id);
      notifySuccess(t("editor.unpublished"));
      await refresh();
    } catch (err) {
      setPublicationErrors(errorsOf(err));
    } finally {
      setBusy(null);
    }
  }

  /** Page Settings: store the version (title) first, then the page (slug). */
  async function saveSettings(slug: string, shouldUpdateLinks: boolean): Promise<boolean> {
    setBusy("settings");
    try {
      if (!(await store())) return false;
      if (slug !== page.slug) {
        try {
          const { updatedLinks } = await api.savePageSlug(page.id, slug, shouldUpdateLinks);
          notifySuccess(
            shouldUpdateLinks
              ? t("workflow.settings.linksUpdated", { count: updatedLinks })
              : t("workflow.settings.redirects"),
          );
        } catch (err) {
          setSorted({ ...NO_SORTED, page: errorsOf(err) });
          return false;
        }
      }
      notifySuccess(t("editor.settingsSaved"));
      await refresh();
      return true;
    } finally {
      setBusy(null);
    }
  }

  async function deleteThisPage() {
    try {
      await api.deletePage(page.id);
      setDirty(false);
      notifySuccess(t("editor.deleted", { title: page.title }));
      // Let the cleared flag reach the blocker before navigating.
      setTimeout(() => navigate("/", { replace: true }), 0);
    } catch (err) {
      setSorted({ ...NO_SORTED, page: errorsOf(err) });
    }
  }

  const published = page.publishedVersionID !== null;
  const livePath = settings ? pagePublicPath(page.slug, page.locale, settings.defaultLocale) : null;
  const titleError = sorted.page.find((e) => e.property === "title");
  const otherPageErrors = sorted.page.filter((e) => e.property !== "title");

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Stack gap={6} style={{ minWidth: 0, flex: "1 1 320px" }}>
            <Title order={1} style={{ overflowWrap: "anywhere" }}>
              {meta.title || page.title || t("editor.untitled")}
            </Title>
            <Group gap="xs" wrap="wrap">
              <StatusBadge status={page.status} />
              <Badge variant="outline" color="gray" tt="none">
                <span className="visually-hidden">{t("pages.columns.locale")}:</span> {page.locale}
              </Badge>
              <Text size="sm" c="dimmed">/{page.slug === "/" ? "" : page.slug}</Text>
              {dirty && (
                <Badge color="orange" variant="dot" tt="none" role="status">
                  {t("editor.dirty")}
                </Badge>
              )}
              <ScheduleBadges publishAt={page.publishAt} unpublishAt={page.unpublishAt} />
              {published && livePath && (
                <Anchor href={livePath} target="_blank" rel="noopener" size="sm">
                  <Group gap={4} wrap="nowrap" component="span">
                    {t("editor.viewLive")}
                    <IconExternalLink size={14} aria-hidden />
                    <span className="visually-hidden">{t("common.newWindow")}</span>
                  </Group>
                </Anchor>
              )}
            </Group>
          </Stack>
          <Group gap="sm" wrap="wrap">
            <LocaleSwitcher page={page} />
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              variant={canPublish ? "default" : "filled"}
              onClick={save}
              loading={busy === "save"}
              disabled={!canEdit || (busy !== null && busy !== "save")}
            >
              {t("common.save")}
            </Button>
            {canPublish && published && (
              <Button
                variant="default"
                leftSection={<IconEyeOff size={16} aria-hidden />}
                onClick={unpublish}
                loading={busy === "unpublish"}
                disabled={busy !== null && busy !== "unpublish"}
              >
                {t("editor.unpublish")}
              </Button>
            )}
            {canPublish && (
              <Tooltip
                label={t("editor.publishHint")}
                disabled={page.status !== "published" || dirty}
              >
                <Button
                  leftSection={<IconSend size={16} aria-hidden />}
                  onClick={publish}
                  loading={busy === "publish"}
                  disabled={busy !== null && busy !== "publish"}
                >
                  {t("editor.publish")}
                </Button>
              </Tooltip>
            )}
            {canRequest && (
              <RequestActions
                page={page}
                trail={trail}
                dirty={dirty}
                storeFirst={async () => !dirty || await store()}
                onChanged={refresh}
                onErrors={setPublicationErrors}
                busy={busy !== null}
              />
            )}
            <PageActionsMenu
              page={page}
              dirty={dirty}
              canEdit={canEdit}
              canPublish={canPublish}
              canCreate={can("create-page")}
              locales={settings?.availableLocales ?? [page.locale]}
              onRestored={() => {
                setDirty(false);
                setTimeout(onReload, 0);
              }}
              onScheduled={refresh}
            />
          </Group>
        </Group>
        {!canEdit && <Alert color="gray" variant="light">{t("editor.readOnly")}</Alert>}
        {canEdit && (
          <RequestStatus
            page={page}
            trail={trail}
            dirty={dirty}
            canReview={can("review-publication")}
            onReviewed={refresh}
          />
        )}
        {conflict && (
          <Alert color="orange" variant="light" role="alert" title={t("editor.conflict.title")}>
            <Stack gap="xs">
              <Text size="sm">{t("editor.conflict.message")}</Text>
              <Group gap="sm">
                <Button
                  size="xs"
                  color="orange"
                  onClick={() => {
                    setDirty(false);
                    setTimeout(onReload, 0);
                  }}
                >
                  {t("editor.conflict.reload")}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() =>
                    setConflict(false)}
                >
                  {t("editor.conflict.keep")}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <ErrorList
          errors={publicationErrors}
          title={t("editor.publicationFailed")}
          onClose={() => setPublicationErrors([])}
        />
        <ErrorList
          errors={[...(titleError ? [titleError] : []), ...otherPageErrors]}
          title={t("editor.saveFailed")}
        />
        {sorted.blocks.size > 0 && (
          <Alert color="red" variant="light" role="alert">
            {t("editor.blockErrors", { count: sorted.blocks.size })}
          </Alert>
        )}
      </Stack>

      <Tabs value={tab} onChange={setTab} keepMounted>
        <Tabs.List>
          <Tabs.Tab value="overview" leftSection={<IconLayoutList size={16} aria-hidden />}>
            {t("editor.tabs.overview")}
          </Tabs.Tab>
          <Tabs.Tab value="settings" leftSection={<IconSettings size={16} aria-hidden />}>
            {t("editor.tabs.settings")}
          </Tabs.Tab>
          <Tabs.Tab value="seo" leftSection={<IconSeo size={16} aria-hidden />}>
            {t("editor.tabs.seo")}
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
            handle={blocksRef}
            initial={initial.pageVersion.blocks}
            types={types}
            errors={sorted.blocks}
            locale={page.locale}
            readOnly={!canEdit}
            onDirty={markDirty}
          />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="md">
          <SettingsTab
            page={page}
            title={meta.title}
            titleError={titleError}
            onTitle={(title) => changeMeta({ title })}
            onSave={saveSettings}
            saving={busy === "settings"}
            canEdit={canEdit}
            canDelete={canDelete}
            onDelete={deleteThisPage}
          />
        </Tabs.Panel>
        <Tabs.Panel value="seo" pt="md">
          <SeoTab meta={meta} onChange={changeMeta} errors={sorted.page} readOnly={!canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="translations" pt="md">
          {tab === "translations" && <TranslationsTab page={page} settings={settings} />}
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="md">
          {tab === "preview" && (
            <PreviewPanel versionID={savedVersionID} dirty={dirty} onSave={save} />
          )}
        </Tabs.Panel>
      </Tabs>

      <Modal
        opened={blocker.state === "blocked"}
        onClose={() => blocker.reset?.()}
        title={t("editor.unsaved.title")}
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        <Stack>
          <Text size="sm">{t("editor.unsaved.message")}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
              {t("editor.unsaved.stay")}
            </Button>
            <Button color="red" onClick={() => blocker.proceed?.()}>
              {t("editor.unsaved.leave")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
