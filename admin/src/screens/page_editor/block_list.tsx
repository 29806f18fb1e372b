/**
 * The ordered blocks of the document. The list draws the store's order (it changes on add, move,
 * replace and delete only, each undoable); blocks write their content into the store as they are
 * edited, so a keystroke costs one block's render and no list-wide work. Reorder by dragging the
 * handle, by the keyboard on the handle (space, arrows, space) or by the move buttons; every move
 * is announced to screen readers.
 */
import { dragAnnouncements } from "../../lib/drag_announcements.ts";
import { Button, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { IconPlus } from "@tabler/icons-react";
import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { BlockDefinition } from "../../../../lib/content/blocks/define.ts";
import { blockRegistry, type BlockType, newBlock } from "../../../../lib/content/blocks/index.ts";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { type BlockActions, BlockItem, listTexts } from "./block_item.tsx";
import { firstScreenful } from "./block_heights.ts";
import { type Filler, templateOf } from "../../lib/fill_template.ts";
import { BlockChooser } from "./block_chooser.tsx";
import { blockLabel } from "../../lib/block_labels.ts";
import type { DocumentStore } from "./document_store.ts";
import { useDocumentValue } from "./use_document.ts";
import { preloadRichTextEditor } from "../../blocks/rich_text_editor.tsx";

export interface BlockListProps {
  /** The document the blocks live in; the list draws its order and writes every change to it. */
  store: DocumentStore;
  /** Block types this page's type allows. */
  types: readonly BlockDefinition[];
  errors: ReadonlyMap<string, ApiErrorItem[]>;
  locale: string;
  readOnly: boolean;
}

const NO_ERRORS: ApiErrorItem[] = [];

type Chooser = { mode: "insert"; index: number } | { mode: "replace"; key: string } | null;

// Memoised: the editor re-renders as its header state changes; the list only when its props do.
export const BlockList = memo(function BlockList(
  { store, types, errors, locale, readOnly }: BlockListProps,
) {
  const { t } = useTranslation();
  // Only the order is drawn from here: typing into a block changes its content, not the keys.
  const keys = useDocumentValue(store, (s) => s.keys());
  const [announcement, setAnnouncement] = useState("");
  const [chooser, setChooser] = useState<Chooser>(null);
  const tRef = useRef(t);
  tRef.current = t;
  // Translated once per language for all blocks and gaps (see ListTexts).
  const texts = useMemo(() => listTexts(t), [t]);
  const insertTexts = useMemo(() => insertTextsOf(t), [t]);
  // Counted once, when the list first draws: later blocks come whole as they come near.
  const [eager] = useState(() =>
    firstScreenful(keys.map((key) => store.block(key)?.type ?? ""), globalThis.innerHeight ?? 0)
  );
  const drawn = useDrawnCount(keys.length, eager + FIRST_STUBS);
  // After the first paint: text blocks draw their box at once and their editor when its code is
  // in, which a block added or clicked next should find ready.
  useEffect(preloadRichTextEditor, []);

  const labelOf = useCallback((key: string) => {
    const block = store.block(key);
    const def = block && blockRegistry.get(block.type);
    return def ? blockLabel(tRef.current, def) : block?.type ?? key;
  }, [store]);

  const focusBlock = useCallback((key: string) => {
    requestAnimationFrame(() => {
      const el = document.getElementById(`block-${key}`);
      // Glides to the block, unless the system asks for less motion (as the theme's transitions).
      const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
      el?.scrollIntoView({ block: "nearest", behavior: still ? "instant" : "smooth" });
      el?.focus({ preventScroll: true });
    });
  }, []);

  const actions = useMemo<BlockActions>(() => ({
    get: (key) => store.block(key),
    subscribe: (listener) => store.subscribe(listener),
    update(key, patch) {
      store.updateBlock(key, patch);
    },
    move(key, delta) {
      const list = store.keys();
      const from = list.indexOf(key);
      const to = from + delta;
      if (from < 0 || to < 0 || to >= list.length) return;
      store.moveBlock(key, to, tRef.current("editing.undoLabel.move", { label: labelOf(key) }));
      setAnnouncement(
        tRef.current("editor.announce.moved", {
          label: labelOf(key),
          position: to + 1,
          total: list.length,
        }),
      );
      // Keep the moved block in view; it re-renders in its new place.
      requestAnimationFrame(() => {
        document.getElementById(`block-${key}`)?.scrollIntoView({ block: "nearest" });
      });
    },
    remove(key) {
      const list = store.keys();
      const index = list.indexOf(key);
      const label = labelOf(key);
      store.removeBlock(key, tRef.current("editing.undoLabel.delete", { label }));
      setAnnouncement(tRef.current("editor.announce.deleted", { label }));
      const next = list[index + 1] ?? list[index - 1];
      if (next) focusBlock(next);
    },
    openReplace(key) {
      setChooser({ mode: "replace", key });
    },
    anchors() {
      return store.blocks().map((b) => ({ key: b.key, anchorPoint: b.anchorPoint ?? "" }));
    },
  }), [store, labelOf, focusBlock]);

  function choose(type: BlockType) {
    const block = newBlock(type);
    const current = chooser;
    setChooser(null);
    if (!current) return;
    const label = blockLabel(t, blockRegistry.get(type)!);
    if (current.mode === "insert") {
      store.insertBlock(current.index, block, t("editing.undoLabel.add", { label }));
      setAnnouncement(
        t("editor.announce.added", {
          label,
          position: current.index + 1,
          total: store.keys().length,
        }),
      );
    } else {
      store.replaceBlock(current.key, block, t("editing.undoLabel.replace", { label }));
      setAnnouncement(t("editor.announce.replaced", { label }));
    }
    focusBlock(block.key);
  }

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const to = store.keys().indexOf(String(over.id));
    if (to < 0) return;
    const key = String(active.id);
    store.moveBlock(key, to, t("editing.undoLabel.move", { label: labelOf(key) }));
  }

  const insertAt = useCallback((index: number) => setChooser({ mode: "insert", index }), []);

  // Positions in the order as drawn, not the store's: onDragEnd moves the block in the store
  // before dnd-kit announces the drop, and "dropped at position N" names where it was let go.
  const position = (id: string | number) => keys.indexOf(String(id)) + 1;
  const announcements = dragAnnouncements(t, "editor.announce", labelOf, position);

  return (
    <Stack gap={0}>
      <VisuallyHidden aria-live="assertive" role="status">{announcement}</VisuallyHidden>
      {keys.length === 0 && <Text c="dimmed" ta="center" py="xl">{t("editor.noBlocks")}</Text>}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t("editor.announce.instructions") },
        }}
      >
        <SortableContext items={keys as string[]} strategy={verticalListSortingStrategy}>
          {keys.slice(0, drawn).map((key, index) => (
            <div key={key}>
              {!readOnly && index > 0 && (
                <InsertButton index={index} texts={insertTexts} onInsert={insertAt} />
              )}
              {index === 0 && <div style={{ height: 8 }} />}
              <BlockItem
                blockKey={key}
                type={store.block(key)?.type ?? ""}
                index={index}
                total={keys.length}
                errors={errors.get(key) ?? NO_ERRORS}
                actions={actions}
                locale={locale}
                readOnly={readOnly}
                t={t}
                texts={texts}
                eager={index < eager}
              />
            </div>
          ))}
        </SortableContext>
      </DndContext>
      {!readOnly && (
        <Group justify="center" mt="md">
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            variant="light"
            onClick={() => setChooser({ mode: "insert", index: store.keys().length })}
          >
            {t("editor.addBlock")}
          </Button>
        </Group>
      )}
      <BlockChooser
        opened={chooser !== null}
        title={chooser?.mode === "replace"
          ? t("editor.chooser.replaceTitle")
          : t("editor.chooser.title")}
        types={types}
        onClose={() => setChooser(null)}
        onChoose={choose}
      />
    </Stack>
  );
});

