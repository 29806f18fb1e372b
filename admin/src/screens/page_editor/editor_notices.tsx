/**
 * What the page editor tells under its header, in this order: read-only for lack of permission,
 * the other editors and the soft lock (presence/), unsaved edits kept from before to restore, the
 * publication request's state, a store refused because someone else stored first (reload, merge
 * or keep editing), and the refusals of the last save or publication.
 */
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PageJson } from "../../api/pages.ts";
import { ErrorList } from "../../components/error_list.tsx";
import { formatDate } from "../../i18n/index.ts";
import { notifySuccess } from "../../lib/notify.ts";
import type { DocumentStore } from "./document_store.ts";
import { PresencePanel } from "./presence/presence_panel.tsx";
import type { PresenceSession } from "./presence/presence_session.ts";
import type { usePresenceState } from "./presence/use_presence.ts";
import { useDocumentValue } from "./use_document.ts";
import type { EditorSave } from "./use_editor_save.ts";
import { RequestStatus, type Trail } from "./workflow.tsx";

export interface EditorNoticesProps {
  page: PageJson;
  store: DocumentStore;
  /** Has the permission to edit; `canEdit`: and may now (no one else holds the lock). */
  mayEdit: boolean;
  canEdit: boolean;
  canReview: boolean;
  userID: number | undefined;
  presence: PresenceSession;
  presenceState: ReturnType<typeof usePresenceState>;
  trail: Trail;
  saving: EditorSave;
  /** The stored version's revision the document stands on. */
  revision: string;
  /** Load the page afresh (the editor is drawn again). */
  onReload(): void;
  onMerge(): void;
  refresh(): Promise<void>;
}

export function EditorNotices(props: EditorNoticesProps) {
  const { store, mayEdit, presence, saving, onReload } = props;
  const dirty = useDocumentValue(store, (s) => s.isDirty());
  const { t } = useTranslation();
  const { drafts, sorted, publicationErrors } = saving;
  return (
    <>
      {!mayEdit && <Alert color="gray" variant="light">{t("editor.readOnly")}</Alert>}
      {mayEdit && (
        <PresencePanel
          session={presence}
          state={props.presenceState}
          dirty={dirty}
          userID={props.userID}
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
      {drafts.offer && props.canEdit && (
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
            {drafts.offer.baseRevision !== props.revision && (
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
          page={props.page}
          trail={props.trail}
          dirty={dirty}
          canReview={props.canReview}
          onReviewed={props.refresh}
        />
      )}
      {saving.conflict && (
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
              <Button size="xs" variant="default" onClick={props.onMerge}>
                {t("presence.merge.open")}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() =>
                  saving.setConflict(false)}
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
        onClose={() => saving.setPublicationErrors([])}
      />
      <ErrorList errors={sorted.page} title={t("editor.saveFailed")} />
      {sorted.blocks.size > 0 && (
        <Alert color="red" variant="light" role="alert">
          {t("editor.blockErrors", { count: sorted.blocks.size })}
        </Alert>
      )}
    </>
  );
}
