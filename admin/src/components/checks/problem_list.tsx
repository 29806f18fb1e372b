/**
 * A list of check problems (lib/content/checks): what is wrong, where (the page, or the block by
 * its number and type) and a short why, with "Show me" where the list can lead to the field.
 * The editor's Checks panel, the publish confirmation and the review dialog all show this list.
 */
import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type Block, blockRegistry } from "../../../../lib/content/blocks/index.ts";
import type { Finding, Problem } from "../../../../lib/content/checks/index.ts";
import { describe } from "../../../../lib/i18n/checks.ts";
import { isLanguage } from "../../i18n/index.ts";
import { blockLabel } from "../../lib/block_labels.ts";

/** Findings in the interface language; again when the language changes. */
export function useProblems(findings: readonly Finding[]): Problem[] {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  return useMemo(() => findings.map((f) => describe(f, language)), [findings, language]);
}

export interface ProblemListProps {
  problems: readonly Problem[];
  /** The blocks the problems point into, to name a block by its number and type. */
  blocks?: readonly Block[];
  /** Leads to the problem's block and field; without it, no "Show me". */
  onShow?(problem: Problem): void;
}

export function ProblemList({ problems, blocks = [], onShow }: ProblemListProps) {
  const { t } = useTranslation();
  const where = useMemo(() => {
    const out = new Map<string, string>();
    blocks.forEach((block, i) => {
      const def = blockRegistry.get(block.type);
      out.set(block.key, `${i + 1} · ${def ? blockLabel(t, def) : block.type}`);
    });
    return out;
  }, [blocks, t]);
  // Without the block list (the report), a block is named by its type.
  const typeName = (p: Problem) => {
    const def = p.blockType ? blockRegistry.get(p.blockType) : undefined;
    return def ? blockLabel(t, def) : p.blockKey;
  };
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label={t("checks.listLabel")}
      style={{ listStyle: "none", padding: 0, margin: 0 }}
    >
      {problems.map((p, i) => (
        <Paper
          key={`${p.rule}-${p.blockKey}-${p.field}-${i}`}
          component="li"
          withBorder
          p="sm"
          radius="sm"
          data-rule={p.rule}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Group align="flex-start" wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
              <IconAlertTriangle
                size={18}
                color="var(--mantine-color-orange-7)"
                aria-hidden
                style={{ flex: "none", marginTop: 2 }}
              />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>{p.message}</Text>
                <Text size="xs" c="dimmed">
                  <span className="visually-hidden">{t("checks.why")}:</span> {p.why}
                </Text>
                <Group gap={4}>
                  <Badge size="xs" variant="light" color="gray" tt="none">
                    {p.blockKey ? (where.get(p.blockKey) ?? typeName(p)) : t("checks.onPage")}
                  </Badge>
                  <Badge size="xs" variant="outline" color="gray" tt="none">{p.rule}</Badge>
                </Group>
              </Stack>
            </Group>
            {onShow && (
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => onShow(p)}
                aria-label={`${t("checks.showMe")}: ${p.message}`}
                style={{ flex: "none" }}
              >
                {t("checks.showMe")}
              </Button>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
