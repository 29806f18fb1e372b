/**
 * The link report's second part: menu items whose target page was deleted or is not published
 * (the public site leaves them out), each linking to the menu that holds it.
 */
import { Anchor, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { LinkReport } from "../../api/pages.ts";
import { useReportPart } from "./use_report_part.ts";
import { ProblemBadge } from "./problem_badge.tsx";

export function BrokenMenuItems({ report }: { report: Promise<LinkReport> }) {
  const { t } = useTranslation();
  const items = useReportPart(report, "menuItems");

  return (
    <Stack gap="xs">
      <Title order={2} size="h3">{t("workflow.linkReport.menus.title")}</Title>
      <Text c="dimmed">{t("workflow.linkReport.menus.intro")}</Text>
      <div className="surface">
        {items === null
          ? <Skeleton height={80} />
          : items.length === 0
          ? <Text>{t("workflow.linkReport.menus.empty")}</Text>
          : (
            <Table aria-label={t("workflow.linkReport.menus.tableLabel")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("workflow.linkReport.menus.columns.menu")}</Table.Th>
                  <Table.Th>{t("workflow.linkReport.menus.columns.item")}</Table.Th>
                  <Table.Th>{t("workflow.linkReport.menus.columns.problem")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={`${item.locale}-${item.menu}-${item.itemID}`}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/menu-structure?locale=${item.locale}&menu=${item.menu}`}
                        aria-label={t("workflow.linkReport.menus.edit", {
                          menu: item.menu,
                          locale: item.locale,
                        })}
                      >
                        {item.locale} · {item.menu}
                      </Anchor>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>
                      {item.trail.join(" › ")}
                    </Table.Td>
                    <Table.Td>
                      <ProblemBadge problem={item.problem} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
      </div>
    </Stack>
  );
}
