/**
 * A link of one of the five kinds (SPEC.md section 3): the kind, then the value field that fits
 * it. Internal links are picked from the pages of the locale (POST search) and store the slug;
 * mail and phone links store their "mailto:" and "tel:" prefixes, anchors their "#".
 */
import { Group, Select, Text, TextInput } from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
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
  const [term, setTerm] = useState("");
  const [items, setItems] = useState<PageSearchItem[]>([]);
  const [loading, setLoading] = useState(false);

  const search = useMemo(
    () =>
      debounce(
        (searchTerm: string) => {
          setLoading(true);
          searchPages(locale, searchTerm).then(
            (found) => {
              setItems(found);
              setLoading(false);
            },
            () => setLoading(false),
          );
        },
        300,
        { leading: true, maxWait: 1000 },
      ),
    [locale],
  );
  useEffect(() => () => search.cancel(), [search]);

  const data = useMemo(() => {
    const options = items.map((p) => ({
      value: p.slug,
      label: `${p.title} (${p.slug === "/" ? "/" : "/" + p.slug})`,
    }));
    if (slug && !options.some((o) => o.value === slug)) {
      options.unshift({ value: slug, label: slug === "/" ? "/" : "/" + slug });
    }
    return options;
  }, [items, slug]);

  return (
    <Select
      id={id}
      label={t("blocks.link.values.internal")}
      required
      searchable
      data={data}
      value={slug || null}
      onChange={(v) => v !== null && onChange(v)}
      searchValue={term}
      onSearchChange={(next) => {
        setTerm(next);
        search(next);
      }}
      onDropdownOpen={() => search(term)}
      nothingFoundMessage={loading ? t("app.loading") : t("blocks.link.noPages")}
      placeholder={t("blocks.link.placeholders.internal")}
      filter={({ options }) => options}
      error={error}
      style={{ flex: "1 1 260px" }}
    />
  );
}
