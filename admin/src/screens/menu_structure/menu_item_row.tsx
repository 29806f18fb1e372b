/**
 * One row of the menu tree: drag handle, title, where it links to, a badge when the public site
 * leaves it out (page not published or deleted), the errors of the last save, and its actions.
 * Badges are dot badges, as the page status: the word carries the meaning, in readable contrast.
 * The move buttons stay focusable when a move is not possible (aria-disabled), so the focus can
 * stay on the button that moved the item, also once it reached an end.
 */
import { ActionIcon, Badge, Box, Group, Stack, Text } from "@mantine/core";
import type { useSortable } from "@dnd-kit/sortable";
import {
  IconAlertCircle,
  IconArrowDown,
  IconArrowUp,
  IconGripVertical,
  IconIndentDecrease,
  IconIndentIncrease,
  IconPencil,
  IconPlus,
  IconTrash,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { MenuItem } from "../../../../lib/content/menus.ts";
import type { TargetProblem } from "./use_linked_pages.ts";
import type { Move } from "./tree_ops.ts";
import { hintProps } from "../../components/hint_tooltip.tsx";

/** The element ids of a row and its buttons: the screen moves the focus to them. */
export function rowID(id: string, part?: Move | "edit" | "drag" | "child" | "delete"): string {
  return part ? `menu-item-${id}-${part}` : `menu-item-${id}`;
}

export interface MenuItemRowProps {
  item: MenuItem;
  /** Where it links to, in words. */
  target: string;
  problem: TargetProblem;
  /** The messages of the last save's errors for this item. */
  errors: readonly string[];
  moves: Record<Move, boolean>;
  /** Why no child can be added (the depth or item limit), or null when one can. */
  addChildBlocked: string | null;
  sortable: ReturnType<typeof useSortable>;
  /** The horizontal shift showing the depth it would get when dropped now (while dragged). */
  shiftX: number;
  onMove(id: string, move: Move): void;
  onEdit(id: string): void;
  onAddChild(id: string): void;
  onDelete(id: string): void;
}

const MOVE_ICONS: Record<Move, ReactNode> = {
  up: <IconArrowUp size={16} aria-hidden />,
  down: <IconArrowDown size={16} aria-hidden />,
  outdent: <IconIndentDecrease size={16} aria-hidden />,
  indent: <IconIndentIncrease size={16} aria-hidden />,
};

export function MenuItemRow(props: MenuItemRowProps) {
  const { item, target, problem, errors, moves, addChildBlocked, sortable, shiftX } = props;
  const { t } = useTranslation();
  const title = item.title;
  const moveNames: Record<Move, { label: string; tip: string }> = {
    up: { label: t("menus.item.moveUp", { title }), tip: t("menus.item.moveUpTip") },
    down: { label: t("menus.item.moveDown", { title }), tip: t("menus.item.moveDownTip") },
    outdent: { label: t("menus.item.outdent", { title }), tip: t("menus.item.outdentTip") },
    indent: { label: t("menus.item.indent", { title }), tip: t("menus.item.indentTip") },
  };
  const { attributes, listeners, setActivatorNodeRef, setNodeRef, transform, transition } =
    sortable;
  const errorsID = `${rowID(item.id)}-errors`;

  return (
    <Box
      ref={setNodeRef}
      id={rowID(item.id)}
      tabIndex={-1}
      data-menu-item={item.id}
      data-error={errors.length > 0 || undefined}
      p={6}
      mb={6}
      style={{
        border: `1px solid var(--mantine-color-${errors.length ? "red-6" : "default-border"})`,
        borderRadius: "var(--mantine-radius-md)",
        background: "var(--mantine-color-body)",
        transform: transform
          ? `translate3d(${shiftX}px, ${Math.round(transform.y)}px, 0)`
          : undefined,
        transition,
        position: "relative",
        zIndex: sortable.isDragging ? 2 : undefined,
        boxShadow: sortable.isDragging ? "var(--mantine-shadow-lg)" : undefined,
      }}
    >
      {/* On a narrow screen the actions go below the title rather than squeeze it. */}
      <Group gap="xs" wrap="wrap" align="center">
        <ActionIcon
          {...hintProps(t("menus.item.dragTip"), 500)}
          ref={setActivatorNodeRef}
          id={rowID(item.id, "drag")}
          variant="subtle"
          color="gray"
          style={{ cursor: "grab", touchAction: "none" }}
          {...attributes}
          {...listeners}
          aria-label={t("menus.item.drag", { title })}
          aria-roledescription={t("menus.item.sortable")}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <Stack gap={2} style={{ flex: "1 1 12rem", minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>{title}</Text>
            {problem === "unpublished" && (
              <Badge variant="dot" color="orange" tt="none">
                {t("menus.item.notPublished")}
              </Badge>
            )}
            {problem === "deleted" && (
              <Badge variant="dot" color="red" tt="none">
                {t("menus.item.pageDeleted")}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>{target}</Text>
        </Stack>
        <Group gap={2} wrap="nowrap" ml="auto">
          {(["up", "down", "outdent", "indent"] as const).map((move) => (
            <RowAction
              key={move}
              id={rowID(item.id, move)}
              label={moveNames[move].label}
              tip={moveNames[move].tip}
              enabled={moves[move]}
              onClick={() => props.onMove(item.id, move)}
            >
              {MOVE_ICONS[move]}
            </RowAction>
          ))}
          <RowAction
            id={rowID(item.id, "edit")}
            label={t("menus.item.edit", { title })}
            tip={t("common.edit")}
            describedBy={errors.length ? errorsID : undefined}
            onClick={() => props.onEdit(item.id)}
          >
            <IconPencil size={16} aria-hidden />
          </RowAction>
          <RowAction
            id={rowID(item.id, "child")}
            label={t("menus.item.addChild", { title })}
            tip={addChildBlocked ?? t("menus.item.addChildTip")}
            enabled={addChildBlocked === null}
            onClick={() => props.onAddChild(item.id)}
          >
            <IconPlus size={16} aria-hidden />
          </RowAction>
          <RowAction
            id={rowID(item.id, "delete")}
            label={t("menus.item.delete", { title })}
            tip={t("common.delete")}
            color="red"
            onClick={() => props.onDelete(item.id)}
          >
            <IconTrash size={16} aria-hidden />
          </RowAction>
        </Group>
      </Group>
      {errors.length > 0 && (
        <Group id={errorsID} gap={6} wrap="nowrap" align="flex-start" mt={4} ml={40}>
          <IconAlertCircle size={16} color="var(--mantine-color-red-7)" aria-hidden />
          <Stack gap={0}>
            {errors.map((message) => <Text key={message} size="sm" c="red.8">{message}</Text>)}
          </Stack>
        </Group>
      )}
    </Box>
  );
}

function RowAction(
  { id, label, tip, enabled = true, color = "gray", describedBy, onClick, children }: {
    id: string;
    label: string;
    tip: string;
    enabled?: boolean;
    color?: string;
    describedBy?: string;
    onClick(): void;
    children: ReactNode;
  },
) {
  return (
    <ActionIcon
      {...hintProps(tip, 300)}
      id={id}
      variant="subtle"
      color={color}
      aria-label={label}
      aria-describedby={describedBy}
      aria-disabled={!enabled || undefined}
      data-disabled={!enabled || undefined}
      onClick={() => enabled && onClick()}
    >
      {children}
    </ActionIcon>
  );
}
