/**
 * The menu's recent saves (who and when, with the item count), reloaded after each save, so an
 * editor sees who changed the navigation last.
 */
import { List, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { menuHistory, type MenuName, type MenuSave } from "../../api/menus.ts";

export function MenuHistory(
  { locale, name, token }: { locale: string; name: MenuName; token: unknown },
) {
  const { t, i18n } = useTranslation();
  const [saves, setSaves] = useState<MenuSave[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    menuHistory(locale, name, controller.signal).then(
      setSaves,
      () => !controller.signal.aborted && setSaves([]),
    );
    return () => controller.abort();
  }, [locale, name, token]);
  if (!saves?.length) return null;
  return (
    <section aria-labelledby="menu-history-heading">
      <Title order={2} size="h5" id="menu-history-heading" mb={4}>
        {t("menus.history.title")}
      </Title>
      <List size="sm" spacing={2}>
        {saves.map((s) => (
          <List.Item key={`${s.at}-${s.userID}`}>
            <Text size="sm" span>
              {t("menus.history.entry", {
                date: new Date(s.at).toLocaleString(i18n.language),
                name: s.userName || t("menus.history.formerUser"),
                count: s.itemCount,
              })}
            </Text>
          </List.Item>
        ))}
      </List>
    </section>
  );
}
