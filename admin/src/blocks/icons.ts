/** Tabler icons by the names the block and page type registries use (lib/content). */
import {
  IconAlignLeft,
  IconBox,
  IconBrandYoutube,
  IconClick,
  IconFile,
  IconFileText,
  IconForms,
  IconHeading,
  IconLayoutNavbar,
  IconLayoutSidebarRight,
  IconMail,
  IconMapPin,
  IconMessageQuestion,
  IconMicroscope,
  IconNews,
  IconPhoto,
  IconQuote,
  IconUserCircle,
  IconUsers,
} from "@tabler/icons-react";
import type { ComponentType } from "react";

type Icon = ComponentType<{ size?: number | string; stroke?: number; "aria-hidden"?: boolean }>;

const ICONS: Record<string, Icon> = {
  "align-left": IconAlignLeft,
  "brand-youtube": IconBrandYoutube,
  click: IconClick,
  file: IconFile,
  "file-text": IconFileText,
  forms: IconForms,
  heading: IconHeading,
  "layout-navbar": IconLayoutNavbar,
  "layout-sidebar-right": IconLayoutSidebarRight,
  mail: IconMail,
  "map-pin": IconMapPin,
  "message-question": IconMessageQuestion,
  microscope: IconMicroscope,
  news: IconNews,
  photo: IconPhoto,
  quote: IconQuote,
  "user-circle": IconUserCircle,
  users: IconUsers,
};

/** The icon of a registry name; a generic box for names not mapped here yet. */
export function iconOf(name: string): Icon {
  return ICONS[name] ?? IconBox;
}
