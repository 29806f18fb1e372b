/**
 * One list of page tags (public or private) with suggestions from the tag search, asked for a
 * moment after typing stops. Tags are trimmed and kept once ignoring case as they are added; one
 * longer than the limit is shown as an error (the server refuses it with V_11 too).
 */
import { TagsInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { MAX_TAG, MAX_TAGS } from "../../../../lib/content/tags.ts";
import { searchTags, type TagKind } from "../../api/tags.ts";
import { useErrorText } from "../../i18n/index.ts";

export interface TagFieldProps {
  id: string;
  kind: TagKind;
  label: string;
  description: string;
  value: string[];
  onChange(tags: string[]): void;
  /** The server's errors of this list (property `tags` or `tags.N`) from the last save. */
  errors: ApiErrorItem[];
  readOnly?: boolean;
}

/** Trimmed, without empty ones and without a second of any tag (ignoring case). */
export function normaliseTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out.slice(0, MAX_TAGS);
}

export function TagField(props: TagFieldProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const [suggestions, setSuggestions] = useState<string[]>([]);

  useEffect(() => {
    if (props.readOnly) return;
    const abort = new AbortController();
    searchTags(props.kind, debounced, abort.signal)
      .then((found) => setSuggestions(found))
      .catch(() => {
        if (!abort.signal.aborted) setSuggestions([]);
      });
    return () => abort.abort();
  }, [props.kind, debounced, props.readOnly]);

  const tooLong = props.value.some((tag) => [...tag].length > MAX_TAG);
  const server = props.errors[0];
  const code = tooLong ? "V_11" : server?.code;
  const taken = new Set(props.value.map((tag) => tag.toLowerCase()));

  return (
    <TagsInput
      id={props.id}
      label={props.label}
      description={props.description}
      placeholder={t("tags.placeholder")}
      value={props.value}
      onChange={(tags) => props.onChange(normaliseTags(tags))}
      searchValue={search}
      onSearchChange={setSearch}
      data={suggestions.filter((tag) => !taken.has(tag.toLowerCase()))}
      readOnly={props.readOnly}
      clearable
      error={code ? errorText({ code, property: t("tags.tag") }) : undefined}
    />
  );
}
