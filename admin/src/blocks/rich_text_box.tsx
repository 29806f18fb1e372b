/**
 * The rich-text editor's box: TipTap's editor and its toolbar (see rich_text_editor.tsx, which
 * draws the label and the counter around it). Its own module, with TipTap and ProseMirror, is
 * loaded after the page editor's first paint (use_deferred_module.ts).
 */
import { ActionIcon, Button, Group, Popover, Stack, TextInput } from "@mantine/core";
import {
  IconBold,
  IconH2,
  IconH3,
  IconH4,
  IconItalic,
  IconLink,
  IconLinkOff,
  IconList,
  IconListNumbers,
  IconUnderline,
} from "@tabler/icons-react";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { linkError, type LinkKind } from "../../../lib/content/links.ts";
import { withoutTrailingEmpty } from "../../../lib/content/rich_text.ts";
import { hintProps } from "../components/hint_tooltip.tsx";

export interface RichTextBoxProps {
  value: string;
  onChange(html: string): void;
  readOnly: boolean;
  /** The label, the counter and the error of the field around the box (by id). */
  labelId: string;
  describedBy: string;
  invalid: boolean;
  /** Set to the editor once made: the label focuses it when clicked. */
  editorRef: RefObject<Editor | null>;
  /** Whether the box was pressed before the editor was made: it then takes the focus. */
  focusWhenMade: boolean;
  /** What holds the box's place until the editor is made. */
  waiting: ReactNode;
}

/** The kind of a link typed into the rich text's link field. */
export function richLinkKind(href: string): LinkKind {
  if (href.startsWith("mailto:")) return "mail";
  if (href.startsWith("tel:")) return "phone";
  if (href.startsWith("#")) return "anchor";
  if (href.startsWith("/")) return "internal";
  return "external";
}

/**
 * What the editor holds, as stored: an empty editor is "" (TipTap reports "<p></p>") and the
 * empty paragraph Enter leaves at the end is not sent, as the server would drop it anyway.
 */
export function editorValue(editor: Pick<Editor, "isEmpty" | "getHTML">): string {
  return editor.isEmpty ? "" : withoutTrailingEmpty(editor.getHTML());
}

export function richLinkValid(href: string): boolean {
  return linkError({ kind: richLinkKind(href), value: href }) === null;
}

export function RichTextBox(
  { value, onChange, readOnly, labelId, describedBy, invalid, editorRef, focusWhenMade, waiting }:
    RichTextBoxProps,
) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // What this editor last reported: a `value` that differs came from outside (undo, redo).
  const reported = useRef(value);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        // The page's history is the one (see rich_text_editor.tsx).
        undoRedo: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          protocols: ["mailto", "tel"],
          isAllowedUri: (url) => richLinkValid(url),
        },
      }),
    ],
    content: value,
    editable: !readOnly,
    autofocus: focusWhenMade && !readOnly ? "end" : false,
    // Made after the first paint, not during it: a page shows its first blocks without waiting
    // for each text block's editor (issue 23). Until then the box keeps its place (`waiting`).
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: "rich-text-content",
        role: "textbox",
        "aria-multiline": "true",
        ...(readOnly ? { "aria-readonly": "true" } : {}),
        "aria-labelledby": labelId,
        "aria-describedby": describedBy,
        ...(invalid ? { "aria-invalid": "true" } : {}),
      },
    },
    onUpdate: ({ editor }) => {
      reported.current = editorValue(editor);
      onChangeRef.current(reported.current);
    },
  });

  useEffect(() => {
    if (!editor || editor.isEditable === !readOnly) return;
    editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    if (value === editorValue(editor)) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  editorRef.current = editor;

  if (!editor) return waiting;
  return (
    <>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      h4: e.isActive("heading", { level: 4 }),
      link: e.isActive("link"),
      href: (e.getAttributes("link").href as string | undefined) ?? "",
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <Group
      gap={2}
      p={4}
      role="toolbar"
      aria-label={t("blocks.text.toolbar")}
      style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}
    >
      <Tool
        label={t("blocks.text.bold")}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      >
        <IconBold size={16} />
      </Tool>
      <Tool
        label={t("blocks.text.italic")}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <IconItalic size={16} />
      </Tool>
      <Tool
        label={t("blocks.text.underline")}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      >
        <IconUnderline size={16} />
      </Tool>
      <Tool
        label={t("blocks.text.h2")}
        active={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        <IconH2 size={16} />
      </Tool>
      <Tool
        label={t("blocks.text.h3")}
        active={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        <IconH3 size={16} />
      </Tool>
      <Tool
        label={t("blocks.text.h4")}
        active={state.h4}
        onClick={() => chain().toggleHeading({ level: 4 }).run()}
      >
        <IconH4 size={16} />
      </Tool>
      <Tool
        label={t("blocks.text.bulletList")}
        active={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        <IconList size={16} />
      </Tool>
      <Tool
        label={t("blocks.text.orderedList")}
        active={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <IconListNumbers size={16} />
      </Tool>
      <LinkTool editor={editor} active={state.link} href={state.href} />
      {state.link && (
        <Tool
          label={t("blocks.text.unlink")}
          onClick={() => chain().unsetLink().run()}
        >
          <IconLinkOff size={16} />
        </Tool>
      )}
    </Group>
  );
}

function Tool(
  { label, active, onClick, children }: {
    label: string;
    active?: boolean;
    onClick(): void;
    children: ReactNode;
  },
) {
  return (
    <ActionIcon
      variant={active ? "light" : "subtle"}
      color={active ? "brand" : "gray"}
      {...hintProps(label, 400)}
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      onClick={onClick}
      // Keep the editor's selection: a mouse press on the toolbar must not move focus.
      onMouseDown={(e) => e.preventDefault()}
    >
      {children}
    </ActionIcon>
  );
}

function LinkTool({ editor, active, href }: { editor: Editor; active: boolean; href: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState("");
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (opened) {
      setUrl(href);
      setTouched(false);
    }
  }, [opened, href]);
  const valid = richLinkValid(url.trim());

  function apply() {
    setTouched(true);
    if (!valid) return;
    editor.chain().focus().extendMarkRange("link").setLink({ href: url.trim() }).run();
    setOpened(false);
  }

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus withArrow shadow="md" width={320}>
      <Popover.Target>
        <ActionIcon
          variant={active ? "light" : "subtle"}
          color={active ? "brand" : "gray"}
          {...hintProps(t("blocks.text.link"), 400)}
          aria-label={t("blocks.text.link")}
          aria-pressed={active}
          aria-haspopup="dialog"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => setOpened((o) => !o)}
        >
          <IconLink size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
        >
          <Stack gap="xs">
            <TextInput
              label={t("blocks.text.linkUrl")}
              description={t("blocks.text.linkHint")}
              value={url}
              onChange={(e) => setUrl(e.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={touched && !valid ? t("blocks.invalidUrl") : undefined}
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" onClick={() => setOpened(false)}>
                {t("common.cancel")}
              </Button>
              <Button size="xs" type="submit">{t("blocks.text.setLink")}</Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
