/**
 * A combobox of the locale's pages, chosen by id (a menu item keeps its link when the page's
 * slug changes). The combobox and its search are shared with the button block's page picker,
 * which keeps a slug instead (components/page_picker.tsx).
 */
import { useTranslation } from "react-i18next";
import type { PageSearchItem } from "../../api/pages.ts";
import { pageLabel, PagePicker as SharedPagePicker } from "../../components/page_picker.tsx";

export { pageLabel };

export interface PagePickerProps {
  id: string;
  label: string;
  locale: string;
  /** The chosen page's id, or null. */
  value: number | null;
  /** How to show the chosen page (its title and slug), when known. */
  chosen?: { title: string; slug: string };
  required?: boolean;
  /** Offers a button that clears the choice (for an optional page). */
  clearLabel?: string;
  error?: string;
  onChange(page: PageSearchItem | null): void;
}

export function PagePicker({ value, chosen, ...rest }: PagePickerProps) {
  const { t } = useTranslation();
  return (
    <SharedPagePicker
      {...rest}
      value={value === null ? null : String(value)}
      valueOf={(page) => String(page.id)}
      chosenLabel={() => chosen ? pageLabel(chosen) : t("menus.item.pageNumber", { id: value })}
      placeholder={t("menus.dialog.pagePlaceholder")}
    />
  );
}
