/**
 * A combobox of the locale's pages, and the page search behind it. Shared because two places
 * pick a page the same way and differ only in what they keep of it: the button block's link
 * (blocks/link_field.tsx) keeps the slug, a menu item (screens/menu_structure/page_picker.tsx)
 * keeps the page id so that its link survives a slug change.
 *
 * Opening the field empties it for a search, with the choice kept in view as placeholder and
 * first option; from PAGE_SEARCH_MIN characters it asks the server (POST search), debounced,
 * each request cancelling the one before; Escape keeps the choice. Requests follow typing only:
 * nothing the answers change starts another one.
 */
import {
  CloseButton,
  Combobox,
  Group,
  InputBase,
  Loader,
  type MantineStyleProp,
  Text,
  useCombobox,
} from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type PageSearchItem, searchPages } from "../api/pages.ts";
import { debounce } from "../../../lib/content/debounce.ts";

/** Page search starts at this many characters (as the menu search). */
export const PAGE_SEARCH_MIN = 3;
const PAGE_SEARCH_WAIT_MS = 400;

/** A page's path as shown: "/" for the home page, "/slug" otherwise. */
export function slugLabel(slug: string): string {
  return slug === "/" ? "/" : "/" + slug;
}

/** A page as shown in a picker: "Title (/slug)". */
export function pageLabel(page: { title: string; slug: string }): string {
  return `${page.title} (${slugLabel(page.slug)})`;
}

/**
 * Searches pages of `locale` as typing goes: debounced, older requests cancelled. `seen` keeps
 * every page the answers brought (by id, the latest answer last), so that a choice can still be
 * shown by its title once the list is gone.
 */
export function usePageSearch(locale: string) {
  const [items, setItems] = useState<PageSearchItem[]>([]);
  const [loading, setLoading] = useState(false);
  const [seen, setSeen] = useState<ReadonlyMap<number, PageSearchItem>>(new Map());
  const controller = useRef<AbortController | null>(null);

  const run = useMemo(
    () =>
      debounce(
        (term: string) => {
          controller.current?.abort();
          const own = new AbortController();
          controller.current = own;
          searchPages(locale, term, own.signal).then(
            (found) => {
              if (own.signal.aborted) return;
              setItems(found);
              setSeen((before) => {
                const next = new Map(before);
                for (const p of found) {
                  next.delete(p.id); // set anew: the latest answer comes last
                  next.set(p.id, p);
                }
                return next;
              });
              setLoading(false);
            },
            () => !own.signal.aborted && setLoading(false),
          );
        },
        PAGE_SEARCH_WAIT_MS,
        { leading: false },
      ),
    [locale],
  );

  const stop = useMemo(() => () => {
    run.cancel();
    controller.current?.abort();
    setItems([]);
    setLoading(false);
  }, [run]);
  useEffect(() => stop, [stop]);

  /** Searches for `term` (trimmed by the caller); shorter than PAGE_SEARCH_MIN, stops. */
  function search(term: string) {
    if (term.length < PAGE_SEARCH_MIN) return stop();
    setLoading(true);
    run(term);
  }
  return { items, loading, seen, search, stop };
}

export interface PagePickerProps {
  id: string;
  label: string;
  locale: string;
  /** What is kept of the chosen page (see `valueOf`), or null for none. */
  value: string | null;
  /** What is kept of a page: its slug, its id as text… */
  valueOf(page: PageSearchItem): string;
  /**
   * How the field shows the chosen page; `seen` is the latest page the search brought with that
   * value, if any.
   */
  chosenLabel(seen: PageSearchItem | undefined): string;
  placeholder: string;
  required?: boolean;
  /** Offers a button that clears the choice (for an optional page). */
  clearLabel?: string;
  error?: string;
  style?: MantineStyleProp;
  /** A page picked from the search, or null when cleared. */
  onChange(page: PageSearchItem | null): void;
}

export function PagePicker(
  {
    id,
    label,
    locale,
    value,
    valueOf,
    chosenLabel: labelChosen,
    placeholder,
    required,
    clearLabel,
    error,
    style,
    onChange,
  }: PagePickerProps,
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
    : labelChosen([...pages.seen.values()].findLast((p) => valueOf(p) === value));
  const searching = (search?.trim().length ?? 0) >= PAGE_SEARCH_MIN;
  const options = searching
    ? pages.items.map((p) => ({ value: valueOf(p), label: pageLabel(p) }))
    : value !== null
    ? [{ value, label: chosenLabel }]
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
        const page = pages.items.find((p) => valueOf(p) === picked);
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
          placeholder={search !== null && chosenLabel ? chosenLabel : placeholder}
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
          style={style}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label={label}>
          {options.map((o) => (
            <Combobox.Option
              value={o.value}
              key={o.value}
              active={o.value === value}
              aria-selected={o.value === value}
            >
              <Group gap={6} wrap="nowrap">
                {o.value === value && <IconCheck size={14} aria-hidden />}
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
