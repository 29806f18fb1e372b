/** The publication state of a page: Published, Unpublished changes or Concept. */
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PageStatus } from "../../../lib/content/pages.ts";

const COLORS: Record<PageStatus, string> = {
  published: "green",
  changed: "orange",
  concept: "gray",
};

export function StatusBadge({ status }: { status: PageStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={COLORS[status]} tt="none" className={`status-${status}`}>
      {t(`pages.status.${status}`)}
    </Badge>
  );
}
