import { Button } from "@mantine/core";
import { IconMessage } from "@tabler/icons-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { blockRegistry } from "../../../../lib/content/blocks/index.ts";
import { useComments } from "../../components/comments/use_comments.ts";
import { blockLabel } from "../../lib/block_labels.ts";
import { CommentsDrawer, type CommentsTarget } from "./comments_drawer.tsx";
import type { useEditorDocument } from "./use_editor_document.ts";

/**
 * The editor's comments (issue 32): the version's threads (with the open ones of earlier
 * versions), the count on each block and the drawer; a link naming a comment (`?comment=ID`)
 * opens the drawer at it once the comments are in, and brings its block into view.
 */
export function useEditorComments(
  versionID: number,
  store: ReturnType<typeof useEditorDocument>["store"],
  canComment: boolean,
) {
  const { t } = useTranslation();
  const model = useComments(versionID);
  const [target, setTarget] = useState<CommentsTarget | null>(null);
  const [params] = useSearchParams();
  const linked = Number(params.get("comment")) || null;
  const [focusID, setFocusID] = useState<number | null>(null);
  const followed = useRef(false);

  const showBlock = (key: string) => {
    const element = document.getElementById(`block-${key}`);
    element?.scrollIntoView({ block: "center", behavior: "instant" });
    return element;
  };

  useEffect(() => {
    if (!model.loaded || !linked || followed.current) return;
    followed.current = true;
    const thread = model.threads.find((th) =>
      th.head.id === linked || th.replies.some((r) => r.id === linked)
    );
    if (!thread) return;
    if (thread.head.blockKey) showBlock(thread.head.blockKey);
    setFocusID(thread.head.id);
    setTarget({ blockKey: thread.head.blockKey });
  }, [model.loaded, model.threads, linked]);

  const blocks = useMemo(() => ({
    openCounts: model.openCounts,
    open: (blockKey: string) => {
      setFocusID(null);
      setTarget({ blockKey });
    },
  }), [model.openCounts]);

  const labelFor = (key: string): string | null => {
    const order = store.keys();
    const index = order.indexOf(key);
    const block = store.block(key);
    if (index < 0 || !block) return null;
    const def = blockRegistry.get(block.type);
    return `${def ? blockLabel(t, def) : block.type} (${
      t("editor.block.position", { position: index + 1, total: order.length })
    })`;
  };

  const open = [...model.openCounts.values()].reduce((a, b) => a + b, 0);
  const button = (
    <Button
      variant={open ? "light" : "default"}
      leftSection={<IconMessage size={16} aria-hidden />}
      onClick={() => {
        setFocusID(null);
        setTarget({ all: true });
      }}
      data-comment-count={open}
    >
      {open ? t("comments.buttonCount", { count: open }) : t("comments.button")}
    </Button>
  );
  const drawer = (
    <CommentsDrawer
      model={model}
      target={target}
      onClose={() => setTarget(null)}
      labelFor={labelFor}
      canComment={canComment}
      focusID={focusID}
      onShowBlock={(key) => {
        setTarget(null);
        // After the drawer gave the focus back: the block takes it, in view.
        setTimeout(() => showBlock(key)?.focus({ preventScroll: true }), 0);
      }}
    />
  );
  return { blocks, button, drawer };
}
