/**
 * One block of the editor: a header (icon, label, anchor, drag handle, move buttons, menu) and
 * its editor form. The form keeps a local copy of the props for instant typing and writes every
 * change into the document store at once, so typing in one block re-renders that block only (it
 * is memoised) and the document is always whole. Its editor mounts when the block first comes
 * near the viewport, reading the block's latest content from the store, so a long page opens fast
 * and a remount never loses an edit.
 */
import { ActionIcon, Alert, Badge, Box, Button, Group, Menu, Text, ThemeIcon } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useSortable } from "@dnd-kit/sortable";
import {
  IconAnchor,
  IconArrowDown,
  IconArrowUp,
  IconDots,
  IconGripVertical,
  IconMessage,
  IconReplace,
  IconTrash,
} from "@tabler/icons-react";
import {
  type ComponentType,
  memo,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import {
  type Block,
  blockRegistry,
  type BlockType,
  isBlockType,
} from "../../../../lib/content/blocks/index.ts";
import { type BlockEditorProps, blockEditors } from "../../blocks/index.ts";
import { iconOf } from "../../blocks/icons.ts";
import { useErrorText } from "../../i18n/index.ts";
import { whenNearViewport } from "../../lib/in_view.ts";
import { AnchorModal } from "./anchor_modal.tsx";
import { blockLabel } from "../../lib/block_labels.ts";
import { destructiveModal } from "../../lib/confirm.ts";
import { templateOf } from "../../lib/fill_template.ts";
import { heightGuess } from "./block_heights.ts";
import { hintProps } from "../../components/hint_tooltip.tsx";
import { sortableCardStyle } from "../../lib/sortable_style.ts";
import { ReadOnlyFieldset } from "../../components/read_only_fieldset.tsx";
import { BlockCommentsContext } from "./comments_context.ts";

/** What a block may ask of its list; one stable object for every block. */
export interface BlockActions {
  /** The block's latest content in the document. */
  get(key: string): Block | undefined;
  /** Calls `listener` after every change of the document (see `get`). */
  subscribe(listener: () => void): () => void;
  update(key: string, patch: Partial<Pick<Block, "props" | "anchorPoint">>): void;
  move(key: string, delta: number): void;
  remove(key: string): void;
  openReplace(key: string): void;
  /** Every block's key and anchor, for the anchor check. */
  anchors(): { key: string; anchorPoint: string }[];
}

const NO_PROPS = {} as Block["props"];

type AnyEditorProps = Omit<BlockEditorProps<BlockType>, "value" | "onChange"> & {
  value: Block["props"];
  onChange(next: Block["props"]): void;
};

export interface BlockItemProps {
  blockKey: string;
  /** The block's type (a key keeps its type: replacing a block gives it a new key). */
  type: string;
  index: number;
  total: number;
  errors: readonly ApiErrorItem[];
  actions: BlockActions;
  locale: string;
  readOnly: boolean;
  /** The list's translation function: one i18next subscription for all blocks, not one each. */
  t: TFunction;
  /** The list's texts that differ between blocks only in their numbers (see ListTexts). */
  texts: ListTexts;
  /** Drawn whole from the start: the block is in the first screenful (./block_heights.ts). */
  eager?: boolean;
}

/**
 * What every block of a long list shows, translated once per language for the whole list: a
 * 200-block page asked i18next for each block's name and position at every open (issue 23).
 */
export interface ListTexts {
  /** The block type's translated name. */
  label(type: string): string;
  /** "12 of 200". */
  position(index: number, total: number): string;
}

/** The list's texts for the language of `t`. */
export function listTexts(t: TFunction): ListTexts {
  const labels = new Map<string, string>();
  const position = templateOf(t, "editor.block.position", ["position", "total"]);
  return {
    label(type) {
      let label = labels.get(type);
      if (label === undefined) labels.set(type, label = labelOf(t, type));
      return label;
    },
    position: (index, total) => position({ position: index + 1, total }),
  };
}

/**
 * A block far from the viewport is a stub (its name at about its height) and not yet sortable:
 * registering 200 sortable items with dnd-kit, each re-rendered as the next one registers, was
 * most of the cost of opening a long page (issue 23). A block becomes sortable when it comes
 * near the viewport, which is where a drag or a keyboard move can reach it (auto-scroll brings
 * more blocks near as a drag goes on).
 */
export const BlockItem = memo(function BlockItem(props: BlockItemProps) {
  const { errors } = props;
  const [near, setNear] = useState(props.eager === true);
  // A block with an error is shown at once: the editor scrolls to it.
  useEffect(() => {
    if (errors.length > 0) setNear(true);
  }, [errors]);
  const onNear = useCallback(() => setNear(true), []);
  return near ? <SortableBlock {...props} /> : <BlockStub {...props} onNear={onNear} />;
});

/** Attributes shared by a block's stub and its full form, so both are the same landmark. */
function sectionProps({ blockKey, type, errors }: BlockItemProps) {
  return {
    id: `block-${blockKey}`,
    "aria-labelledby": `block-${blockKey}-label`,
    tabIndex: -1,
    className: "block-card",
    "data-block-type": type,
    "data-block-key": blockKey,
    "data-error": errors.length > 0 ? "true" : undefined,
  };
}

function labelOf(t: TFunction, type: string): string {
  const def = blockRegistry.get(type);
  return def ? blockLabel(t, def) : type;
}

/** Until the block is near the viewport: its name only, at about its height. */
function BlockStub(props: BlockItemProps & { onNear(): void }) {
  const { type, index, total, texts, onNear } = props;
  const element = useRef<HTMLElement | null>(null);
  useEffect(() => element.current ? whenNearViewport(element.current, onNear) : undefined, [
    onNear,
  ]);
  return (
    <section ref={element} {...sectionProps(props)} style={{ position: "relative" }}>
      <div className="block-card-header block-stub-header">
        <h3 id={`block-${props.blockKey}-label`} className="block-stub-title">
          {texts.label(type)}{" "}
          <span className="block-stub-position">{texts.position(index, total)}</span>
        </h3>
      </div>
      <div style={{ minHeight: heightGuess(type) }} className="block-placeholder" />
    </section>
  );
}

/** The block near the viewport: sortable, with its header and editor. */
function SortableBlock(props: BlockItemProps) {
  const { blockKey, type, readOnly, t } = props;
  const sortable = useSortable({ id: blockKey, disabled: readOnly });
  return (
    <section
      ref={sortable.setNodeRef}
      {...sectionProps(props)}
      style={sortableCardStyle(sortable)}
    >
      <BlockBody
        {...props}
        sortable={sortable}
        label={labelOf(t, type)}
        headingId={`block-${blockKey}-label`}
      />
    </section>
  );
}

interface BlockBodyProps extends BlockItemProps {
  sortable: ReturnType<typeof useSortable>;
  label: string;
  headingId: string;
}

/** The block's header and editor, mounted once the block comes near the viewport. */
function BlockBody(
  {
    blockKey: key,
    type,
    index,
    total,
    errors,
    actions,
    locale,
    readOnly,
    sortable,
    label,
    headingId,
  }: BlockBodyProps,
) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  // The header draws the anchor only, a string that typing does not change: a keystroke draws
  // this block's fields again (BlockFields), not its header with its buttons and icons.
  const anchor = useSyncExternalStore(
    actions.subscribe,
    () => actions.get(key)?.anchorPoint ?? "",
  );
  const [anchorOpen, setAnchorOpen] = useState(false);
  const def = blockRegistry.get(type);
  const Icon = iconOf(def?.icon ?? "");
  const { attributes, listeners, setActivatorNodeRef } = sortable;

  const onChange = useCallback((next: Block["props"]) => {
    actions.update(key, { props: next });
  }, [actions, key]);

  // The message names the field as the screen labels it, when the editor says what that is.
  const error = useCallback((path: string, fieldLabel?: string) => {
    const item = errors.find((e) => e.property === `props.${path}`);
    if (!item) return undefined;
    return errorText({ code: item.code, property: fieldLabel ?? path.split(".").pop() ?? "" });
  }, [errors, errorText]);

  const otherErrors = errors.filter((e) =>
    !e.property.startsWith("props.") || e.property === "props"
  );
  const anchorError = errors.find((e) => e.property === "anchorPoint");

  function confirmDelete() {
    modals.openConfirmModal({
      title: t("editor.deleteBlock.title"),
      children: <Text size="sm">{t("editor.deleteBlock.message", { label })}</Text>,
      ...destructiveModal(t, t("editor.deleteBlock.confirm")),
      onConfirm: () => actions.remove(key),
    });
  }

  return (
    <>
      <Group
        justify="space-between"
        wrap="nowrap"
        px="sm"
        py={6}
        className="block-card-header"
      >
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {!readOnly && (
            <ActionIcon
              ref={setActivatorNodeRef}
              variant="subtle"
              color="gray"
              className="drag-handle"
              {...attributes}
              {...listeners}
              {...hintProps(t("editor.block.drag"), 500)}
              aria-label={t("editor.block.dragLabel", { label, position: index + 1 })}
              aria-roledescription={t("editor.block.sortable")}
            >
              <IconGripVertical size={18} aria-hidden />
            </ActionIcon>
          )}
          <ThemeIcon variant="light" size={28} radius="md" aria-hidden>
            <Icon size={16} />
          </ThemeIcon>
          <Text fw={600} size="sm" id={headingId} component="h3" m={0} truncate>
            {label}
            <Text span c="dimmed" fw={400} size="xs" ml={6}>
              {t("editor.block.position", { position: index + 1, total })}
            </Text>
          </Text>
          {anchor && (
            <Badge
              variant="light"
              color={anchorError ? "red" : "gray"}
              leftSection={<IconAnchor size={12} aria-hidden />}
              tt="none"
            >
              <span className="visually-hidden">{t("editor.block.anchor")}:</span> #{anchor}
            </Badge>
          )}
        </Group>
        <Group gap={2} wrap="nowrap">
          <BlockCommentsButton blockKey={key} label={label} />
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={index === 0}
              onClick={() => actions.move(key, -1)}
              aria-label={t("editor.block.moveUp", { label, position: index + 1 })}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
          )}
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={index === total - 1}
              onClick={() => actions.move(key, 1)}
              aria-label={t("editor.block.moveDown", { label, position: index + 1 })}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
          )}
          {!readOnly && (
            <BlockMenu
              label={t("editor.block.menu", { label, position: index + 1 })}
              onReplace={() => actions.openReplace(key)}
              onAnchor={() => setAnchorOpen(true)}
              onDelete={confirmDelete}
            />
          )}
        </Group>
      </Group>
      <Box px="md" pb="md" pt="xs">
        {(otherErrors.length > 0 || anchorError) && (
          <Alert color="red" variant="light" mb="sm" role="alert">
            {[...(anchorError ? [anchorError] : []), ...otherErrors].map((e) => (
              <div key={e.property + e.code}>
                {errorText({
                  code: e.code,
                  property: e.property === "anchorPoint" ? t("fields.anchorPoint") : label,
                })}
              </div>
            ))}
          </Alert>
        )}
        <BlockFields
          blockKey={key}
          type={type}
          actions={actions}
          locale={locale}
          readOnly={readOnly}
          onChange={onChange}
          error={error}
        />
      </Box>
      {anchorOpen && (
        <AnchorModal
          blockKey={key}
          current={anchor}
          anchors={actions.anchors}
          onClose={() => setAnchorOpen(false)}
          onSave={(name) => {
            actions.update(key, { anchorPoint: name });
            setAnchorOpen(false);
          }}
        />
      )}
    </>
  );
}

