/**
 * The fields of a location: name and address, coordinates, opening hours Monday to Friday (each
 * day open with its times, or closed), accessibility, parking, services and the head office flag.
 * Each weekday is a fieldset named by the day, so "Opens" and "Closes" are read with their day.
 */
import {
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { location } from "../../../lib/content/page_types/location.ts";
import { DUTCH_POSTCODE } from "../../../lib/content/location_search.ts";
import {
  type DayHours,
  TIME_OF_DAY,
  type Weekday,
  WEEKDAYS,
} from "../../../lib/content/opening_hours.ts";
import type { TypeDataEditorProps, TypeDataOf } from "./types.ts";

type Location = TypeDataOf<typeof location>;

/** The hours a day gets when it is switched from closed to open. */
const DEFAULT_DAY: DayHours = { open: "08:00", close: "17:00" };

/** A number field's value as stored: null when empty or not a number. */
function coordinate(value: string | number): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

export function LocationFields({ value, onChange, error }: TypeDataEditorProps<Location>) {
  const { t } = useTranslation();
  const set = <K extends keyof Location>(key: K, v: Location[K]) =>
    onChange({ ...value, [key]: v });
  // Data stored before a field existed may lack it.
  const hours = value.hours ?? {};
  const setDay = (day: Weekday, h: DayHours | null) =>
    set("hours", { ...value.hours, [day]: h } as Location["hours"]);
  const dayNames: Record<Weekday, string> = {
    monday: t("typeData.location.weekdays.monday"),
    tuesday: t("typeData.location.weekdays.tuesday"),
    wednesday: t("typeData.location.weekdays.wednesday"),
    thursday: t("typeData.location.weekdays.thursday"),
    friday: t("typeData.location.weekdays.friday"),
  };
  const postcode = value.postcode ?? "";
  const postcodeError = error("postcode", t("typeData.location.postcode")) ??
    (postcode.trim() && !DUTCH_POSTCODE.test(postcode.trim())
      ? t("typeData.location.postcodeInvalid")
      : undefined);
  const timeError = (day: Weekday, field: keyof DayHours, h: DayHours) => {
    const label = `${dayNames[day]}: ${
      field === "open" ? t("typeData.location.opens") : t("typeData.location.closes")
    }`;
    const server = error(`hours.${day}.${field}`, label);
    if (server) return server;
    if (!TIME_OF_DAY.test(h[field])) return t("typeData.location.timeInvalid");
    if (field === "close" && TIME_OF_DAY.test(h.open) && h.close <= h.open) {
      return t("typeData.location.closeAfterOpen");
    }
    return undefined;
  };

  return (
    <Stack gap="md">
      <TextInput
        label={t("typeData.location.name")}
        description={t("typeData.location.nameHint")}
        value={value.name ?? ""}
        onChange={(e) => set("name", e.currentTarget.value)}
        error={error("name", t("typeData.location.name"))}
      />
      <TextInput
        label={t("typeData.location.address")}
        placeholder="Stationsplein 12"
        autoComplete="off"
        value={value.address ?? ""}
        onChange={(e) => set("address", e.currentTarget.value)}
        error={error("address", t("typeData.location.address"))}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t("typeData.location.postcode")}
          description={t("typeData.location.postcodeHint")}
          placeholder="1234 AB"
          maxLength={7}
          autoComplete="off"
          value={postcode}
          onChange={(e) => set("postcode", e.currentTarget.value)}
          error={postcodeError}
        />
        <TextInput
          label={t("typeData.location.city")}
          autoComplete="off"
          value={value.city ?? ""}
          onChange={(e) => set("city", e.currentTarget.value)}
          error={error("city", t("typeData.location.city"))}
        />
      </SimpleGrid>
      <Fieldset legend={t("typeData.location.coordinates")} variant="unstyled">
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label={t("typeData.location.lat")}
              decimalScale={6}
              min={-90}
              max={90}
              hideControls
              value={value.lat ?? ""}
              onChange={(v) => set("lat", coordinate(v))}
              error={error("lat", t("typeData.location.lat"))}
            />
            <NumberInput
              label={t("typeData.location.lng")}
              decimalScale={6}
              min={-180}
              max={180}
              hideControls
              value={value.lng ?? ""}
              onChange={(v) => set("lng", coordinate(v))}
              error={error("lng", t("typeData.location.lng"))}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">{t("typeData.location.coordinatesHint")}</Text>
        </Stack>
      </Fieldset>
      <Fieldset legend={t("typeData.location.hours")}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">{t("typeData.location.hoursHint")}</Text>
          {WEEKDAYS.map((day) => {
            const h = hours[day] ?? null;
            return (
              <Fieldset key={day} legend={dayNames[day]}>
                <Group align="flex-start" gap="md" wrap="wrap">
                  <Checkbox
                    mt="xl"
                    label={t("typeData.location.open")}
                    checked={h !== null}
                    onChange={(e) => setDay(day, e.currentTarget.checked ? DEFAULT_DAY : null)}
                  />
                  {h
                    ? (
                      <>
                        <TextInput
                          type="time"
                          label={t("typeData.location.opens")}
                          value={h.open}
                          onChange={(e) => setDay(day, { ...h, open: e.currentTarget.value })}
                          error={timeError(day, "open", h)}
                        />
                        <TextInput
                          type="time"
                          label={t("typeData.location.closes")}
                          value={h.close}
                          onChange={(e) => setDay(day, { ...h, close: e.currentTarget.value })}
                          error={timeError(day, "close", h)}
                        />
                      </>
                    )
                    : null}
                </Group>
              </Fieldset>
            );
          })}
        </Stack>
      </Fieldset>
      <Textarea
        label={t("typeData.location.accessibility")}
        description={t("typeData.location.accessibilityHint")}
        autosize
        minRows={2}
        maxLength={1000}
        value={value.accessibility ?? ""}
        onChange={(e) => set("accessibility", e.currentTarget.value)}
        error={error("accessibility", t("typeData.location.accessibility"))}
      />
      <Radio.Group
        label={t("typeData.location.parking")}
        value={value.parking ?? "none"}
        onChange={(v) => set("parking", v as Location["parking"])}
        error={error("parking", t("typeData.location.parking"))}
      >
        <Group mt="xs">
          <Radio value="paid" label={t("typeData.location.parkingPaid")} />
          <Radio value="free" label={t("typeData.location.parkingFree")} />
          <Radio value="none" label={t("typeData.location.parkingNone")} />
        </Group>
      </Radio.Group>
      <TagsInput
        label={t("typeData.location.services")}
        description={t("typeData.location.servicesHint")}
        value={value.services ?? []}
        onChange={(tags) => set("services", tags.slice(0, 20))}
        error={error("services", t("typeData.location.services"))}
        clearable
      />
      <Checkbox
        label={t("typeData.location.headOffice")}
        description={t("typeData.location.headOfficeHint")}
        checked={value.headOffice ?? false}
        onChange={(e) => set("headOffice", e.currentTarget.checked)}
      />
    </Stack>
  );
}
