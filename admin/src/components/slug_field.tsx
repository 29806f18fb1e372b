/**
 * A slug input. What is typed stays as typed; beneath it the field says what it will be saved
 * as whenever normalisation changes it ("Will be saved as: bad-slug-ao"), and checks that slug
 * live for the chosen locale (POST slug-available, debounced). An unchanged slug is not checked.
 * Callers save `finishSlug(value)` from lib/page_paths.ts.
 */
import { Loader, Text, TextInput } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { slugAvailable } from "../api/pages.ts";
import { finishSlug, MAX_SLUG, slugPreview, slugProblem } from "../lib/page_paths.ts";

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
  /** Field label; "Slug" when absent. */
  label?: string;
}

export function SlugField(
  { value, onChange, locale, unchanged, error, onCheck, description, readOnly, label }:
    SlugFieldProps,
) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<SlugCheck>("idle");
  const slug = finishSlug(value);
  const problem = value.trim() ? slugProblem(value) : null;
  const preview = readOnly ? null : slugPreview(value);

  useEffect(() => {
    let next: SlugCheck | null = null;
    if (!value.trim() || !locale || slug === unchanged) next = "idle";
    else if (problem) next = "invalid";
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
  }, [slug, locale, unchanged, value, problem]);

  // The slug's limit is lower than other text fields' (V_11 says "less than 255"): named here.
  const problemText = problem === "tooLong"
    ? t("pages.slug.tooLong", { max: MAX_SLUG, count: slug.length })
    : problem === "localePrefix"
    ? t("pages.slug.localePrefix", { locale: slug.split("/")[0] })
    : problem
    ? t("pages.slug.invalid")
    : undefined;
  const message = check === "available"
    ? t("pages.slug.available")
    : check === "taken"
    ? t("pages.slug.taken")
    : check === "checking"
    ? t("pages.slug.checking")
    : check === "failed"
    ? t("pages.slug.checkFailed")
    : "";
  const shownError = error ?? problemText ?? (check === "taken" ? message : undefined);

  return (
    <div>
      <TextInput
        label={label ?? t("pages.form.slug")}
        description={description ?? t("pages.slug.hint")}
        withAsterisk
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={shownError}
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
      {preview !== null && (
        <Text size="xs" mt={4} data-slug-preview={preview}>
          {t("pages.slug.savedAs")} <code>/{preview === "/" ? "" : preview}</code>
        </Text>
      )}
      <Text
        size="xs"
        mt={4}
        // teal.9 on white keeps 4.5:1 for this small text; green.9 falls short (4.3:1).
        c={check === "available" ? "teal.9" : "dimmed"}
        aria-live="polite"
        data-slug-check={check}
      >
        {shownError ? "" : message}
      </Text>
    </div>
  );
}