interface BlockFieldsProps {
  blockKey: string;
  type: string;
  actions: BlockActions;
  locale: string;
  readOnly: boolean;
  onChange(next: Block["props"]): void;
  error(path: string, fieldLabel?: string): string | undefined;
}

/**
 * The block's editor, drawn from the store, which holds the latest content: also when this form
 * mounts again (a tab switch, a scroll), after an undo or redo, and unchanged when the store
 * refuses an edit (read-only). The one part of the page drawn again when this block's content
 * changes.
 */
function BlockFields(
  { blockKey, type, actions, locale, readOnly, onChange, error }: BlockFieldsProps,
) {
  const { t } = useTranslation();
  const value = useSyncExternalStore(
    actions.subscribe,
    () => actions.get(blockKey)?.props ?? NO_PROPS,
  );
  // Props and editor come from the same type id, so the pair always matches.
  const Editor = isBlockType(type)
    ? blockEditors[type] as unknown as ComponentType<AnyEditorProps>
    : null;
  if (!Editor) return <Text c="dimmed" size="sm">{t("editor.block.unknown", { type })}</Text>;
  return (
    <ReadOnlyFieldset readOnly={readOnly}>
      <Editor value={value} onChange={onChange} error={error} blockKey={blockKey} locale={locale} />
    </ReadOnlyFieldset>
  );
}

