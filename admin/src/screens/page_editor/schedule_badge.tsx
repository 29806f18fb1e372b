/**
 * A page's scheduled publish and unpublish times: badges in the editor's header, and a clock
 * icon with a tooltip (and the same text for screen readers) in the overview rows.
 */
import { Badge, Group } from "@mantine/core";
import { hintProps } from "../../components/hint_tooltip.tsx";
import { IconClock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Schedule } from "../../api/pages.ts";
import { formatDate } from "../../i18n/index.ts";
import { SITE_TIME_ZONE } from "../../../../lib/content/site_time.ts";

/** In the site's time zone, as the schedule dialog takes them, with the zone's short name. */
const WHEN: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: SITE_TIME_ZONE,
  timeZoneName: "short",
};

function useScheduleLines({ publishAt, unpublishAt }: Schedule): string[] {
  const { t } = useTranslation();
  const lines: string[] = [];
  if (publishAt) {
    lines.push(t("workflow.schedule.publishes", { date: formatDate(publishAt, WHEN) }));
  }
  if (unpublishAt) {
    lines.push(t("workflow.schedule.unpublishes", { date: formatDate(unpublishAt, WHEN) }));
  }
  return lines;
}

export function ScheduleBadges(schedule: Schedule) {
  const lines = useScheduleLines(schedule);
  return (
    <>
      {lines.map((line) => (
        <Badge
          key={line}
          variant="light"
          color="blue"
          c="dark.8"
          tt="none"
          leftSection={<IconClock size={12} aria-hidden />}
          data-testid="schedule-badge"
        >
          {line}
        </Badge>
      ))}
    </>
  );
}

export function ScheduleIcon(schedule: Schedule) {
  const lines = useScheduleLines(schedule);
  if (lines.length === 0) return null;
  const text = lines.join(" · ");
  return (
    <Group
      component="span"
      gap={0}
      tabIndex={0}
      {...hintProps(text)}
      aria-label={text}
      role="img"
      style={{ display: "inline-flex", color: "var(--mantine-color-blue-8)" }}
    >
      <IconClock size={16} aria-hidden />
    </Group>
  );
}
