/**
 * The page editor's header: the title (whole, however long), the page's state (status, locale,
 * address, unsaved, schedules, published with problems, the live page's link) and the actions
 * (locale switch, undo and redo, the live preview, Save, Unpublish, Publish or Request
 * publication, and the page's menu).
 */
import { Anchor, Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconDeviceFloppy,
  IconExternalLink,
  IconEyeOff,
  IconLayoutSidebarRight,
  IconSend,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PageJson } from "../../api/pages.ts";
import { hintProps } from "../../components/hint_tooltip.tsx";
import { StatusBadge } from "../../components/status_badge.tsx";
import { ToolButton } from "../../components/tool_button.tsx";
import type { DocumentStore } from "./document_store.ts";
import { LocaleSwitcher, PageActionsMenu } from "./editor_menu.tsx";
import { ScheduleBadges } from "./schedule_badge.tsx";
import { useDocumentValue } from "./use_document.ts";
import type { EditorSave } from "./use_editor_save.ts";
import { RequestActions, type Trail } from "./workflow.tsx";
import { ShareButton } from "./share_dialog.tsx";

/** A title longer than this (characters) gets the header's whole width. */
const LONG_TITLE = 50;

export interface EditorHeaderProps {
  page: PageJson;
  store: DocumentStore;
  /** The title as edited, or the stored one, or "Untitled". */
  title: string;
  /** The live page's address, when the site's settings are known. */
  livePath: string | null;
  canEdit: boolean;
  /** May edit the page (whoever holds its lock): may share a preview of it. */
  canShare: boolean;
  /** The saved version: what Share preview links to. */
  savedVersionID: number;
  canPublish: boolean;
  canRequest: boolean;
  canCreate: boolean;
  /** Someone else holds the soft lock. */
  lockedOut: boolean;
  locales: string[];
  saving: EditorSave;
  trail: Trail;
  /** The comments button (issue 32), drawn before the page's menu. */
  commentsButton?: ReactNode;
  undo(): void;
  redo(): void;
  previewOpen: boolean;
  onTogglePreview(): void;
  /** A version from the history became the stored one: load it. */
  onRestored(): void;
  refresh(): Promise<void>;
}

export function EditorHeader(props: EditorHeaderProps) {
  const { page, title, livePath, canEdit, canPublish, lockedOut, saving } = props;
  // Read here, not in the editor: the first change redraws the header, not the whole editor.
  const dirty = useDocumentValue(props.store, (s) => s.isDirty());
  const { t } = useTranslation();
  const { busy } = saving;
  const published = page.publishedVersionID !== null;
  // The whole title, however long (cut to two lines, its end was hidden: issue 28); a long one
  // takes the header's whole width and the tools wrap below it, instead of squeezing it.
  const titleBasis = title.length > LONG_TITLE ? "1 1 100%" : "1 1 320px";

  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
      <Stack gap={6} style={{ minWidth: 0, flex: titleBasis }}>
        <Title order={1} className="editor-title">
          {title}
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
        {canEdit && <UndoRedo store={props.store} undo={props.undo} redo={props.redo} />}
        {canEdit && (
          <Button
            variant={props.previewOpen ? "light" : "default"}
            leftSection={<IconLayoutSidebarRight size={16} aria-hidden />}
            aria-pressed={props.previewOpen}
            onClick={props.onTogglePreview}
          >
            {t("editing.preview.toggle")}
          </Button>
        )}
        {props.canShare && (
          <ShareButton
            pageID={page.id}
            versionID={props.savedVersionID}
            live={page.publishedVersionID === props.savedVersionID}
            dirty={dirty}
          />
        )}
        <Button
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          variant={canPublish ? "default" : "filled"}
          onClick={saving.save}
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
            onClick={saving.unpublish}
            loading={busy === "unpublish"}
            disabled={lockedOut || (busy !== null && busy !== "unpublish")}
          >
            {t("editor.unpublish")}
          </Button>
        )}
        {canPublish && (
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={saving.askPublish}
            loading={busy === "publish"}
            disabled={lockedOut || (busy !== null && busy !== "publish")}
          >
            {t("editor.publish")}
          </Button>
        )}
        {props.canRequest && (
          <RequestActions
            page={page}
            trail={props.trail}
            dirty={dirty}
            storeFirst={saving.saveAll}
            onChanged={props.refresh}
            onErrors={saving.setPublicationErrors}
            busy={busy !== null || lockedOut}
          />
        )}
        {props.commentsButton}
        <PageActionsMenu
          page={page}
          dirty={dirty}
          canEdit={canEdit}
          canPublish={canPublish}
          canCreate={props.canCreate}
          locales={props.locales}
          onRestored={props.onRestored}
          onScheduled={props.refresh}
        />
      </Group>
    </Group>
  );
}

/** Undo and redo, each naming what it would take back or bring back. */
function UndoRedo({ store, undo, redo }: { store: DocumentStore; undo(): void; redo(): void }) {
  const { t } = useTranslation();
  const canUndo = useDocumentValue(store, (s) => s.canUndo());
  const canRedo = useDocumentValue(store, (s) => s.canRedo());
  const undoLabel = useDocumentValue(store, (s) => s.undoLabel());
  const redoLabel = useDocumentValue(store, (s) => s.redoLabel());
  return (
    <Group gap={2} wrap="nowrap">
      <HistoryButton
        onClick={undo}
        enabled={canUndo}
        label={t("editing.undo")}
        tooltip={undoLabel ? t("editing.undoWhat", { what: undoLabel }) : undefined}
        keyShortcuts="Control+Z"
        icon={<IconArrowBackUp size={18} aria-hidden />}
      />
      <HistoryButton
        onClick={redo}
        enabled={canRedo}
        label={t("editing.redo")}
        tooltip={redoLabel ? t("editing.redoWhat", { what: redoLabel }) : undefined}
        keyShortcuts="Control+Shift+Z"
        icon={<IconArrowForwardUp size={18} aria-hidden />}
      />
    </Group>
  );
}

/** Undo or redo: the same button, its label, tooltip and shortcut told. */
function HistoryButton(
  { onClick, enabled, label, tooltip, keyShortcuts, icon }: {
    onClick(): void;
    enabled: boolean;
    label: string;
    tooltip: string | undefined;
    keyShortcuts: string;
    icon: ReactNode;
  },
) {
  return (
    <ToolButton
      variant="default"
      size="lg"
      onClick={onClick}
      disabled={!enabled}
      label={label}
      tooltip={tooltip}
      keyShortcuts={keyShortcuts}
    >
      {icon}
    </ToolButton>
  );
}
