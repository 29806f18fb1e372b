/**
 * Writing a comment or a reply: a text field whose `@` opens a list of the colleagues who may see
 * the page (arrow keys move, Enter or Tab picks, Escape closes it without closing the dialog
 * around it). The field stays a plain text box, pointing at the option in view with
 * aria-activedescendant; the list also answers a click.
 */
import { Button, Group, Paper, Stack, Textarea, UnstyledButton } from "@mantine/core";
import { useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { COMMENT_MAX } from "../../../../lib/content/comments.ts";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import type { MentionablePerson } from "../../api/comments.ts";
import { errorsOf } from "../../api/client.ts";
import { ErrorList } from "../error_list.tsx";

/** The `@name` being typed before the caret, if any: at a word's start, no line break in it. */
const TYPING_MENTION = /(?:^|\s)@([^@\n]{0,40})$/;

export interface CommentFormProps {
  label: string;
  submitLabel: string;
  mentionable: readonly MentionablePerson[];
  onSubmit(text: string): Promise<void>;
  onCancel?(): void;
  autoFocus?: boolean;
  /** The text field's id. */
  id?: string;
}

export function CommentForm(
  { label, submitLabel, mentionable, onSubmit, onCancel, autoFocus, id }: CommentFormProps,
) {
  const { t } = useTranslation();
  const listID = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);

  const options = query === null
    ? []
    : mentionable.filter((p) => p.name.toLowerCase().startsWith(query.toLowerCase())).slice(0, 6);
  const listOpen = options.length > 0;

  function follow(field: HTMLTextAreaElement) {
    const match = TYPING_MENTION.exec(field.value.slice(0, field.selectionStart ?? 0));
    setQuery(match ? match[1] : null);
    setActive(0);
  }

  function pick(person: MentionablePerson) {
    const field = fieldRef.current;
    if (!field || query === null) return;
    const caret = field.selectionStart ?? text.length;
    const start = caret - query.length;
    const next = `${text.slice(0, start)}${person.name} ${text.slice(caret)}`;
    // The new text is in the field before the caret is placed after the name, in this same
    // event: placed a frame later, keys typed meanwhile went to the end of the text and the rest
    // after the name ("… @Pia Publisher se check.plea" on a busy machine).
    flushSync(() => {
      setText(next);
      setQuery(null);
    });
    const at = start + person.name.length + 1;
    field.focus();
    field.setSelectionRange(at, at);
  }

  async function submit() {
    if (!text.trim()) {
      fieldRef.current?.focus();
      return;
    }
    setBusy(true);
    setErrors([]);
    try {
      await onSubmit(text.trim());
      setText("");
    } catch (err) {
      setErrors(errorsOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap={6}>
      <Textarea
        ref={fieldRef}
        id={id}
        label={label}
        description={t("comments.hint")}
        value={text}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={COMMENT_MAX}
        data-autofocus={autoFocus || undefined}
        aria-autocomplete="list"
        aria-controls={listOpen ? listID : undefined}
        aria-activedescendant={listOpen ? `${listID}-${active}` : undefined}
        onChange={(e) => {
          setText(e.currentTarget.value);
          follow(e.currentTarget);
        }}
        onClick={(e) => follow(e.currentTarget)}
        onKeyDown={(e) => {
          if (listOpen) {
            if (e.key === "ArrowDown" || e.key === "ArrowUp") {
              e.preventDefault();
              const step = e.key === "ArrowDown" ? 1 : -1;
              setActive((a) => (a + step + options.length) % options.length);
              return;
            }
            if (e.key === "Enter" || e.key === "Tab") {
              e.preventDefault();
              pick(options[active]);
              return;
            }
            if (e.key === "Escape") {
              // Closes the list only, not the drawer or dialog around it.
              e.preventDefault();
              e.stopPropagation();
              setQuery(null);
              return;
            }
          }
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void submit();
          }
        }}
        onBlur={() => setQuery(null)}
      />
      {listOpen && (
        <Paper
          withBorder
          shadow="sm"
          p={4}
          id={listID}
          role="listbox"
          aria-label={t("comments.mentionList")}
        >
          {options.map((person, i) => (
            <UnstyledButton
              key={person.id}
              id={`${listID}-${i}`}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              display="block"
              w="100%"
              px="xs"
              py={4}
              className="comment-mention-option"
              data-active={i === active || undefined}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(person);
              }}
            >
              @{person.name}
            </UnstyledButton>
          ))}
        </Paper>
      )}
      <ErrorList errors={errors} title={t("comments.failed")} />
      <Group gap="xs" justify="flex-end">
        {onCancel && (
          <Button size="xs" variant="default" onClick={onCancel} disabled={busy}>
            {t("comments.cancel")}
          </Button>
        )}
        <Button size="xs" onClick={submit} loading={busy}>{submitLabel}</Button>
      </Group>
    </Stack>
  );
}
