/**
 * The fields of a lab test (research): code and name, price (typed in euros, stored in cents),
 * walk-in or by appointment, duration in hours, material and preparation.
 */
import { NumberInput, Radio, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { research } from "../../../lib/content/page_types/research.ts";
import {
  type Material,
  MATERIALS,
  MAX_DURATION_HOURS,
  MAX_PRICE_CENTS,
  type ResearchTime,
} from "../../../lib/content/researches.ts";
import type { TypeDataEditorProps, TypeDataOf } from "./types.ts";

type Research = TypeDataOf<typeof research>;

/** The decimal separator of the interface language ("," in Dutch), so prices type naturally. */
function decimalSeparator(language: string): string {
  return new Intl.NumberFormat(language).format(1.5).includes(",") ? "," : ".";
}

export function ResearchFields({ value, onChange, error }: TypeDataEditorProps<Research>) {
  const { t, i18n } = useTranslation();
  const set = <K extends keyof Research>(key: K, v: Research[K]) =>
    onChange({ ...value, [key]: v });
  const separator = decimalSeparator(i18n.language);
  const materials: Record<Material, string> = {
    bloed: t("typeData.research.materials.bloed"),
    urine: t("typeData.research.materials.urine"),
    sperma: t("typeData.research.materials.sperma"),
    ontlasting: t("typeData.research.materials.ontlasting"),
    speeksel: t("typeData.research.materials.speeksel"),
    uitstrijk: t("typeData.research.materials.uitstrijk"),
    overig: t("typeData.research.materials.overig"),
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t("typeData.research.name")}
          description={t("typeData.research.nameHint")}
          value={value.name}
          onChange={(e) => set("name", e.currentTarget.value)}
          error={error("name", t("typeData.research.name"))}
        />
        <TextInput
          label={t("typeData.research.code")}
          maxLength={32}
          value={value.code}
          onChange={(e) => set("code", e.currentTarget.value)}
          error={error("code", t("typeData.research.code"))}
        />
        <NumberInput
          label={t("typeData.research.price")}
          description={t("typeData.research.priceHint")}
          prefix="€ "
          min={0}
          max={MAX_PRICE_CENTS / 100}
          decimalScale={2}
          fixedDecimalScale
          decimalSeparator={separator}
          allowNegative={false}
          clampBehavior="strict"
          value={(value.price ?? 0) / 100}
          onChange={(n) => set("price", typeof n === "number" ? Math.round(n * 100) : 0)}
          error={error("price", t("typeData.research.price"))}
        />
        <NumberInput
          label={t("typeData.research.duration")}
          description={t("typeData.research.durationHint")}
          min={0}
          max={MAX_DURATION_HOURS}
          step={0.25}
          decimalScale={2}
          decimalSeparator={separator}
          allowNegative={false}
          clampBehavior="strict"
          value={value.duration ?? 0}
          onChange={(n) => set("duration", typeof n === "number" ? n : 0)}
          error={error("duration", t("typeData.research.duration"))}
        />
      </SimpleGrid>
      <Radio.Group
        label={t("typeData.research.time")}
        value={value.time}
        onChange={(v) => set("time", v as ResearchTime)}
        error={error("time", t("typeData.research.time"))}
      >
        <Stack gap={6} mt={6}>
          <Radio value="walk-in" label={t("typeData.research.walkIn")} />
          <Radio value="appointment" label={t("typeData.research.appointment")} />
        </Stack>
      </Radio.Group>
      <Select
        label={t("typeData.research.material")}
        description={t("typeData.research.materialHint")}
        data={MATERIALS.map((m) => ({ value: m, label: materials[m] }))}
        value={value.material}
        onChange={(v) => v && set("material", v as Material)}
        allowDeselect={false}
        error={error("material", t("typeData.research.material"))}
      />
      <Textarea
        label={t("typeData.research.preparation")}
        description={t("typeData.research.preparationHint")}
        autosize
        minRows={2}
        maxLength={2000}
        value={value.preparation}
        onChange={(e) => set("preparation", e.currentTarget.value)}
        error={error("preparation", t("typeData.research.preparation"))}
      />
    </Stack>
  );
}
