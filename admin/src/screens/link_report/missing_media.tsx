/**
 * The link report's media part: images and files that pages show but that the media library no
 * longer has (a file deleted after its confirmation), each linking to the page to fix.
 */
import { Anchor, Badge, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { blockRegistry } from "../../../../lib/content/blocks/index.ts";
import type { LinkReport, MissingMedia as Missing } from "../../api/pages.ts";
import { blockLabel } from "../../lib/block_labels.ts";
import { useReportPart } from "./use_report_part.ts";

export function MissingMedia({ report }: { report: Promise<LinkReport> }) {
  const { t } = useTranslation();
  const items = useReportPart(report, "media");
  const blockName = (m: Missing) => {
    if (!m.blockType) return t("workflow.linkReport.media.seo");
    const def = blockRegistry.get(m.blockType);
    return def ? blockLabel(t, def) : m.blockType;
  };

  return (
    <Stack gap="xs">
      <Title order={2} size="h3">{t("workflow.linkReport.media.title")}</Title>
      <Text c="dimmed">{t("workflow.linkReport.media.intro")}</Text>
      <div className="surface">
        {items === null
          ? <Skeleton height={80} />
          : items.length === 0
          ? <Text>{t("workflow.linkReport.media.empty")}</Text>
          : (
            // On a phone the table scrolls sideways in its box rather than breaking words.
            <Table.ScrollContainer minWidth={560} type="native">
              <Table aria-label={t("workflow.linkReport.media.tableLabel")}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("workflow.linkReport.media.columns.page")}</Table.Th>
                    <Table.Th>{t("workflow.linkReport.media.columns.block")}</Table.Th>
                    <Table.Th>{t("workflow.linkReport.media.columns.file")}</Table.Th>
                    <Table.Th>{t("workflow.linkReport.media.columns.where")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((m) => (
                    <Table.Tr key={`${m.pageID}-${m.fileID}-${m.blockKey}`}>
                      <Table.Td>
                        <Anchor component={Link} to={`/page/${m.pageID}`} fw={600}>
                          {m.pageTitle || t("editor.untitled")}
                        </Anchor>
                        <Text size="xs" c="dimmed">{m.pageLocale}</Text>
                      </Table.Td>
                      <Table.Td>
                        {blockName(m)}
                      </Table.Td>
                      <Table.Td>
                        {t(
                          m.inTrash
                            ? "workflow.linkReport.media.fileInTrash"
                            : "workflow.linkReport.media.fileID",
                          { id: m.fileID },
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Badge
                          color={m.live ? "red" : "orange"}
                          c="dark.8"
                          variant="light"
                          tt="none"
                        >
                          {t(`workflow.linkReport.media.${m.live ? "live" : "draft"}`)}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
      </div>
    </Stack>
  );
}