/** Stubs drawn with the first screenful; the rest of a long page follows in idle time. */
const FIRST_STUBS = 12;
/** Stubs drawn per idle callback: each batch a short task, so typing is never held up. */
const STUBS_PER_BATCH = 30;

// Idle time, or a second at the latest (a page that is never idle still gets its blocks); a
// timer where the browser has no idle callbacks (Safari).
const idle = globalThis as {
  requestIdleCallback?: typeof requestIdleCallback;
  cancelIdleCallback?: typeof cancelIdleCallback;
};
const whenIdle = (callback: () => void): number =>
  idle.requestIdleCallback
    ? idle.requestIdleCallback(callback, { timeout: 1000 })
    : Number(setTimeout(callback, 1));
const cancelIdle = (handle: number): void =>
  idle.cancelIdleCallback ? idle.cancelIdleCallback(handle) : clearTimeout(handle);

/**
 * How many of the list's blocks are drawn: the first screenful and a few more at once, then the
 * rest in batches when the browser is idle. Opening a 200-block page drew 200 stubs in the same
 * task as the first blocks, most of the time to the first usable field (issue 23); now that task
 * draws about what a short page draws, and the rest follows before anyone scrolls that far.
 */
function useDrawnCount(total: number, first: number): number {
  const [drawn, setDrawn] = useState(() => Math.min(total, first));
  useEffect(() => {
    if (drawn >= total) return;
    const handle = whenIdle(() => setDrawn((n) => Math.min(total, n + STUBS_PER_BATCH)));
    return () => cancelIdle(handle);
  }, [drawn, total]);
  return Math.min(drawn, total);
}

interface InsertTexts {
  insert: string;
  insertAt: Filler<"position">;
}

function insertTextsOf(t: TFunction): InsertTexts {
  return { insert: t("editor.insert"), insertAt: templateOf(t, "editor.insertAt", ["position"]) };
}

/** Memoised and given its texts: a long page has one of these between every two blocks. */
const InsertButton = memo(function InsertButton(
  { index, texts, onInsert }: { index: number; texts: InsertTexts; onInsert(index: number): void },
) {
  return (
    // Plain elements: a long page has one of these between every two blocks.
    <div className="insert-divider">
      <button
        type="button"
        onClick={() => onInsert(index)}
        aria-label={texts.insertAt({ position: index + 1 })}
        className="insert-button"
      >
        + {texts.insert}
      </button>
    </div>
  );
});
