import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** What is wrong with a link or a menu item: its target is missing, or not published. */
export function ProblemBadge({ problem }: { problem: "missing" | "unpublished" }) {
  const { t } = useTranslation();
  return (
    <Badge color={problem === "missing" ? "red" : "orange"} c="dark.8" variant="light" tt="none">
      {t(`workflow.linkReport.problem.${problem}`)}
    </Badge>
  );
}
