/**
 * One field of a form template in the editor: its header (drag handle, position, move up and
 * down, delete) and its properties — label, type, key, optional, character limit, help text,
 * and per type the options (select, radio) or the consent link.
 */
import {
  ActionIcon,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useSortable } from "@dnd-kit/sortable";
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from "@tabler/icons-react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import {
  CHECK_KINDS,
  FIELD_KINDS,
  type FieldKind,
  MAX_HELP,
  MAX_LENGTH,
  MAX_OPTIONS,
  OPTION_KINDS,
} from "../../../../lib/content/forms.ts";
import { MAX_TEXT } from "../../../../lib/content/fields.ts";
import { useErrorText } from "../../i18n/index.ts";
import type { DraftField } from "./template_draft.ts";
import { hintProps } from "../../components/hint_tooltip.tsx";
import { sortableCardStyle } from "../../lib/sortable_style.ts";

export interface FieldCardProps {
  field: DraftField;
  index: number;
  total: number;
  errors: Record<string, ApiErrorItem> | undefined;
  onChange(key: string, patch: Partial<DraftField>): void;
  onMove(key: string, delta: number): void;
  onRemove(key: string): void;
}

/** The DOM id of a field's label input (focused after adding it or after an error). */
export function fieldLabelInputID(key: string): string {
  return `form-field-${key}-label`;
}

export const FieldCard = memo(function FieldCard(
  { field, index, total, errors, onChange, onMove, onRemove }: FieldCardProps,
) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const sortable = useSortable({ id: field.key });
  const { attributes, listeners, setActivatorNodeRef, setNodeRef } = sortable;
  const name = field.label || t(`formAdmin.kinds.${field.kind}`);
  const headingID = `form-field-${field.key}-heading`;
  const set = (patch: Partial<DraftField>) => onChange(field.key, patch);
  const error = (property: string, label: string) => {
    const item = errors?.[property];
    return item ? errorText({ code: item.code, property: label }) : undefined;
  };
  const kind = field.kind;
  const hasLimit = !CHECK_KINDS.includes(kind) && !OPTION_KINDS.includes(kind);

  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingID}
      withBorder
      radius="md"
      p="sm"
      data-field-key={field.key}
      style={sortableCardStyle(sortable)}
    >
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <ActionIcon
            {...hintProps(t("formAdmin.field.drag"), 500)}
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            {...attributes}
            {...listeners}
            aria-label={t("formAdmin.field.dragLabel", { label: name, position: index + 1 })}
            aria-roledescription={t("formAdmin.field.sortable")}
          >
            <IconGripVertical size={18} aria-hidden />
          </ActionIcon>
          <Text component="h3" id={headingID} fw={600} size="sm" m={0} truncate>
            {name}{" "}
            <Text span c="dimmed" fw={400} size="xs" ml={2}>
              {t("formAdmin.field.position", { position: index + 1, total })}
            </Text>
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={index === 0}
            data-move="up"
            onClick={() => onMove(field.key, -1)}
            aria-label={t("formAdmin.field.moveUp", { label: name })}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={index === total - 1}
            data-move="down"
            onClick={() => onMove(field.key, 1)}
            aria-label={t("formAdmin.field.moveDown", { label: name })}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => onRemove(field.key)}
            aria-label={t("formAdmin.field.remove", { label: name })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
          <TextInput
            id={fieldLabelInputID(field.key)}
            label={t("formAdmin.field.label")}
            value={field.label}
            onChange={(e) => set({ label: e.currentTarget.value })}
            maxLength={MAX_TEXT}
            required
            error={error("label", t("formAdmin.field.label"))}
          />
          <Select
            label={t("formAdmin.field.kind")}
            data={FIELD_KINDS.map((k) => ({ value: k, label: t(`formAdmin.kinds.${k}`) }))}
            value={kind}
            onChange={(value) => value && set({ kind: value as FieldKind })}
            allowDeselect={false}
            error={error("kind", t("formAdmin.field.kind"))}
          />
          <TextInput
            label={t("formAdmin.field.id")}
            description={t("formAdmin.field.idHint")}
            value={field.id}
            onChange={(e) => set({ id: e.currentTarget.value })}
            maxLength={40}
            error={error("id", t("formAdmin.field.id"))}
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          />
          {hasLimit && (
            <NumberInput
              label={t("formAdmin.field.limit")}
              description={t("formAdmin.field.limitHint", { max: MAX_LENGTH[kind] })}
              value={field.limit ?? ""}
              onChange={(value) => set({ limit: typeof value === "number" ? value : null })}
              min={1}
              max={MAX_LENGTH[kind]}
              allowDecimal={false}
              allowNegative={false}
              error={error("limit", t("formAdmin.field.limit"))}
            />
          )}
        </SimpleGrid>
        <TextInput
          label={t("formAdmin.field.help")}
          value={field.help}
          onChange={(e) => set({ help: e.currentTarget.value })}
          maxLength={MAX_HELP}
          error={error("help", t("formAdmin.field.help"))}
        />
        {OPTION_KINDS.includes(kind) && (
          <Textarea
            label={t("formAdmin.field.options")}
            description={t("formAdmin.field.optionsHint", { max: MAX_OPTIONS })}
            value={field.optionsText}
            onChange={(e) => set({ optionsText: e.currentTarget.value })}
            autosize
            minRows={3}
            required
            error={error("options", t("formAdmin.field.options"))}
          />
        )}
        {kind === "consent" && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
            <TextInput
              label={t("formAdmin.field.linkText")}
              value={field.linkText}
              onChange={(e) =>
                set({ linkText: e.currentTarget.value })}
              maxLength={MAX_TEXT}
              error={error("linkText", t("formAdmin.field.linkText"))}
            />
            <TextInput
              label={t("formAdmin.field.link")}
              description={t("formAdmin.field.linkHint")}
              value={field.link}
              onChange={(e) =>
                set({ link: e.currentTarget.value })}
              maxLength={2000}
              error={error("link", t("formAdmin.field.link"))}
            />
          </SimpleGrid>
        )}
        <Checkbox
          label={t("formAdmin.field.optional")}
          checked={field.optional}
          onChange={(e) => set({ optional: e.currentTarget.checked })}
        />
      </Stack>
    </Paper>
  );
});
