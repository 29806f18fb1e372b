/**
 * The choice of which menu to edit: the locale (of those the user manages) and one of the four
 * named menus with its stored item count. Four menus side by side need about 40em; on a narrower
 * screen they are stacked.
 */
import { Group, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { MENU_NAMES, type MenuName } from "../../../../lib/content/menus.ts";
import type { MenuSummary } from "../../api/menus.ts";

/** Each menu's name in the interface language. */
export function useMenuNames(): Record<MenuName, string> {
  const { t } = useTranslation();
  return {
    main: t("menus.names.main"),
    footer: t("menus.names.footer"),
    professional: t("menus.names.professional"),
    patient: t("menus.names.patient"),
  };
}

export interface MenuSwitcherProps {
  locales: string[];
  locale: string | null;
  name: MenuName;
  /** The stored menus' item counts, once loaded. */
  summaries: MenuSummary[] | null;
  onChange(locale: string, name: MenuName): void;
}

export function MenuSwitcher({ locales, locale, name, summaries, onChange }: MenuSwitcherProps) {
  const { t } = useTranslation();
  const names = useMenuNames();
  const narrow = useMediaQuery("(max-width: 48em)") ?? false;
  return (
    <Group align="flex-end" gap="lg" wrap="wrap">
      <Select
        label={t("menus.locale")}
        data={locales}
        value={locale}
        allowDeselect={false}
        onChange={(value) => value && onChange(value, name)}
        w={160}
      />
      <Stack gap={4}>
        <Text id="menu-switcher-label" size="sm" fw={500}>{t("menus.menu")}</Text>
        <SegmentedControl
          aria-labelledby="menu-switcher-label"
          orientation={narrow ? "vertical" : "horizontal"}
          value={name}
          onChange={(value) => locale && onChange(locale, value as MenuName)}
          data={MENU_NAMES.map((n) => {
            const count = summaries?.find((s) => s.name === n)?.itemCount;
            return {
              value: n,
              label: count === undefined
                ? names[n]
                : t("menus.nameWithCount", { name: names[n], count }),
            };
          })}
        />
      </Stack>
    </Group>
  );
}
