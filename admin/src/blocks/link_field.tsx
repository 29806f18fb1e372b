/**
 * A link of one of the five kinds (SPEC.md section 3): the kind, then the value field that fits
 * it. Internal links are picked from the pages of the locale (POST search) and store the slug;
 * mail and phone links store their "mailto:" and "tel:" prefixes, anchors their "#".
 */
import {
  Combobox,
  Group,
  InputBase,
  Loader,
  Select,
  Text,
  TextInput,
  useCombobox,
} from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type Link, LINK_KINDS, linkError, type LinkKind } from "../../../lib/content/links.ts";
import { type PageSearchItem, searchPages } from "../api/pages.ts";
import { useErrorText } from "../i18n/index.ts";
import { debounce } from "../lib/debounce.ts";

const PREFIX: Partial<Record<LinkKind, string>> = { anchor: "#", mail: "mailto:", phone: "tel:" };

export interface LinkFieldProps {
  value: Link;
  onChange(next: Link): void;
  /** Server error of the value. */
  error?: string;
  locale: string;
  idPrefix: string;
}

export function LinkField({ value, onChange, error, locale, idPrefix }: LinkFieldProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const prefix = PREFIX[value.kind] ?? "";
  const bare = prefix && value.value.startsWith(prefix)
    ? value.value.slice(prefix.length)
    : value.value;
  const code = value.value.trim()
    ? linkError({ kind: value.kind, value: value.value.trim() })
    : null;
  const localError = code ? errorText({ code, property: "link" }) : undefined;

  return (
    <Group align="flex-start" wrap="wrap" gap="sm">
      <Select
        label={t("blocks.link.kind")}
        data={LINK_KINDS.map((kind) => ({ value: kind, label: t(`blocks.link.kinds.${kind}`) }))}
        value={value.kind}
        allowDeselect={false}
        onChange={(kind) => kind && onChange({ kind: kind as LinkKind, value: "" })}
        w={180}
      />
      {value.kind === "internal"
        ? (
          <InternalPicker
            slug={value.value}
            locale={locale}
            error={error ?? localError}
            onChange={(slug) => onChange({ kind: "internal", value: slug })}
            id={`${idPrefix}-internal`}
          />
        )
        : (
          <TextInput
            label={t(`blocks.link.values.${value.kind}`)}
            required
            leftSection={prefix
              ? <Text size="xs" c="dimmed" aria-hidden>{prefix}</Text>
              : undefined}
            leftSectionWidth={prefix ? Math.max(28, prefix.length * 8 + 12) : undefined}
            type={value.kind === "mail" ? "email" : value.kind === "phone" ? "tel" : "text"}
            placeholder={t(`blocks.link.placeholders.${value.kind}`)}
            value={bare}
            onChange={(e) =>
              onChange({ kind: value.kind, value: prefix + e.currentTarget.value.trimStart() })}
            error={error ?? localError}
            style={{ flex: "1 1 260px" }}
          />
        )}
    </Group>
  );
}

/** Page search starts at this many characters (as the menu search, SPEC.md section 5). */
export const PAGE_SEARCH_MIN = 3;
const PAGE_SEARCH_WAIT_MS = 400;

function slugLabel(slug: string): string {
  return slug === "/" ? "/" : "/" + slug;
}

function pageLabel(page: { title: string; slug: string }): string {
  return `${page.title} (${slugLabel(page.slug)})`;
}

/**
 * A combobox of the locale's pages. The field shows the chosen page; opening it empties the
 * field for a search (the choice stays in view as placeholder and first option), and from
 * three characters it asks the server for matching pages, debounced. Requests follow typing
 * only: nothing the answers change starts another one.
 */
function InternalPicker(
  { slug, locale, error, onChange, id }: {
    slug: string;
    locale: string;
    error?: string;
    onChange(slug: string): void;
    id: string;
  },
) {
  const { t } = useTranslation();
  /** The search text while the list is open; null shows the chosen page. */
  const [search, setSearch] = useState<string | null>(null);
  const [items, setItems] = useState<PageSearchItem[]>([]);
  const [loading, setLoading] = useState(false);
  /** Titles of pages seen in answers, to show the chosen one by its title. */
  const [titles, setTitles] = useState<ReadonlyMap<string, string>>(new Map());
  const controller = useRef<AbortController | null>(null);
  const combobox = useCombobox({
    onDropdownOpen: () => setSearch(""),
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch(null);
      setItems([]);
      setLoading(false);
      runSearch.cancel();
      controller.current?.abort();
    },
  });

  const remember = useCallback((found: PageSearchItem[]) => {
    setTitles((before) => {
      const next = new Map(before);
      for (const p of found) next.set(p.slug, p.title);
      return next;
    });
  }, []);

  const runSearch = useMemo(
    () =>
      debounce((term: string) => {
        controller.current?.abort();
        const own = new AbortController();
        controller.current = own;
        searchPages(locale, term, own.signal).then(
          (found) => {
            if (own.signal.aborted) return;
            setItems(found);
            remember(found);
            setLoading(false);
          },
          () => !own.signal.aborted && setLoading(false),
        );
      }, PAGE_SEARCH_WAIT_MS),
    [locale, remember],
  );
  useEffect(() => () => {
    runSearch.cancel();
    controller.current?.abort();
  }, [runSearch]);

  function changeSearch(next: string) {
    // Opening resets the search; what was typed comes after that.
    combobox.openDropdown();
    combobox.resetSelectedOption();
    setSearch(next);
    if (next.trim().length >= PAGE_SEARCH_MIN) {
      setLoading(true);
      runSearch(next.trim());
    } else {
      runSearch.cancel();
      controller.current?.abort();
      setItems([]);
      setLoading(false);
    }
  }

  const chosenTitle = slug ? titles.get(slug) : undefined;
  const chosenLabel = slug
    ? (chosenTitle !== undefined ? pageLabel({ title: chosenTitle, slug }) : slugLabel(slug))
    : "";
  const term = search?.trim() ?? "";
  const searching = term.length >= PAGE_SEARCH_MIN;
  const options = searching
    ? items.map((p) => ({ value: p.slug, label: pageLabel(p) }))
    : slug
    ? [{ value: slug, label: chosenLabel }]
    : [];

  let note: string | null = null;
  if (!searching) note = t("blocks.link.searchHint", { min: PAGE_SEARCH_MIN });
  else if (loading && items.length === 0) note = t("app.loading");
  else if (!loading && items.length === 0) note = t("blocks.link.noPages");

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(value) => {
        onChange(value);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <InputBase
          id={id}
          label={t("blocks.link.values.internal")}
          required
          autoComplete="off"
          value={search ?? chosenLabel}
          placeholder={search !== null && chosenLabel
            ? chosenLabel
            : t("blocks.link.placeholders.internal")}
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
          rightSection={loading ? <Loader size={14} /> : <Combobox.Chevron />}
          rightSectionPointerEvents="none"
          error={error}
          style={{ flex: "1 1 260px" }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label={t("blocks.link.values.internal")}>
          {options.map((o) => (
            <Combobox.Option
              value={o.value}
              key={o.value}
              active={o.value === slug}
              aria-selected={o.value === slug}
            >
              <Group gap={6} wrap="nowrap">
                {o.value === slug && <IconCheck size={14} aria-hidden />}
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
