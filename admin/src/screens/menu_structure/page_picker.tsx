/**
 * A combobox of the locale's pages, chosen by id (a menu item keeps its link when the page's
 * slug changes). It behaves as the button block's page picker (blocks/link_field.tsx), which
 * keeps a slug instead: opening empties the field for a search, with the choice kept in view as
 * placeholder and first option; from PAGE_SEARCH_MIN characters it asks the server, debounced,
 * each request cancelling the one before; Escape keeps the choice.
 */
import { CloseButton, Combobox, Group, InputBase, Loader, Text, useCombobox } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type PageSearchItem, searchPages } from "../../api/pages.ts";
import { PAGE_SEARCH_MIN } from "../../blocks/link_field.tsx";
import { debounce } from "../../lib/debounce.ts";

const PAGE_SEARCH_WAIT_MS = 400;

export function pageLabel(page: { title: string; slug: string }): string {
  return `${page.title} (${page.slug === "/" ? "/" : "/" + page.slug})`;
}

/** Searches pages of `locale` as typing goes: debounced, older requests cancelled. */
function usePageSearch(locale: string) {
  const [items, setItems] = useState<PageSearchItem[]>([]);
  const [loading, setLoading] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const run = useMemo(
    () =>
      debounce((term: string) => {
        controller.current?.abort();
        const own = new AbortController();
        controller.current = own;
        searchPages(locale, term, own.signal).then(
          (found) => {
            if (own.signal.aborted) return;
            setItems(found);
            setLoading(false);
          },
          () => !own.signal.aborted && setLoading(false),
        );
      }, PAGE_SEARCH_WAIT_MS),
    [locale],
  );

  const stop = useMemo(() => () => {
    run.cancel();
    controller.current?.abort();
    setItems([]);
    setLoading(false);
  }, [run]);
  useEffect(() => stop, [stop]);

  function search(term: string) {
    if (term.length < PAGE_SEARCH_MIN) return stop();
    setLoading(true);
    run(term);
  }
  return { items, loading, search, stop };
}

export interface PagePickerProps {
  id: string;
  label: string;
  locale: string;
  /** The chosen page's id, or null. */
  value: number | null;
  /** How to show the chosen page (its title and slug), when known. */
  chosen?: { title: string; slug: string };
  required?: boolean;
  /** Offers a button that clears the choice (for an optional page). */
  clearLabel?: string;
  error?: string;
  onChange(page: PageSearchItem | null): void;
}

export function PagePicker(
  { id, label, locale, value, chosen, required, clearLabel, error, onChange }: PagePickerProps,
) {
  const { t } = useTranslation();
  /** The search text while the list is open; null shows the chosen page. */
  const [search, setSearch] = useState<string | null>(null);
  const pages = usePageSearch(locale);
  const combobox = useCombobox({
    onDropdownOpen: () => setSearch(""),
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch(null);
      pages.stop();
    },
  });

  function changeSearch(next: string) {
    // Opening resets the search; what was typed comes after that.
    combobox.openDropdown();
    combobox.resetSelectedOption();
    setSearch(next);
    pages.search(next.trim());
  }

  const chosenLabel = value === null
    ? ""
    : chosen
    ? pageLabel(chosen)
    : t("menus.item.pageNumber", { id: value });
  const searching = (search?.trim().length ?? 0) >= PAGE_SEARCH_MIN;
  const options = searching
    ? pages.items.map((p) => ({ value: String(p.id), label: pageLabel(p) }))
    : value !== null
    ? [{ value: String(value), label: chosenLabel }]
    : [];

  let note: string | null = null;
  if (!searching) note = t("blocks.link.searchHint", { min: PAGE_SEARCH_MIN });
  else if (pages.loading && pages.items.length === 0) note = t("app.loading");
  else if (!pages.loading && pages.items.length === 0) note = t("blocks.link.noPages");

  let right = <Combobox.Chevron />;
  if (pages.loading) right = <Loader size={14} />;
  else if (clearLabel && value !== null && search === null) {
    right = (
      <CloseButton
        size="sm"
        aria-label={clearLabel}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => onChange(null)}
      />
    );
  }

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(picked) => {
        const page = pages.items.find((p) => String(p.id) === picked);
        if (page) onChange(page);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <InputBase
          id={id}
          label={label}
          required={required}
          autoComplete="off"
          value={search ?? chosenLabel}
          placeholder={search !== null && chosenLabel
            ? chosenLabel
            : t("menus.dialog.pagePlaceholder")}
          onChange={(e) => {
            const typed = e.currentTarget.value;
            // Typed while the field showed the choice (after Escape): a new search, not an
            // addition to the choice's label.
            changeSearch(
              search === null && chosenLabel && typed.startsWith(chosenLabel)
                ? typed.slice(chosenLabel.length)
                : typed,
            );
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={right}
          rightSectionPointerEvents={right.type === CloseButton ? "all" : "none"}
          error={error}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label={label}>
          {options.map((o) => (
            <Combobox.Option
              value={o.value}
              key={o.value}
              active={o.value === String(value)}
              aria-selected={o.value === String(value)}
            >
              <Group gap={6} wrap="nowrap">
                {o.value === String(value) && <IconCheck size={14} aria-hidden />}
                <span style={{ overflowWrap: "anywhere" }}>{o.label}</span>
              </Group>
            </Combobox.Option>
          ))}
          {note && (
            <Combobox.Empty>
              <Text size="sm" c="dimmed" role="status">{note}</Text>
            </Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
