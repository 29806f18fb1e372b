/**
 * News list block: an optional heading, an optional public tag (suggested from the site's public
 * tags), how many articles it shows at a time, and whether it offers "load more".
 */
import { Autocomplete, Group, NumberInput, Stack, Switch, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { MAX_NEWS_COUNT } from "../../../lib/content/blocks/news_list.ts";
import { MAX_TAG } from "../../../lib/content/tags.ts";
import { searchTags } from "../api/tags.ts";
import type { BlockEditorProps } from "./types.ts";

export function NewsListEditor({ value, onChange, error }: BlockEditorProps<"news-list">) {
  const { t } = useTranslation();
  const [debounced] = useDebouncedValue(value.tag, 250);
  const [suggestions, setSuggestions] = useState<string[]>([]);

  useEffect(() => {
    const abort = new AbortController();
    searchTags("public", debounced.trim(), abort.signal)
      .then(setSuggestions)
      .catch(() => {
        if (!abort.signal.aborted) setSuggestions([]);
      });
    return () => abort.abort();
  }, [debounced]);

  return (
    <Stack gap="sm">
      <TextInput
        label={t("blocks.newsList.heading")}
        description={t("blocks.newsList.headingHint")}
        value={value.heading}
        onChange={(e) => onChange({ ...value, heading: e.currentTarget.value })}
        error={error("heading", t("blocks.newsList.heading"))}
      />
      <Group align="flex-start" wrap="wrap" gap="sm">
        <Autocomplete
          label={t("blocks.newsList.tag")}
          description={t("blocks.newsList.tagHint")}
          value={value.tag}
          maxLength={MAX_TAG}
          data={suggestions}
          onChange={(tag) => onChange({ ...value, tag })}
          error={error("tag", t("blocks.newsList.tag"))}
          style={{ flex: "1 1 240px" }}
        />
        <NumberInput
          label={t("blocks.newsList.count")}
          description={t("blocks.newsList.countHint")}
          min={1}
          max={MAX_NEWS_COUNT}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={value.count}
          onChange={(n) => typeof n === "number" && onChange({ ...value, count: n })}
          error={error("count", t("blocks.newsList.count"))}
          w={200}
        />
      </Group>
      <Switch
        label={t("blocks.newsList.loadMore")}
        description={t("blocks.newsList.loadMoreHint")}
        checked={value.loadMore}
        onChange={(e) => onChange({ ...value, loadMore: e.currentTarget.checked })}
      />
    </Stack>
  );
}
