/**
 * Adds or edits one menu item in a modal: its title and its link — a page of the menu's locale
 * (searched), an external http(s) address, or an anchor on a page or on the current one. It
 * checks what the server would refuse before the item goes into the tree, and shows the errors
 * of the last save for this item on their fields.
 */
import { Button, Group, Modal, Radio, Stack, TextInput } from "@mantine/core";
import { type CSSProperties, type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isExternalUrl } from "../../../../lib/content/links.ts";
import { MAX_MENU_TITLE, type MenuItem, type MenuLink } from "../../../../lib/content/menus.ts";
import { useErrorText } from "../../i18n/index.ts";
import type { LinkedPages } from "./use_linked_pages.ts";
import { PagePicker } from "./page_picker.tsx";
import type { ItemError } from "./tree_ops.ts";

type Kind = MenuLink["kind"];
const KINDS: readonly Kind[] = ["internal", "external", "anchor"];
const ANCHOR = /^[A-Za-z][A-Za-z0-9_-]{0,99}$/;
/** Mantine's error red (red.6) is below 4.5:1 on white; red.8 reads well. */
const READABLE_ERRORS = { "--mantine-color-error": "var(--mantine-color-red-8)" } as CSSProperties;

interface Draft {
  title: string;
  kind: Kind;
  /** The page of an internal link, or the optional page of an anchor. */
  pageID: number | null;
  url: string;
  anchor: string;
}

function draftOf(item: MenuItem | null): Draft {
  const link = item?.link;
  return {
    title: item?.title ?? "",
    kind: link?.kind ?? "internal",
    pageID: link && link.kind !== "external" ? link.pageID ?? null : null,
    url: link?.kind === "external" ? link.url : "",
    anchor: link?.kind === "anchor" ? link.anchor : "",
  };
}

