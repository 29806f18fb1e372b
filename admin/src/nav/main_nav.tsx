/**
 * The main navigation: the sections the user may use, one open at a time, and the account items
 * at the foot. One open section keeps every entry on a laptop screen without a scroll area whose
 * scrollbar shows only on hover (issue 19); the section holding the current screen opens by
 * itself. Section headings are buttons with aria-expanded, so keyboard and screen reader users
 * open them like anyone else.
 */
import { NavLink, Stack } from "@mantine/core";
import {
  IconAddressBook,
  IconAdjustments,
  IconChevronDown,
  IconChevronRight,
  IconFiles,
  IconWorld,
} from "@tabler/icons-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAuth } from "../auth/auth_context.tsx";
import { extraMenuItems } from "./extra_menu_items.ts";
import { CORE_MENU_ITEMS, type MenuItem } from "./menu_items.ts";
import { isActive, type NavGroup, type NavGroupId, navigationGroups } from "./menu_filter.ts";

const GROUP_ICONS: Record<NavGroupId, MenuItem["icon"]> = {
  content: IconFiles,
  site: IconWorld,
  people: IconAddressBook,
  configuration: IconAdjustments,
};

export function MainNav({ pathname }: { pathname: string }) {
  const { can } = useAuth();
  const groups = navigationGroups([...CORE_MENU_ITEMS, ...extraMenuItems], can);
  const current = groups.find((g) => g.items.some((item) => isActive(item, pathname)))?.id;
  const [open, setOpen] = useState<NavGroupId | undefined>(current ?? groups[0]?.id);

  // Arriving on a screen (by link, history or typed address) shows where it is.
  useEffect(() => {
    if (current) setOpen(current);
  }, [current]);

  return (
    <Stack gap={2}>
      {groups.map((group) => (
        <NavSection
          key={group.id}
          group={group}
          opened={open === group.id}
          onToggle={() => setOpen(open === group.id ? undefined : group.id)}
          pathname={pathname}
        />
      ))}
    </Stack>
  );
}

function NavSection(
  { group, opened, onToggle, pathname }: {
    group: NavGroup;
    opened: boolean;
    onToggle: () => void;
    pathname: string;
  },
) {
  const { t } = useTranslation();
  const listId = useId();
  const Icon = GROUP_ICONS[group.id];
  return (
    <div>
      <NavLink
        component="button"
        type="button"
        label={t(group.title)}
        leftSection={Icon ? <Icon size={18} stroke={1.7} aria-hidden /> : undefined}
        rightSection={opened
          ? <IconChevronDown size={16} aria-hidden />
          : <IconChevronRight size={16} aria-hidden />}
        onClick={onToggle}
        aria-expanded={opened}
        aria-controls={listId}
        fw={600}
      />
      {opened && (
        <Stack gap={2} id={listId} pl={12}>
          {group.items.map((item) => (
            <MenuLink key={item.title + item.slug} item={item} pathname={pathname} />
          ))}
        </Stack>
      )}
    </div>
  );
}

/** One entry: a link to a screen, or a button for an action (Log Out). */
export function MenuLink({ item, pathname }: { item: MenuItem; pathname: string }) {
  const { t } = useTranslation();
  const label = t(item.title, { defaultValue: item.title });
  const Icon = item.icon;
  const icon = Icon ? <Icon size={18} stroke={1.7} aria-hidden /> : undefined;
  if (item.onClick) {
    return <NavLink component="button" label={label} leftSection={icon} onClick={item.onClick} />;
  }
  const active = isActive(item, pathname);
  return (
    <NavLink
      component={Link}
      to={item.slug}
      label={label}
      leftSection={icon}
      active={active}
      aria-current={active ? "page" : undefined}
    />
  );
}
