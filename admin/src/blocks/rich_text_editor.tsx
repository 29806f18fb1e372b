/**
 * Rich text with TipTap: bold, italic, underline, lists, h2–h4 and links (checked as a link of a
 * known kind before it is set). With a character limit it shows the characters left, counted as
 * the server counts them (`characterCount`).
 *
 * Inside a read-only group of fields (ReadOnlyFieldset) it takes no input: a disabled fieldset
 * does not stop a contenteditable, so the editor is made not editable itself (issue 28).
 *
 * It keeps no typing history of its own: the page's document has one history of every change,
 * typing into this field included, one step per burst (document_store.ts), and Ctrl+Z inside it
 * is that history's (editor_shortcuts.ts). Two histories could not agree: TipTap's would bring
 * back what the page's undo took away. A value that comes from outside (undo, redo) replaces
 * what the editor shows.
 */
import { Group, Input, Paper, Stack, Text } from "@mantine/core";
import type { Editor } from "@tiptap/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { characterCount } from "../../../lib/content/rich_text.ts";
import { useFieldsReadOnly } from "../components/read_only_fieldset.tsx";
import { deferredModule, useDeferredModule } from "../hooks/use_deferred_module.ts";

const richTextBox = deferredModule(() => import("./rich_text_box.tsx"));

/**
 * Starts loading the editor's code: the page editor calls it after its first paint, so that a
 * text block added or clicked a moment later finds its editor ready.
 */
export function preloadRichTextEditor(): void {
  richTextBox.load().catch(() => {/* the field itself shows the failure when drawn */});
}

export interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  onChange(html: string): void;
  characterLimit?: number;
  error?: string;
}

export function RichTextEditor(
  { id, label, value, onChange, characterLimit, error }: RichTextEditorProps,
) {
  const { t } = useTranslation();
  const readOnly = useFieldsReadOnly();
  const box = useDeferredModule(richTextBox);
  const editorRef = useRef<Editor | null>(null);
  // Pressed before its editor was made: the editor takes the focus when it is.
  const wantsFocus = useRef(false);
  const labelId = `${id}-label`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;

  // Until the editor's code is in and the editor made, the box keeps its place.
  const waiting = (
    <>
      <div className="rich-text-toolbar-space" />
      <div className="rich-text-content" onPointerDown={() => wantsFocus.current = true} />
    </>
  );

  const count = characterLimit ? characterCount(value) : 0;
  const left = characterLimit ? characterLimit - count : 0;

  return (
    <Stack gap={4}>
      <Input.Label id={labelId} onClick={() => editorRef.current?.commands.focus()}>
        {label}
      </Input.Label>
      <Paper
        withBorder
        radius="md"
        className="rich-text"
        data-invalid={error ? "true" : undefined}
        data-readonly={readOnly ? "true" : undefined}
      >
        {box
          ? (
            <box.RichTextBox
              value={value}
              onChange={onChange}
              readOnly={readOnly}
              labelId={labelId}
              describedBy={[characterLimit ? counterId : "", error ? errorId : ""].join(" ").trim()}
              invalid={!!error}
              editorRef={editorRef}
              focusWhenMade={wantsFocus.current}
              waiting={waiting}
            />
          )
          : waiting}
      </Paper>
      <Group justify="space-between" gap="xs">
        {error ? <Input.Error id={errorId}>{error}</Input.Error> : <span />}
        {characterLimit
          ? (
            <Text id={counterId} size="xs" c={left < 0 ? "red.8" : "dimmed"}>
              {left >= 0
                ? t("blocks.text.charactersLeft", { count: left })
                : t("blocks.text.charactersOver", { count: -left })}
            </Text>
          )
          : null}
      </Group>
    </Stack>
  );
}