/**
 * A block's menu (replace, anchor, delete). Until it is first opened it is a plain button: a
 * Mantine menu sets up its floating dropdown at every render, and a long page draws many blocks
 * (issue 23). The press that first opens it mounts the menu open; its items then take the focus
 * as any menu's do, and closing returns it to the button.
 */
function BlockMenu(
  { label, onReplace, onAnchor, onDelete }: {
    label: string;
    onReplace(): void;
    onAnchor(): void;
    onDelete(): void;
  },
) {
  const { t } = useTranslation();
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The first press replaces the plain button with the menu's own, so the menu cannot give the
  // focus back by itself (it would return it to the replaced button): when it closes with the
  // focus inside it (Escape, an item), the focus goes back to the button, as a menu's should.
  const onClose = () => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused.closest("[role=menu]")) {
      buttonRef.current?.focus();
    }
  };
  const button = (
    <ActionIcon
      ref={buttonRef}
      variant="subtle"
      color="gray"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={used ? undefined : false}
      onClick={used ? undefined : () => setUsed(true)}
    >
      <IconDots size={16} aria-hidden />
    </ActionIcon>
  );
  if (!used) return button;
  return (
    // No focus placeholder: Mantine's is a focusable "presentation" element inside the menu,
    // which a menu may not hold (axe: aria-required-children); the first item takes the focus.
    <Menu
      position="bottom-end"
      withinPortal
      defaultOpened
      withInitialFocusPlaceholder={false}
      onClose={onClose}
    >
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconReplace size={14} aria-hidden />} onClick={onReplace}>
          {t("editor.block.replace")}
        </Menu.Item>
        <Menu.Item leftSection={<IconAnchor size={14} aria-hidden />} onClick={onAnchor}>
          {t("editor.block.anchorPoint")}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          // Red 6 on white is 3.3:1; the darker red reads at 4.5:1 and more.
          color="red.8"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={onDelete}
        >
          {t("editor.block.delete")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The block's comments (issue 32): a button with the number of open threads, opening them in the
 * editor's drawer. Shown also to whoever may only read the page, as reviewers comment too.
 */
function BlockCommentsButton({ blockKey, label }: { blockKey: string; label: string }) {
  const { t } = useTranslation();
  const comments = useContext(BlockCommentsContext);
  if (!comments) return null;
  const count = comments.openCounts.get(blockKey) ?? 0;
  const name = count
    ? t("comments.blockButtonCount", { label, count })
    : t("comments.blockButton", { label });
  return (
    <Button
      size="compact-sm"
      variant={count ? "light" : "subtle"}
      color={count ? undefined : "gray"}
      leftSection={<IconMessage size={16} aria-hidden />}
      aria-label={name}
      data-comment-count={count}
      {...hintProps(name, 500)}
      onClick={() => comments.open(blockKey)}
    >
      {count > 0 ? count : null}
    </Button>
  );
}
