/**
 * The ordered fields of a form template: reorder by dragging a field's handle, by the keyboard
 * on the handle (space, arrows, space) or by its move buttons; every move is announced to
 * screen readers. "Add field" appends an empty short-text field and focuses its label.
 */
import { dragAnnouncements } from "../../lib/drag_announcements.ts";
import { Stack, Text, VisuallyHidden } from "@mantine/core";
import { closestCenter, DndContext, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { IconPlus } from "@tabler/icons-react";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { MAX_FIELDS } from "../../../../lib/content/forms.ts";
import type { DraftErrors } from "./template_draft.ts";
import { type DraftField, moveField, newField, patchField } from "./template_draft.ts";
import { FieldCard, fieldLabelInputID } from "./field_card.tsx";
import { useListSensors } from "../../hooks/use_list_sensors.ts";
import { IconTextButton } from "../../components/icon_text_button.tsx";

export interface FieldListProps {
  fields: DraftField[];
  errors: DraftErrors["fields"];
  onChange(update: (fields: DraftField[]) => DraftField[]): void;
}

export function FieldList({ fields, errors, onChange }: FieldListProps) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState("");
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;

  const nameOf = useCallback((key: string) => {
    const f = fieldsRef.current.find((x) => x.key === key);
    return f ? f.label || t(`formAdmin.kinds.${f.kind}`) : key;
  }, [t]);

  const change = useCallback((key: string, patch: Partial<DraftField>) => {
    onChange((list) => patchField(list, key, patch));
  }, [onChange]);

  const move = useCallback((key: string, delta: number) => {
    const list = fieldsRef.current;
    const from = list.findIndex((f) => f.key === key);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= list.length) return;
    onChange((current) => moveField(current, from, to));
    setAnnouncement(
      t("formAdmin.announce.moved", { label: nameOf(key), position: to + 1, total: list.length }),
    );
    // The pressed button moved with its card: keep it focused (the other one at either end).
    requestAnimationFrame(() => {
      const card = document.querySelector(`[data-field-key="${key}"]`);
      const pressed = card?.querySelector<HTMLButtonElement>(
        `[data-move="${delta < 0 ? "up" : "down"}"]`,
      );
      const other = card?.querySelector<HTMLButtonElement>(
        `[data-move="${delta < 0 ? "down" : "up"}"]`,
      );
      const target = pressed && !pressed.disabled ? pressed : other;
      target?.focus();
      target?.scrollIntoView({ block: "nearest" });
    });
  }, [onChange, nameOf, t]);

  const remove = useCallback((key: string) => {
    const label = nameOf(key);
    onChange((list) => list.filter((f) => f.key !== key));
    setAnnouncement(t("formAdmin.announce.removed", { label }));
  }, [onChange, nameOf, t]);

  function add() {
    const field = newField("short-text", fields);
    onChange((list) => [...list, field]);
    setAnnouncement(t("formAdmin.announce.added", { position: fields.length + 1 }));
    requestAnimationFrame(() => document.getElementById(fieldLabelInputID(field.key))?.focus());
  }

  const sensors = useListSensors();

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const list = fieldsRef.current;
    const from = list.findIndex((f) => f.key === active.id);
    const to = list.findIndex((f) => f.key === over.id);
    if (from < 0 || to < 0) return;
    onChange((current) => moveField(current, from, to));
  }

  const position = (id: string | number) => fieldsRef.current.findIndex((f) => f.key === id) + 1;
  const announcements = dragAnnouncements(t, "formAdmin.announce", nameOf, position);

  return (
    <Stack gap="sm">
      <VisuallyHidden aria-live="assertive" role="status">{announcement}</VisuallyHidden>
      {fields.length === 0 && <Text c="dimmed">{t("formAdmin.noFields")}</Text>}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t("formAdmin.announce.instructions") },
        }}
      >
        <SortableContext items={fields.map((f) => f.key)} strategy={verticalListSortingStrategy}>
          {fields.map((field, index) => (
            <FieldCard
              key={field.key}
              field={field}
              index={index}
              total={fields.length}
              errors={errors.get(field.key)}
              onChange={change}
              onMove={move}
              onRemove={remove}
            />
          ))}
        </SortableContext>
      </DndContext>
      <div>
        <IconTextButton
          icon={IconPlus}
          variant="light"
          onClick={add}
          disabled={fields.length >= MAX_FIELDS}
        >
          {t("formAdmin.addField")}
        </IconTextButton>
      </div>
    </Stack>
  );
}
