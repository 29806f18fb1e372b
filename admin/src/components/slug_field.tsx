/**
 * A slug input: normalised to lowercase and dashes as it is typed, with a live availability check
 * (POST slug-available, debounced) for the chosen locale. An unchanged slug is not checked.
 */
import { Loader, Text, TextInput } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isValidSlug } from "../../../lib/content/slugs.ts";
import { slugAvailable } from "../api/pages.ts";
import { finishSlug, normaliseSlugInput } from "../lib/page_paths.ts";

export type SlugCheck = "idle" | "checking" | "available" | "taken" | "invalid" | "failed";

export interface SlugFieldProps {
  value: string;
  onChange(slug: string): void;
  locale: string | null;
  /** The page's own slug, which needs no check. */
  unchanged?: string;
  error?: string;
  onCheck?(check: SlugCheck): void;
  description?: string;
  /** Shown but not editable (a translation that keeps its source's slug). */
  readOnly?: boolean;
}

export function SlugField(
  { value, onChange, locale, unchanged, error, onCheck, description, readOnly }: SlugFieldProps,
) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<SlugCheck>("idle");
  const slug = finishSlug(value);

  useEffect(() => {
    let next: SlugCheck | null = null;
    if (!value.trim() || !locale || slug === unchanged) next = "idle";
    else if (!isValidSlug(slug)) next = "invalid";
    if (next) {
      setCheck(next);
      onCheck?.(next);
      return;
    }
    const controller = new AbortController();
    setCheck("checking");
    onCheck?.("checking");
    const timer = setTimeout(() => {
      slugAvailable(slug, locale!, controller.signal).then(
        (available) => {
          if (controller.signal.aborted) return;
          const result = available ? "available" : "taken";
          setCheck(result);
          onCheck?.(result);
        },
        () => {
          if (controller.signal.aborted) return;
          setCheck("failed");
          onCheck?.("failed");
        },
      );
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug, locale, unchanged, value]);

  const message = check === "available"
    ? t("pages.slug.available")
    : check === "taken"
    ? t("pages.slug.taken")
    : check === "invalid"
    ? t("pages.slug.invalid")
    : check === "checking"
    ? t("pages.slug.checking")
    : check === "failed"
    ? t("pages.slug.checkFailed")
    : "";

  return (
    <div>
      <TextInput
        label={t("pages.form.slug")}
        description={description ?? t("pages.slug.hint")}
        required
        value={value}
        onChange={(e) => onChange(normaliseSlugInput(e.currentTarget.value))}
        onBlur={() => value.trim() && onChange(finishSlug(value))}
        error={error ?? (check === "taken" || check === "invalid" ? message : undefined)}
        leftSection={<Text size="sm" c="dimmed" aria-hidden>/</Text>}
        rightSection={check === "checking"
          ? <Loader size={14} />
          : check === "available"
          ? <IconCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
          : check === "taken" || check === "invalid"
          ? <IconX size={16} color="var(--mantine-color-red-8)" aria-hidden />
          : null}
        autoComplete="off"
        spellCheck={false}
        readOnly={readOnly}
      />
      <Text
        size="xs"
        mt={4}
        c={check === "available" ? "green.9" : "dimmed"}
        aria-live="polite"
        data-slug-check={check}
      >
        {check === "taken" || check === "invalid" ? "" : message}
      </Text>
    </div>
  );
}
