/**
 * The page editor (/cmsadmin/page/{pageID}): a header with the title, state and actions (undo,
 * redo, live preview, Save, Publish, Unpublish), and the tabs Overview (blocks), Page Settings,
 * SEO Settings, Translations and Preview (the stored version). The page version being edited is
 * one document (DocumentStore) owned by this screen: the tabs and the lazily mounted blocks read
 * and write it, and Save stores all of it from any tab (version first, then the slug), so a save
 * can never drop what is not on screen. Publish, Unpublish and Request publication save first.
 * Unsaved edits are kept in the browser and offered back after a reload or a crash; leaving with
 * unsaved changes asks first. A store refused because someone else stored first (PM_02) is
 * explained and the person chooses when to reload, or merges block by block (presence/).
 * Editors see each other, and the first to change something holds a soft lock that makes the
 * page read-only for the others until they take over (presence/, issue 22).
 */
import { useWarnBeforeUnload } from "../../hooks/use_warn_before_unload.ts";
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
  VisuallyHidden,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import {
  IconAccessible,
  IconArrowBackUp,
  IconArrowForwardUp,
  IconDeviceFloppy,
  IconExternalLink,
  IconEye,
  IconEyeOff,
  IconLanguage,
  IconLayoutList,
  IconLayoutSidebarRight,
  IconListDetails,
  IconSend,
  IconSeo,
  IconSettings,
} from "@tabler/icons-react";
import {
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { useBlocker, useNavigate, useParams } from "react-router";
import { type Block, BLOCK_TYPES } from "../../../../lib/content/blocks/index.ts";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { pageTypeRegistry } from "../../../../lib/content/page_types/index.ts";
import { grants, type PermissionName } from "../../../../lib/content/permissions.ts";
import { ApiError, errorsOf } from "../../api/client.ts";
import * as api from "../../api/pages.ts";
import { editorPage } from "../../api/early.ts";
import type { PageJson } from "../../api/pages.ts";
import { useAuth } from "../../auth/auth_context.tsx";
import { ErrorList } from "../../components/error_list.tsx";
import type { SlugCheck } from "../../components/slug_field.tsx";
import { StatusBadge } from "../../components/status_badge.tsx";
import { ToolButton } from "../../components/tool_button.tsx";
import { hintProps } from "../../components/hint_tooltip.tsx";
import { useSiteSettings } from "../../hooks/use_settings.ts";
import { formatDate } from "../../i18n/index.ts";
import { type SortedErrors, sortErrors } from "../../lib/block_errors.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { finishSlug, pagePublicPath } from "../../lib/page_paths.ts";
import { NotFound } from "../not_found.tsx";
import { BlockList } from "./block_list.tsx";
import { DocumentStore } from "./document_store.ts";
import { documentOf } from "./document_of.ts";
import { MergeDialog } from "./presence/merge_dialog.tsx";
import { PresencePanel } from "./presence/presence_panel.tsx";
import type { PresenceSession } from "./presence/presence_session.ts";
import { usePresenceSession, usePresenceState } from "./presence/use_presence.ts";
import { useEditorShortcuts } from "../../hooks/editor_shortcuts.ts";
import { LocaleSwitcher, PageActionsMenu } from "./editor_menu.tsx";
import { LivePreviewPanel, useLivePreview } from "./live_preview.tsx";
import { PreviewPanel } from "./preview_panel.tsx";
import { MIN_WIDTH, PreviewSplitter, usePreviewWidth } from "./preview_splitter.tsx";
import { PublishDialog } from "./publish_dialog.tsx";
import { ChecksCount, ChecksPanel } from "./checks_panel.tsx";
import { PageChecks } from "./use_page_checks.ts";
import { versionChecks } from "../../api/checks.ts";
import { fieldElement } from "../../lib/field_target.ts";
import type { Finding } from "../../../../lib/content/checks/index.ts";
import { ScheduleBadges } from "./schedule_badge.tsx";
import { DetailsTab, hasDetails } from "./details_tab.tsx";
import { SeoTab } from "./seo_tab.tsx";
import { SettingsTab, titleProblem } from "./settings_tab.tsx";
import { TranslationsTab } from "./translations_tab.tsx";
import { describeChange } from "./undo_labels.ts";
import { useDocumentValue } from "./use_document.ts";
import { useUnsavedDrafts } from "./use_unsaved_drafts.ts";
import { RequestActions, RequestStatus, usePublicationTrail } from "./workflow.tsx";

const NO_SORTED: SortedErrors = { blocks: new Map(), page: [], firstBlock: null };

/** A title longer than this (characters) gets the header's whole width. */
const LONG_TITLE = 50;

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
  // Owned here, not by the editor: reloading the document is not leaving the page.
  const presence = usePresenceSession(id, page !== null);

  useEffect(() => {
    const controller = new AbortController();
    // The page the address opened was asked for at start-up (api/early.ts).
    editorPage(id, controller.signal).then(
      (p) => !controller.signal.aborted && setPage(p),
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
      presence={presence}
      onReload={() => {
        setPage(null);
        setLoadToken((n) => n + 1);
      }}
    />
  );
}

type Busy = null | "save" | "publish" | "unpublish";

/** Where a slug typed in Page Settings stands; saving waits for a usable one. */
const SLUG_BLOCKING: SlugCheck[] = ["taken", "invalid", "checking"];

function Editor(
  { initial, onReload, presence }: {
    initial: PageJson;
    onReload(): void;
    presence: PresenceSession;
  },
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const settings = useSiteSettings();
  const [page, setPage] = useState(initial);
  const tRef = useRef(t);
  tRef.current = t;
  // The one document of this screen. Every tab and block reads and writes it; saves read it.
  const [store] = useState(() =>
    new DocumentStore(documentOf(initial), {
      describe: (target, s) => describeChange(tRef.current, target, s),
    })
  );
  const dirty = useDocumentValue(store, (s) => s.isDirty());
  const title = useDocumentValue(store, (s) => s.meta().title);
  const epoch = useDocumentValue(store, (s) => s.epoch());
  const canUndo = useDocumentValue(store, (s) => s.canUndo());
  const canRedo = useDocumentValue(store, (s) => s.canRedo());
  const undoLabel = useDocumentValue(store, (s) => s.undoLabel());
  const redoLabel = useDocumentValue(store, (s) => s.redoLabel());
  const [busy, setBusy] = useState<Busy>(null);
  const [sorted, setSorted] = useState<SortedErrors>(NO_SORTED);
  const [publicationErrors, setPublicationErrors] = useState<ApiErrorItem[]>([]);
  const [conflict, setConflict] = useState(false);
  const [merging, setMerging] = useState(false);
  const [tab, setTab] = useState<string | null>("overview");
  // A tab's panel is drawn from its first visit on and then kept (its fields keep their state):
  // the page opens on the blocks and need not draw the other tabs first (issue 23).
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set(["overview"]));
  if (tab && !visited.has(tab)) setVisited(new Set([...visited, tab]));
  const [slugCheck, setSlugCheck] = useState<SlugCheck>("idle");
  const [announcement, setAnnouncement] = useState("");
  const [publishing, setPublishing] = useState<null | { blocks: Block[]; findings: Finding[] }>(
    null,
  );
  const [previewOpen, setPreviewOpen] = useState(false);
  const version = useRef({ id: initial.pageVersion.id, revision: initial.pageVersion.revision });
  const [savedVersionID, setSavedVersionID] = useState(initial.pageVersion.id);
  const saving = useRef<Promise<boolean> | null>(null);
  // The checks of this document, live as one types; the editor itself does not re-render by them.
  const [checks] = useState(() =>
    new PageChecks(store, { fetchChecks: versionChecks, pageType: initial.type })
  );
  useEffect(() => () => checks.dispose(), [checks]);
  // The server's rules (duplicate titles) judge the stored version: asked again after each save.
  useEffect(() => checks.load(version.current.id), [checks, page]);
  useDocumentTitle(`${title || page.title} · ${t("app.name")}`);

  const scope = { locale: page.locale, pageType: page.type };
  const permissions = user?.role.permissions ?? [];
  const can = (name: PermissionName) => grants(permissions, name, scope);
  const mayEdit = can("edit-page");
  const presenceState = usePresenceState(presence);
  // While another editor holds the soft lock, this one is read-only.
  // Someone else holds the soft lock: their edits are on the way, so this editor neither edits nor
  // publishes, unpublishes or requests publication until it takes over.
  const lockedOut = Boolean(presenceState.lockedBy);
  const canEdit = mayEdit && !lockedOut;
  // The document itself refuses edits while read-only, whichever field or path would make one:
  // set before the browser paints the locked state, so no keystroke falls in between.
  useLayoutEffect(() => store.setReadOnly(!canEdit), [store, canEdit]);
  // Typing into a field is one undo step per burst; leaving the field ends the burst.
  useEffect(() => {
    const end = () => store.endBurst();
    addEventListener("focusout", end);
    return () => removeEventListener("focusout", end);
  }, [store]);
  useEffect(() => presence.setDirty(dirty), [presence, dirty]);
  // Each change keeps this tab's lock from being released as idle (LOCK_IDLE_MS).
  useEffect(() => store.subscribe(() => presence.touch()), [store, presence]);
  const canPublish = can("publish-page");
  const canDelete = can("delete-page");
  const canRequest = !canPublish && can("request-publication");
  const trail = usePublicationTrail(page.id, mayEdit);

  const types = useMemo(() => {
    const allowed = pageTypeRegistry.get(page.type)?.blockTypes;
    return allowed ? BLOCK_TYPES.filter((b) => allowed.includes(b.id)) : [...BLOCK_TYPES];
  }, [page.type]);

  const drafts = useUnsavedDrafts(store, {
    pageID: page.id,
    version: () => version.current,
    initialVersionID: initial.pageVersion.id,
    enabled: mayEdit,
  });

  // Leaving with unsaved changes asks first: inside the admin (router) and on reload or close.
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    dirty && currentLocation.pathname !== nextLocation.pathname
  );
  useWarnBeforeUnload(dirty);

  const refresh = useCallback(async () => {
    try {
      setPage(await api.getPage(page.id));
    } catch (err) {
      console.error("The page could not be reloaded", err);
    }
  }, [page.id]);

  /**
   * Opens the editor of a block (a click in the preview, an error, a check): scroll, then focus
   * `field` (its `data-field`) or else the first field.
   */
  const focusBlockEditor = useCallback((key: string, field?: string | null) => {
    setTab("overview");
    // One look every 50 ms, for up to 3 s: a long page draws its far blocks in idle time after it
    // opens (block_list.tsx), and a block's form replaces its stub (a new element) once it comes
    // near the viewport. The block is scrolled to and focused when found, its field when drawn.
    let tries = 0;
    let reached = false;
    const tick = () => {
      const block = document.getElementById(`block-${key}`);
      if (block && !reached) {
        reached = true;
        block.scrollIntoView({ block: "start" });
        block.focus({ preventScroll: true });
      }
      const target = block && ((field && fieldElement(block, field)) ||
        block.querySelector<HTMLElement>(
          "input:not([type=hidden]):not([disabled]), textarea, [contenteditable=true], select",
        ));
      if (target) {
        target.focus({ preventScroll: true });
        if (field) target.scrollIntoView({ block: "center" });
      } else if (tries++ < 60) setTimeout(tick, 50);
    };
    requestAnimationFrame(tick);
  }, []);

  const livePreview = useLivePreview(store, {
    pageID: page.id,
    versionID: () => version.current.id,
    enabled: previewOpen && canEdit,
    onBlockClick: focusBlockEditor,
  });

  /** "Show me" of a check: the block's field, or the page field on its tab. */
  function showFinding(finding: Finding) {
    if (finding.blockKey) return focusBlockEditor(finding.blockKey, finding.field);
    const tabOf: Record<string, string> = {
      title: "settings",
      seoTitle: "seo",
      seoDescription: "seo",
    };
    setTab(tabOf[finding.field ?? ""] ?? "overview");
    requestAnimationFrame(() => {
      const field = finding.field === "title"
        ? document.getElementById("page-title")
        : finding.field
        ? fieldElement(document, finding.field)
        : null;
      field?.focus();
    });
  }

  function showFirstError(next: SortedErrors) {
    const pageFields = next.page.map((e) => e.property);
    if (next.firstBlock) {
      focusBlockEditor(next.firstBlock);
    } else if (pageFields.includes("title") || pageFields.includes("slug")) {
      setTab("settings");
      const id = pageFields.includes("title") ? "page-title" : null;
      requestAnimationFrame(() => id && document.getElementById(id)?.focus());
    } else if (pageFields.some((p) => p.startsWith("seo"))) {
      setTab("seo");
    }
  }

  /**
   * Saves the whole document, whichever tab is open: the version (title, SEO, every block), then
   * the page's slug when it changed (SPEC.md section 7: version store, then page save). True
   * when everything is stored. One save at a time: a second call waits for the first.
   */
  function saveAll(): Promise<boolean> {
    saving.current ??= doSave().finally(() => (saving.current = null));
    return saving.current;
  }

  async function doSave(): Promise<boolean> {
    const snapshot = store.snapshot();
    const revision = store.revision();
    const slug = finishSlug(snapshot.settings.slug);
    const slugChanged = slug !== page.slug;
    const problem = titleProblem(snapshot.meta.title);
    if (problem) {
      const next = { ...NO_SORTED, page: [{ property: "title", code: problem }] };
      setSorted(next);
      showFirstError(next);
      return false;
    }
    if (slugChanged && SLUG_BLOCKING.includes(slugCheck)) {
      const code = slugCheck === "taken" ? "V_06" : "V_12";
      const next = { ...NO_SORTED, page: [{ property: "slug", code }] };
      setSorted(next);
      showFirstError(next);
      return false;
    }
    if (!store.isDirty() && !slugChanged) return true;

    const keys = snapshot.blocks.map((b) => b.key);
    const storedFrom = version.current.id;
    try {
      const stored = await api.storeVersion(version.current.id, {
        ...snapshot.meta,
        blocks: snapshot.blocks,
        revision: version.current.revision,
      });
      version.current = { id: stored.pageVersionID, revision: stored.revision };
      setSavedVersionID(stored.pageVersionID);
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
    setConflict(false);
    setSorted(NO_SORTED);
    if (slugChanged) {
      try {
        const { updatedLinks } = await api.savePageSlug(
          page.id,
          slug,
          snapshot.settings.shouldUpdateLinks,
        );
        notifySuccess(
          snapshot.settings.shouldUpdateLinks
            ? t("workflow.settings.linksUpdated", { count: updatedLinks })
            : t("workflow.settings.redirects"),
        );
      } catch (err) {
        // The version is stored; the slug stays in the document to be saved again.
        const next = { ...NO_SORTED, page: errorsOf(err) };
        setSorted(next);
        showFirstError(next);
        drafts.saved(storedFrom);
        await refresh();
        return false;
      }
    }
    const untouched = store.revision() === revision;
    if (slugChanged && store.settings().slug === snapshot.settings.slug) {
      store.setSettings({ slug }, { history: false });
    }
    store.markSaved(untouched ? store.revision() : revision);
    drafts.saved(storedFrom);
    await refresh();
    return true;
  }

  async function save() {
    if (!canEdit) return;
    setBusy("save");
    const wasDirty = store.isDirty() || finishSlug(store.settings().slug) !== page.slug;
    const ok = await saveAll();
    setBusy(null);
    if (ok) notifySuccess(wasDirty ? t("editor.saved") : t("editing.nothingToSave"));
  }

  function askPublish() {
    setPublicationErrors([]);
    setPublishing({ blocks: store.blocks(), findings: checks.findings() });
  }

  async function publish() {
    setPublishing(null);
    setBusy("publish");
    setPublicationErrors([]);
    try {
      if (!(await saveAll())) return;
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
      if (!(await saveAll())) return;
      await api.unpublishPage(page.id);
      notifySuccess(t("editor.unpublished"));
      await refresh();
    } catch (err) {
      setPublicationErrors(errorsOf(err));
    } finally {
      setBusy(null);
    }
  }

  function undo() {
    const what = store.undo();
    if (what) setAnnouncement(t("editing.undone", { what }));
  }

  function redo() {
    const what = store.redo();
    if (what) setAnnouncement(t("editing.redone", { what }));
  }

  useEditorShortcuts({ save: () => void save(), undo, redo }, canEdit);

  async function deleteThisPage() {
    try {
      await api.deletePage(page.id);
      drafts.saved(version.current.id);
      store.markSaved(store.revision());
      notifySuccess(t("editor.deleted", { title: page.title }));
      // Let the cleared flag reach the blocker before navigating.
      setTimeout(() => navigate("/", { replace: true }), 0);
    } catch (err) {
      setSorted({ ...NO_SORTED, page: errorsOf(err) });
    }
  }

  const published = page.publishedVersionID !== null;
  const livePath = settings ? pagePublicPath(page.slug, page.locale, settings.defaultLocale) : null;
  const pageErrors = sorted.page;
  const headerTitle = title || page.title || t("editor.untitled");
  // The whole title, however long (cut to two lines, its end was hidden: issue 28); a long one
  // takes the header's whole width and the tools wrap below it, instead of squeezing it.
  const titleBasis = headerTitle.length > LONG_TITLE ? "1 1 100%" : "1 1 320px";

  const tabs = (
    <Tabs value={tab} onChange={setTab} keepMounted>
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
          key={epoch}
          store={store}
          types={types}
          errors={sorted.blocks}
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
            onSlugCheck={setSlugCheck}
            canEdit={canEdit}
            canMove={canPublish || page.publishedVersionID === null}
            canDelete={canDelete}
            onDelete={deleteThisPage}
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
        {visited.has("checks") && <ChecksPanel checks={checks} onShow={showFinding} />}
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
  );

  return (
    <Stack gap="lg">
      <VisuallyHidden role="status" aria-live="polite">{announcement}</VisuallyHidden>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Stack gap={6} style={{ minWidth: 0, flex: titleBasis }}>
            <Title order={1} className="editor-title">
              {headerTitle}
            </Title>
            <Group gap="xs" wrap="wrap">
              <StatusBadge status={page.status} />
              <Badge variant="outline" color="gray" tt="none">
                <span className="visually-hidden">{t("pages.columns.locale")}:</span> {page.locale}
              </Badge>
              <Text size="sm" c="dimmed" truncate="end" maw={320} title={`/${page.slug}`}>
                /{page.slug === "/" ? "" : page.slug}
              </Text>
              {dirty && (
                <Badge color="orange" variant="dot" tt="none" role="status">
                  {t("editor.dirty")}
                </Badge>
              )}
              <ScheduleBadges publishAt={page.publishAt} unpublishAt={page.unpublishAt} />
              {(page.publishedWithProblems ?? 0) > 0 && (
                <Badge color="orange" variant="dot" tt="none">
                  {t("checks.publishedWith", { count: page.publishedWithProblems })}
                </Badge>
              )}
              {published && livePath && (
                <Anchor href={livePath} target="_blank" rel="noopener" size="sm">
                  <Group gap={4} wrap="nowrap" component="span">
                    {t("editor.viewLive")}
                    <IconExternalLink size={14} aria-hidden />
                    <span className="visually-hidden">{t("editor.newWindow")}</span>
                  </Group>
                </Anchor>
              )}
            </Group>
          </Stack>
          <Group gap="sm" wrap="wrap">
            <LocaleSwitcher page={page} />
            {canEdit && (
              <Group gap={2} wrap="nowrap">
                <ToolButton
                  variant="default"
                  size="lg"
                  onClick={undo}
                  disabled={!canUndo}
                  label={t("editing.undo")}
                  tooltip={undoLabel ? t("editing.undoWhat", { what: undoLabel }) : undefined}
                  keyShortcuts="Control+Z"
                >
                  <IconArrowBackUp size={18} aria-hidden />
                </ToolButton>
                <ToolButton
                  variant="default"
                  size="lg"
                  onClick={redo}
                  disabled={!canRedo}
                  label={t("editing.redo")}
                  tooltip={redoLabel ? t("editing.redoWhat", { what: redoLabel }) : undefined}
                  keyShortcuts="Control+Shift+Z"
                >
                  <IconArrowForwardUp size={18} aria-hidden />
                </ToolButton>
              </Group>
            )}
            {canEdit && (
              <Button
                variant={previewOpen ? "light" : "default"}
                leftSection={<IconLayoutSidebarRight size={16} aria-hidden />}
                aria-pressed={previewOpen}
                onClick={() => setPreviewOpen((v) => !v)}
              >
                {t("editing.preview.toggle")}
              </Button>
            )}
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              variant={canPublish ? "default" : "filled"}
              onClick={save}
              loading={busy === "save"}
              disabled={!canEdit || (busy !== null && busy !== "save")}
              aria-keyshortcuts="Control+S"
              {...hintProps(t("editing.shortcuts"), 600)}
            >
              {t("common.save")}
            </Button>
            {canPublish && published && (
              <Button
                variant="default"
                leftSection={<IconEyeOff size={16} aria-hidden />}
                onClick={unpublish}
                loading={busy === "unpublish"}
                disabled={lockedOut || (busy !== null && busy !== "unpublish")}
              >
                {t("editor.unpublish")}
              </Button>
            )}
            {canPublish && (
              <Button
                leftSection={<IconSend size={16} aria-hidden />}
                onClick={askPublish}
                loading={busy === "publish"}
                disabled={lockedOut || (busy !== null && busy !== "publish")}
              >
                {t("editor.publish")}
              </Button>
            )}
            {canRequest && (
              <RequestActions
                page={page}
                trail={trail}
                dirty={dirty}
                storeFirst={saveAll}
                onChanged={refresh}
                onErrors={setPublicationErrors}
                busy={busy !== null || lockedOut}
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
                drafts.saved(version.current.id);
                store.markSaved(store.revision());
                setTimeout(onReload, 0);
              }}
              onScheduled={refresh}
            />
          </Group>
        </Group>
        {!mayEdit && <Alert color="gray" variant="light">{t("editor.readOnly")}</Alert>}
        {mayEdit && (
          <PresencePanel
            session={presence}
            state={presenceState}
            dirty={dirty}
            userID={user?.ID}
            // Taken over with nothing unsaved: start from what was stored meanwhile.
            onTakenOver={() => !store.isDirty() && setTimeout(onReload, 0)}
            onReload={() => {
              // The unsaved edits stay in this browser and are offered after the reload.
              presence.clearLost();
              store.markSaved(store.revision());
              setTimeout(onReload, 0);
            }}
          />
        )}
        {drafts.offer && canEdit && (
          <Alert
            color="blue"
            variant="light"
            role="alertdialog"
            aria-labelledby="restore-title"
            title={<span id="restore-title">{t("editing.restore.title")}</span>}
          >
            <Stack gap="xs">
              <Text size="sm">
                {t("editing.restore.message", {
                  time: formatDate(drafts.offer.savedAt, { timeStyle: "short" }),
                })}
              </Text>
              {drafts.offer.baseRevision !== version.current.revision && (
                <Text size="sm" c="orange.9">{t("editing.restore.changedSince")}</Text>
              )}
              <Group gap="sm">
                <Button
                  size="xs"
                  onClick={() => {
                    drafts.restore();
                    notifySuccess(t("editing.restore.restored"));
                  }}
                >
                  {t("editing.restore.restore")}
                </Button>
                <Button size="xs" variant="default" onClick={drafts.discard}>
                  {t("editing.restore.discard")}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {mayEdit && (
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
                    // The unsaved edits stay in this browser and are offered after the reload.
                    store.markSaved(store.revision());
                    setTimeout(onReload, 0);
                  }}
                >
                  {t("editor.conflict.reload")}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() =>
                    setMerging(true)}
                >
                  {t("presence.merge.open")}
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
        <ErrorList errors={pageErrors} title={t("editor.saveFailed")} />
        {sorted.blocks.size > 0 && (
          <Alert color="red" variant="light" role="alert">
            {t("editor.blockErrors", { count: sorted.blocks.size })}
          </Alert>
        )}
      </Stack>

      {previewOpen && canEdit
        ? (
          <SplitView
            main={tabs}
            side={
              <LivePreviewPanel
                preview={livePreview}
                pageID={page.id}
                onBlockClick={focusBlockEditor}
                onClose={() => setPreviewOpen(false)}
              />
            }
            label={t("editing.preview.resize")}
          />
        )
        : tabs}

      <PublishDialog
        opened={publishing !== null}
        live={page.content}
        blocks={publishing?.blocks ?? []}
        findings={publishing?.findings ?? []}
        onShow={(finding) => {
          setPublishing(null);
          showFinding(finding);
        }}
        onConfirm={publish}
        onClose={() => setPublishing(null)}
      />

      <MergeDialog
        opened={merging}
        pageID={page.id}
        base={page}
        mine={() => store.snapshot()}
        onClose={() => setMerging(false)}
        onMerged={(latest, merged) => {
          // Stored against the newest version: what was merged is what the person chose.
          setMerging(false);
          setConflict(false);
          version.current = { id: latest.pageVersion.id, revision: latest.pageVersion.revision };
          setPage(latest);
          store.replaceAll(merged);
          void save();
        }}
      />

      <Modal
        opened={blocker.state === "blocked"}
        onClose={() => blocker.reset?.()}
        title={t("editor.unsaved.title")}
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        <Stack>
          {/* Leaving keeps the edits in this browser (reload recovery): say so, unless it cannot. */}
          <Text size="sm">
            {t(
              blocker.state === "blocked" && !drafts.keep()
                ? "editor.unsaved.messageNotKept"
                : "editor.unsaved.message",
            )}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
              {t("editor.unsaved.stay")}
            </Button>
            <Button color="red.9" onClick={() => blocker.proceed?.()}>
              {t("editor.unsaved.leave")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** The editor beside the live preview, with a handle between them to resize it. */
function SplitView({ main, side, label }: { main: ReactNode; side: ReactNode; label: string }) {
  const max = Math.max(MIN_WIDTH, Math.round(innerWidth * 0.7));
  const [width, setWidth] = usePreviewWidth(max);
  return (
    <div className="editor-split">
      <div className="editor-split-main">{main}</div>
      <PreviewSplitter width={width} max={max} label={label} onWidth={setWidth} />
      <div className="editor-split-side" style={{ width }}>{side}</div>
    </div>
  );
}