/** The item's fields as the server wants them, or the code of the first problem per field. */
function check(
  d: Draft,
): { value: Pick<MenuItem, "title" | "link"> | null; problems: ItemError[] } {
  const problems: ItemError[] = [];
  const title = d.title.trim();
  if (!title) problems.push({ field: "title", code: "V_01" });
  else if (title.length > MAX_MENU_TITLE) problems.push({ field: "title", code: "V_11" });
  let link: MenuLink | null = null;
  if (d.kind === "internal") {
    if (d.pageID === null) problems.push({ field: "link.pageID", code: "V_01" });
    else link = { kind: "internal", pageID: d.pageID };
  } else if (d.kind === "external") {
    const url = d.url.trim();
    if (!url) problems.push({ field: "link.url", code: "V_01" });
    else if (!isExternalUrl(url)) problems.push({ field: "link.url", code: "V_13" });
    else link = { kind: "external", url };
  } else {
    const anchor = d.anchor.trim().replace(/^#/, "");
    if (!anchor) problems.push({ field: "link.anchor", code: "V_01" });
    else if (!ANCHOR.test(anchor)) problems.push({ field: "link.anchor", code: "V_12" });
    else {link = d.pageID === null ? { kind: "anchor", anchor } : {
        kind: "anchor",
        pageID: d.pageID,
        anchor,
      };}
  }
  return { value: link && !problems.length ? { title, link } : null, problems };
}

export interface MenuItemDialogProps {
  opened: boolean;
  /** "add": a new top-level item, "child": a new child, "edit": `item`. */
  mode: "add" | "child" | "edit";
  item: MenuItem | null;
  locale: string;
  pages: LinkedPages;
  /** The errors of the last save for this item. */
  errors: readonly ItemError[];
  onClose(): void;
  onApply(value: Pick<MenuItem, "title" | "link">): void;
}

export function MenuItemDialog(
  { opened, mode, item, locale, pages, errors, onClose, onApply }: MenuItemDialogProps,
) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [checked, setChecked] = useState(false);

  // Filled when the dialog opens or turns to another item, keyed by the item's id: the screen
  // hands a new object for the same item whenever its list is drawn again, and that must not
  // throw away what is being typed.
  const itemID = item?.id;
  useEffect(() => {
    if (!opened) return;
    setDraft(draftOf(item));
    setChecked(false);
  }, [opened, mode, itemID]);

  const { value, problems } = check(draft);
  const labels: Record<string, string> = {
    title: t("menus.dialog.title"),
    "link.pageID": draft.kind === "internal"
      ? t("menus.dialog.page")
      : t("menus.dialog.anchorPage"),
    "link.url": t("menus.dialog.url"),
    "link.anchor": t("menus.dialog.anchor"),
  };
  /** The message for a field: this form's own check once submitted, before that the last save's. */
  const fieldError = (field: string) => {
    const found = (checked ? problems : errors).find((p) => p.field === field);
    if (!found) return undefined;
    if (field === "link.pageID" && found.code === "V_12") return t("menus.errors.pageNotHere");
    return errorText({ code: found.code, property: labels[field] });
  };
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  function submit(e: FormEvent) {
    e.preventDefault();
    setChecked(true);
    if (!value) {
      // The first field with a problem, for keyboard and screen-reader users.
      const first = problems[0]?.field;
      if (first) document.getElementById(`menu-item-field-${first.replace(".", "-")}`)?.focus();
      return;
    }
    onApply(value);
  }

  const title = mode === "edit"
    ? t("menus.dialog.editTitle")
    : mode === "child"
    ? t("menus.dialog.addChildTitle")
    : t("menus.dialog.addTitle");
  const kindLabels: Record<Kind, string> = {
    internal: t("menus.dialog.kinds.internal"),
    external: t("menus.dialog.kinds.external"),
    anchor: t("menus.dialog.kinds.anchor"),
  };
  const pageChosen = draft.pageID === null ? undefined : pages.label(draft.pageID);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      returnFocus={false}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <form onSubmit={submit} noValidate style={READABLE_ERRORS}>
        <Stack gap="md">
          <TextInput
            id="menu-item-field-title"
            label={labels.title}
            required
            autoComplete="off"
            data-autofocus
            value={draft.title}
            error={fieldError("title")}
            onChange={(e) => set({ title: e.currentTarget.value })}
          />
          <Radio.Group
            label={t("menus.dialog.linkKind")}
            value={draft.kind}
            onChange={(kind) => set({ kind: kind as Kind })}
          >
            <Group gap="lg" mt={6}>
              {KINDS.map((kind) => <Radio key={kind} value={kind} label={kindLabels[kind]} />)}
            </Group>
          </Radio.Group>
          {draft.kind === "external" && (
            <TextInput
              id="menu-item-field-link-url"
              label={labels["link.url"]}
              description={t("menus.dialog.urlHint")}
              required
              type="url"
              autoComplete="off"
              placeholder="https://"
              value={draft.url}
              error={fieldError("link.url")}
              onChange={(e) => set({ url: e.currentTarget.value })}
            />
          )}
          {draft.kind !== "external" && (
            <PagePicker
              id="menu-item-field-link-pageID"
              label={labels["link.pageID"]}
              locale={locale}
              value={draft.pageID}
              chosen={pageChosen}
              required={draft.kind === "internal"}
              clearLabel={draft.kind === "anchor" ? t("menus.dialog.clearPage") : undefined}
              error={fieldError("link.pageID")}
              onChange={(page) => {
                if (page) pages.remember(page);
                set({ pageID: page?.id ?? null });
              }}
            />
          )}
          {draft.kind === "anchor" && (
            <TextInput
              id="menu-item-field-link-anchor"
              label={labels["link.anchor"]}
              description={t("menus.dialog.anchorHint")}
              required
              autoComplete="off"
              leftSection={<span aria-hidden>#</span>}
              value={draft.anchor}
              error={fieldError("link.anchor")}
              onChange={(e) => set({ anchor: e.currentTarget.value })}
            />
          )}
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose}>{t("common.cancel")}</Button>
            <Button type="submit">
              {mode === "edit" ? t("menus.dialog.apply") : t("menus.dialog.add")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
