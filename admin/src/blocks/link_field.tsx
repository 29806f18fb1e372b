/**
 * A link of one of the five kinds: the kind, then the value field that fits
 * it. Internal links are picked from the pages of the locale (POST search, the page picker shared
 * with menu items in components/page_picker.tsx) and store the slug;
 * mail and phone links store their "mailto:" and "tel:" prefixes, anchors their "#".
 */
import { Group, NativeSelect, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type Link, LINK_KINDS, linkError, type LinkKind } from "../../../lib/content/links.ts";
import { pageLabel, PagePicker, slugLabel } from "../components/page_picker.tsx";
import { useErrorText } from "../i18n/index.ts";

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
      <NativeSelect
        label={t("blocks.link.kind")}
        data={LINK_KINDS.map((kind) => ({ value: kind, label: t(`blocks.link.kinds.${kind}`) }))}
        value={value.kind}
        onChange={(e) => onChange({ kind: e.currentTarget.value as LinkKind, value: "" })}
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

/** Picks a page of the locale and keeps its slug ("" for none). */
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
  return (
    <PagePicker
      id={id}
      label={t("blocks.link.values.internal")}
      locale={locale}
      value={slug || null}
      valueOf={(page) => page.slug}
      chosenLabel={(seen) => seen ? pageLabel(seen) : slugLabel(slug)}
      placeholder={t("blocks.link.placeholders.internal")}
      required
      error={error}
      style={{ flex: "1 1 260px" }}
      onChange={(page) => page && onChange(page.slug)}
    />
  );
}
