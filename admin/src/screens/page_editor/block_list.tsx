/**
 * The ordered blocks of a version. The order lives in state (it changes on add, move, replace
 * and delete only); each block's latest content lives in a ref-held map that blocks write into
 * as they are edited, so a keystroke costs one block's render and no list-wide work. Reorder by
 * dragging the handle, by the keyboard on the handle (space, arrows, space) or by the move
 * buttons; every move is announced to screen readers.
 */
import { Button, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { IconPlus } from "@tabler/icons-react";
import { type Ref, useCallback, useImperativeHandle, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BlockDefinition } from "../../../../lib/content/blocks/define.ts";
import {
  type Block,
  blockRegistry,
  type BlockType,
  newBlock,
} from "../../../../lib/content/blocks/index.ts";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { type BlockActions, BlockItem } from "./block_item.tsx";
import { BlockChooser } from "./block_chooser.tsx";
import { blockLabel } from "./block_labels.ts";

export interface BlockListHandle {
  /** The blocks as they are now, in order (for a store). */
  blocks(): Block[];
  keys(): string[];
}

export interface BlockListProps {
  initial: Block[];
  /** Block types this page's type allows. */
  types: readonly BlockDefinition[];
  errors: ReadonlyMap<string, ApiErrorItem[]>;
  locale: string;
  readOnly: boolean;
  onDirty(): void;
  handle: Ref<BlockListHandle>;
}

const NO_ERRORS: ApiErrorItem[] = [];

type Chooser = { mode: "insert"; index: number } | { mode: "replace"; key: string } | null;

export function BlockList(
  { initial, types, errors, locale, readOnly, onDirty, handle }: BlockListProps,
) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<Block[]>(initial);
  const orderRef = useRef(order);
  orderRef.current = order;
  const latest = useRef<Map<string, Block>>(null!);
  latest.current ??= new Map(initial.map((b) => [b.key, b]));
  const onDirtyRef = useRef(onDirty);
  onDirtyRef.current = onDirty;
  const [announcement, setAnnouncement] = useState("");
  const [chooser, setChooser] = useState<Chooser>(null);
  const tRef = useRef(t);
  tRef.current = t;

  const labelOf = useCallback((key: string) => {
    const block = latest.current.get(key);
    const def = block && blockRegistry.get(block.type);
    return def ? blockLabel(tRef.current, def) : block?.type ?? key;
  }, []);

  useImperativeHandle(handle, () => ({
    blocks: () => orderRef.current.map((b) => latest.current.get(b.key) ?? b),
    keys: () => orderRef.current.map((b) => b.key),
  }), []);

  const focusBlock = useCallback((key: string) => {
    requestAnimationFrame(() => {
      const el = document.getElementById(`block-${key}`);
      el?.scrollIntoView({ block: "nearest", behavior: "smooth" });
      el?.focus({ preventScroll: true });
    });
  }, []);

  const actions = useMemo<BlockActions>(() => ({
    update(key, patch) {
      const block = latest.current.get(key);
      if (!block) return;
      latest.current.set(key, { ...block, ...patch } as Block);
      onDirtyRef.current();
    },
    move(key, delta) {
      const list = orderRef.current;
      const from = list.findIndex((b) => b.key === key);
      const to = from + delta;
      if (from < 0 || to < 0 || to >= list.length) return;
      setOrder(arrayMove(list, from, to));
      setAnnouncement(
        tRef.current("editor.announce.moved", {
          label: labelOf(key),
          position: to + 1,
          total: list.length,
        }),
      );
      onDirtyRef.current();
      // Keep focus on the same button of the moved block, which re-renders in its new place.
      requestAnimationFrame(() => {
        const el = document.getElementById(`block-${key}`);
        el?.scrollIntoView({ block: "nearest" });
      });
    },
    remove(key) {
      const list = orderRef.current;
      const index = list.findIndex((b) => b.key === key);
      const label = labelOf(key);
      setOrder(list.filter((b) => b.key !== key));
      latest.current.delete(key);
      setAnnouncement(tRef.current("editor.announce.deleted", { label }));
      onDirtyRef.current();
      const next = list[index + 1] ?? list[index - 1];
      if (next) focusBlock(next.key);
    },
    openReplace(key) {
      setChooser({ mode: "replace", key });
    },
    anchors() {
      return orderRef.current.map((b) => ({
        key: b.key,
        anchorPoint: latest.current.get(b.key)?.anchorPoint ?? "",
      }));
    },
  }), [labelOf, focusBlock]);

  function choose(type: BlockType) {
    const block = newBlock(type);
    const current = chooser;
    setChooser(null);
    if (!current) return;
    const list = orderRef.current;
    latest.current.set(block.key, block);
    if (current.mode === "insert") {
      const next = [...list];
      next.splice(current.index, 0, block);
      setOrder(next);
      setAnnouncement(
        t("editor.announce.added", {
          label: labelOf(block.key),
          position: current.index + 1,
          total: next.length,
        }),
      );
    } else {
      const old = latest.current.get(current.key);
      latest.current.delete(current.key);
      // The anchor belongs to the place on the page, so it stays with the replacement.
      if (old?.anchorPoint) {
        latest.current.set(block.key, { ...block, anchorPoint: old.anchorPoint });
      }
      setOrder(list.map((b) => b.key === current.key ? latest.current.get(block.key)! : b));
      setAnnouncement(t("editor.announce.replaced", { label: labelOf(block.key) }));
    }
    onDirtyRef.current();
    focusBlock(block.key);
  }

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const list = orderRef.current;
    const from = list.findIndex((b) => b.key === active.id);
    const to = list.findIndex((b) => b.key === over.id);
    if (from < 0 || to < 0) return;
    setOrder(arrayMove(list, from, to));
    onDirtyRef.current();
  }

  const position = (id: string | number) =>
    orderRef.current.findIndex((b) => b.key === String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t("editor.announce.picked", {
        label: labelOf(String(active.id)),
        position: position(active.id),
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t("editor.announce.over", {
          label: labelOf(String(active.id)),
          position: position(over.id),
        })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t("editor.announce.dropped", {
          label: labelOf(String(active.id)),
          position: position(over.id),
        })
        : undefined,
    onDragCancel: ({ active }) =>
      t("editor.announce.cancelled", { label: labelOf(String(active.id)) }),
  };

  const keys = useMemo(() => order.map((b) => b.key), [order]);

  return (
    <Stack gap={0}>
      <VisuallyHidden aria-live="assertive" role="status">{announcement}</VisuallyHidden>
      {order.length === 0 && <Text c="dimmed" ta="center" py="xl">{t("editor.noBlocks")}</Text>}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t("editor.announce.instructions") },
        }}
      >
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          {order.map((block, index) => (
            <div key={block.key}>
              {!readOnly && index > 0 && (
                <InsertButton
                  index={index}
                  onClick={() => setChooser({ mode: "insert", index })}
                />
              )}
              {index === 0 && <div style={{ height: 8 }} />}
              <BlockItem
                block={block}
                index={index}
                total={order.length}
                errors={errors.get(block.key) ?? NO_ERRORS}
                actions={actions}
                locale={locale}
                readOnly={readOnly}
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
            onClick={() => setChooser({ mode: "insert", index: orderRef.current.length })}
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
}

function InsertButton({ index, onClick }: { index: number; onClick(): void }) {
  const { t } = useTranslation();
  return (
    // Plain elements: a long page has one of these between every two blocks.
    <div className="insert-divider">
      <button
        type="button"
        onClick={onClick}
        aria-label={t("editor.insertAt", { position: index + 1 })}
        className="insert-button"
      >
        + {t("editor.insert")}
      </button>
    </div>
  );
}
