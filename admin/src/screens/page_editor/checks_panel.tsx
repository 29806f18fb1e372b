/**
 * The editor's Checks tab: its label carries the number of open problems, updated as one types
 * (use_page_checks.ts), and its panel lists them with a why and a "Show me" that opens the block
 * and focuses the field.
 */
import { Badge, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Finding } from "../../../../lib/content/checks/index.ts";
import { ProblemList, useProblems } from "../../components/checks/problem_list.tsx";
import { type PageChecks, useFindings } from "./use_page_checks.ts";
import { useDocumentValue } from "./use_document.ts";

/** The number on the Checks tab; its label says what it counts. */
export function ChecksCount({ checks }: { checks: PageChecks }) {
  const { t } = useTranslation();
  const count = useFindings(checks).length;
  return (
    <Badge
      size="sm"
      circle={count < 10}
      color={count ? "orange" : "green"}
      variant={count ? "filled" : "light"}
      aria-label={t("checks.countLabel", { count })}
      data-testid="checks-count"
    >
      {count}
    </Badge>
  );
}

export interface ChecksPanelProps {
  checks: PageChecks;
  onShow(finding: Finding): void;
}

export function ChecksPanel({ checks, onShow }: ChecksPanelProps) {
  const { t } = useTranslation();
  const problems = useProblems(useFindings(checks));
  const keys = useDocumentValue(checks.store, (s) => s.keys());
  // Read again when the block order changes (`keys`), to name blocks by their number.
  const blocks = useMemo(() => checks.store.blocks(), [checks, keys]);
  return (
    <Stack gap="sm" maw={820}>
      <Title order={2} size="h3">{t("checks.title")}</Title>
      <Text size="sm" c="dimmed">{t("checks.intro")}</Text>
      <Text size="sm" role="status" aria-live="polite" fw={500}>
        {problems.length ? t("checks.countLabel", { count: problems.length }) : (
          <>
            <IconCircleCheck
              size={16}
              color="var(--mantine-color-green-7)"
              aria-hidden
              style={{ verticalAlign: "-3px", marginRight: 4 }}
            />
            {t("checks.none")}
          </>
        )}
      </Text>
      {problems.length > 0 && <ProblemList problems={problems} blocks={blocks} onShow={onShow} />}
    </Stack>
  );
}
