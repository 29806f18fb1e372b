/**
 * The editor's extra actions: a locale switcher that jumps to the editor of a sibling in another
 * language, and a menu with History, Duplicate and Schedule, each opening its dialog.
 */
import { ActionIcon, Menu } from "@mantine/core";
import { hintProps } from "../../components/hint_tooltip.tsx";
import {
  IconCalendarTime,
  IconChevronDown,
  IconCopy,
  IconDots,
  IconHistory,
  IconLanguage,
} from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import * as api from "../../api/pages.ts";
import type { PageJson, TranslationState } from "../../api/pages.ts";
import { CopyDialog } from "./copy_dialog.tsx";
import { HistoryDialog } from "./history_dialog.tsx";
import { ScheduleDialog } from "./schedule_dialog.tsx";
import { IconTextButton } from "../../components/icon_text_button.tsx";

/** The page's language versions; choosing one opens its editor. */
export function LocaleSwitcher({ page }: { page: PageJson }) {
  const { t } = useTranslation();
  const [siblings, setSiblings] = useState<TranslationState[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    api.translationsOf(page.id, controller.signal).then(
      (states) => setSiblings(states.filter((s) => s.pageID !== null)),
      (err) => !controller.signal.aborted && console.warn("Siblings not loaded", err),
    );
    return () => controller.abort();
  }, [page.id]);

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <IconTextButton
          icon={IconLanguage}
          variant="default"
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={`${t("workflow.localeSwitcher.label")}: ${page.locale}`}
        >
          {page.locale}
        </IconTextButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("workflow.localeSwitcher.label")}</Menu.Label>
        {siblings.map((s) =>
          s.isSelf
            ? (
              <Menu.Item key={s.locale} disabled>
                {t("workflow.localeSwitcher.current", { locale: s.locale })}
              </Menu.Item>
            )
            : (
              <Menu.Item
                key={s.locale}
                component={Link}
                to={`/page/${s.pageID}`}
                aria-label={t("workflow.localeSwitcher.go", { locale: s.locale })}
              >
                {s.locale} · {s.title}
              </Menu.Item>
            )
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

export interface PageActionsMenuProps {
  page: PageJson;
  dirty: boolean;
  canEdit: boolean;
  canPublish: boolean;
  canCreate: boolean;
  locales: string[];
  /** After a restore: reload the editor from the server. */
  onRestored(): void;
  /** After a schedule change: refresh the page. */
  onScheduled(): void;
}

export function PageActionsMenu(props: PageActionsMenuProps) {
  const { page, dirty, canEdit, canPublish, canCreate, locales } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState<null | "history" | "duplicate" | "schedule">(null);
  const close = () => setOpen(null);

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="default"
            size="input-sm"
            aria-label={t("workflow.menu.label")}
            {...hintProps(t("workflow.menu.label"))}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconHistory size={16} aria-hidden />}
            onClick={() => setOpen("history")}
          >
            {t("workflow.menu.history")}
          </Menu.Item>
          {canCreate && (
            <Menu.Item
              leftSection={<IconCopy size={16} aria-hidden />}
              onClick={() => setOpen("duplicate")}
            >
              {t("workflow.menu.duplicate")}
            </Menu.Item>
          )}
          {canPublish && (
            <Menu.Item
              leftSection={<IconCalendarTime size={16} aria-hidden />}
              onClick={() => setOpen("schedule")}
            >
              {t("workflow.menu.schedule")}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <HistoryDialog
        pageID={page.id}
        opened={open === "history"}
        dirty={dirty}
        canEdit={canEdit}
        onClose={close}
        onRestored={props.onRestored}
      />
      <CopyDialog
        page={page}
        copy={open === "duplicate" ? { kind: "duplicate" } : null}
        locales={locales}
        onClose={close}
      />
      <ScheduleDialog
        page={page}
        opened={open === "schedule"}
        onClose={close}
        onSaved={props.onScheduled}
      />
    </>
  );
}
