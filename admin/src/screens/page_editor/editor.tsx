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
import { Group, Loader, Stack, Title, VisuallyHidden } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useEffect, useLayoutEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { afterPaint } from "../../lib/after_paint.ts";
import { BlockCommentsContext } from "./comments_context.ts";
import { grants, type PermissionName } from "../../../../lib/content/permissions.ts";
import type { PageJson } from "../../api/pages.ts";
import type { DocumentStore } from "./document_store.ts";
import { useAuth } from "../../auth/auth_context.tsx";
import { ErrorList } from "../../components/error_list.tsx";
import { useSiteSettings } from "../../hooks/use_settings.ts";
import { pagePublicPath } from "../../lib/page_paths.ts";
import { NotFound } from "../not_found.tsx";
import { EditorHeader } from "./editor_header.tsx";
import { EditorLeaveDialog } from "./editor_leave_dialog.tsx";
import { EditorNotices } from "./editor_notices.tsx";
import { EditorTabs } from "./editor_tabs.tsx";
import { LivePreviewPanel, useLivePreview } from "./live_preview.tsx";
import { MergeDialog } from "./presence/merge_dialog.tsx";
import type { PresenceSession } from "./presence/presence_session.ts";
import { usePresenceSession, usePresenceState } from "./presence/use_presence.ts";
import { SplitView } from "./preview_splitter.tsx";
import { PublishDialog } from "./publish_dialog.tsx";
import { useDocumentValue } from "./use_document.ts";
import { useEditorDocument, useLoadedPage } from "./use_editor_document.ts";
import { useEditorFocus, useEditorKeys } from "./use_editor_keys.ts";
import { useEditorComments } from "./use_editor_comments.tsx";
import { useEditorSave } from "./use_editor_save.ts";
import { usePublicationTrail } from "./workflow.tsx";

export function PageEditor() {
  const { pageID = "" } = useParams();
  const id = Number(pageID);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return <EditorLoader key={id} id={id} />;
}

function EditorLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const [loadToken, setLoadToken] = useState(0);
  const { page, setPage, errors } = useLoadedPage(id, loadToken);
  // Owned here, not by the editor: reloading the document is not leaving the page.
  const presence = usePresenceSession(id, page !== null);

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

/**
 * One opened page version: the document (./use_editor_document.ts) and its saving
 * (./use_editor_save.ts), focus and keys (./use_editor_keys.ts), comments
 * (./use_editor_comments.tsx), who may do what now (the permissions and the soft lock), and the
 * layout: header, notices, tabs beside the live preview when it is open, and the dialogs.
 */
function Editor(
  { initial, onReload, presence }: {
    initial: PageJson;
    onReload(): void;
    presence: PresenceSession;
  },
) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const settings = useSiteSettings();
  const doc = useEditorDocument(initial);
  const { store, page, version, checks, refresh } = doc;
  const title = useDocumentValue(store, (s) => s.meta().title);
  const epoch = useDocumentValue(store, (s) => s.epoch());
  const [merging, setMerging] = useState(false);
  const [tab, setTab] = useState<string | null>("overview");
  // A tab's panel is drawn from its first visit on and then kept (its fields keep their state):
  // the page opens on the blocks and need not draw the other tabs first (issue 23).
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set(["overview"]));
  if (tab && !visited.has(tab)) setVisited(new Set([...visited, tab]));
  const [previewOpen, setPreviewOpen] = useState(false);
  useDocumentTitle(`${title || page.title} · ${t("app.name")}`);

  const scope = { locale: page.locale, pageType: page.type };
  const permissions = user?.role.permissions ?? [];
  const can = (name: PermissionName) => grants(permissions, name, scope);
  const mayEdit = can("edit-page");
  const presenceState = usePresenceState(presence);
  // Someone else holds the soft lock: their edits are on the way, so this editor neither edits nor
  // publishes, unpublishes or requests publication until it takes over.
  const lockedOut = Boolean(presenceState.lockedBy);
  const canEdit = mayEdit && !lockedOut;
  // The document itself refuses edits while read-only, whichever field or path would make one:
  // set before the browser paints the locked state, so no keystroke falls in between.
  useLayoutEffect(() => store.setReadOnly(!canEdit), [store, canEdit]);
  // Each change keeps this tab's lock from being released as idle (LOCK_IDLE_MS).
  useEffect(() => store.subscribe(() => presence.touch()), [store, presence]);
  const canPublish = can("publish-page");
  const trail = usePublicationTrail(page.id, mayEdit);

  const focus = useEditorFocus(setTab);
  const saving = useEditorSave(doc, { canEdit, mayEdit, showFirstError: focus.showFirstError });
  const { drafts } = saving;
  const livePreview = useLivePreview(store, {
    pageID: page.id,
    versionID: () => version.current.id,
    enabled: previewOpen && canEdit,
    onBlockClick: focus.focusBlockEditor,
  });
  const keys = useEditorKeys(store, { save: saving.save, canEdit });
  const comments = useEditorComments(
    doc.savedVersionID,
    store,
    mayEdit || can("review-publication"),
  );

  const livePath = settings ? pagePublicPath(page.slug, page.locale, settings.defaultLocale) : null;
  /** Reload the page once the document counts as saved (its edits stay kept in this browser). */
  const reloadSaved = () => {
    drafts.saved(version.current.id);
    store.markSaved(store.revision());
    setTimeout(onReload, 0);
  };

  const tabs = (
    <BlockCommentsContext.Provider value={comments.blocks}>
      <EditorTabs
        tab={tab}
        onTab={setTab}
        visited={visited}
        store={store}
        epoch={epoch}
        page={page}
        settings={settings}
        checks={checks}
        errors={saving.sorted}
        savedVersionID={doc.savedVersionID}
        canEdit={canEdit}
        canMove={canPublish || page.publishedVersionID === null}
        canDelete={can("delete-page")}
        onSlugCheck={saving.setSlugCheck}
        onDelete={saving.deleteThisPage}
        onSave={saving.save}
        onShowFinding={focus.showFinding}
      />
    </BlockCommentsContext.Provider>
  );

  return (
    <Stack gap="lg">
      <VisuallyHidden role="status" aria-live="polite">{keys.announcement}</VisuallyHidden>
      <Stack gap="sm">
        <EditorHeader
          page={page}
          store={store}
          title={title || page.title || t("editor.untitled")}
          livePath={livePath}
          canEdit={canEdit}
          canShare={mayEdit}
          savedVersionID={doc.savedVersionID}
          canPublish={canPublish}
          canRequest={!canPublish && can("request-publication")}
          canCreate={can("create-page")}
          lockedOut={lockedOut}
          locales={settings?.availableLocales ?? [page.locale]}
          saving={saving}
          trail={trail}
          undo={keys.undo}
          redo={keys.redo}
          previewOpen={previewOpen}
          onTogglePreview={() => setPreviewOpen((v) => !v)}
          onRestored={reloadSaved}
          refresh={refresh}
          commentsButton={comments.button}
        />
        <EditorNotices
          page={page}
          store={store}
          mayEdit={mayEdit}
          canEdit={canEdit}
          canReview={can("review-publication")}
          userID={user?.ID}
          presence={presence}
          presenceState={presenceState}
          trail={trail}
          saving={saving}
          revision={version.current.revision}
          onReload={onReload}
          onMerge={() => setMerging(true)}
          refresh={refresh}
        />
      </Stack>

      {previewOpen && canEdit
        ? (
          <SplitView
            main={tabs}
            side={
              <LivePreviewPanel
                preview={livePreview}
                pageID={page.id}
                onBlockClick={focus.focusBlockEditor}
                onClose={() => setPreviewOpen(false)}
              />
            }
            label={t("editing.preview.resize")}
          />
        )
        : tabs}

      <PublishDialog
        opened={saving.publishing !== null}
        live={page.content}
        blocks={saving.publishing?.blocks ?? []}
        findings={saving.publishing?.findings ?? []}
        onShow={(finding) => {
          saving.setPublishing(null);
          focus.showFinding(finding);
        }}
        onConfirm={saving.publish}
        onClose={() => saving.setPublishing(null)}
      />

      {comments.drawer}

      <MergeDialog
        opened={merging}
        pageID={page.id}
        base={page}
        mine={() => store.snapshot()}
        onClose={() => setMerging(false)}
        onMerged={(latest, merged) => {
          // Stored against the newest version: what was merged is what the person chose.
          setMerging(false);
          saving.setConflict(false);
          version.current = { id: latest.pageVersion.id, revision: latest.pageVersion.revision };
          doc.setPage(latest);
          store.replaceAll(merged);
          void saving.save();
        }}
      />

      <EditorLeaveDialog store={store} keep={drafts.keep} />
      <LockOnFirstChange store={store} presence={presence} />
    </Stack>
  );
}

/**
 * The first change asks for the page's lock: a request sent after that key's frame is painted.
 * Drawn apart (it draws nothing), so that the change draws this again, not the whole editor.
 */
function LockOnFirstChange(
  { store, presence }: { store: DocumentStore; presence: PresenceSession },
) {
  const dirty = useDocumentValue(store, (s) => s.isDirty());
  useEffect(() => afterPaint(() => presence.setDirty(dirty)), [presence, dirty]);
  return null;
}
