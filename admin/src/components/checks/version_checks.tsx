/**
 * The checks of a stored version, as the server runs them (duplicate titles included), for the
 * review dialog: what the reviewer is about to publish. Put into words in the interface
 * language here, not the server's answer, so a language switch applies at once.
 */
import { Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Block } from "../../../../lib/content/blocks/index.ts";
import { type Finding, findingOf } from "../../../../lib/content/checks/index.ts";
import { versionChecks } from "../../api/checks.ts";
import { ProblemList, useProblems } from "./problem_list.tsx";

export interface VersionChecksProps {
  versionID: number;
  blocks?: readonly Block[];
  /** Told the number of open problems once they are known. */
  onCount?(count: number): void;
}

export function VersionChecks({ versionID, blocks, onCount }: VersionChecksProps) {
  const { t } = useTranslation();
  const [findings, setFindings] = useState<Finding[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    versionChecks(versionID, abort.signal).then((problems) => {
      const found = problems.map(findingOf);
      setFindings(found);
      onCount?.(found.length);
    }).catch(() => !abort.signal.aborted && setFailed(true));
    return () => abort.abort();
    // onCount is a callback of the parent; asking again when it changes would loop.
  }, [versionID]);
  const problems = useProblems(findings ?? []);
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">{t("checks.review.title")}</Title>
      {failed && <Text size="sm" c="red.9">{t("checks.review.failed")}</Text>}
      {!findings && !failed && (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t("checks.review.loading")}</Text>
        </Group>
      )}
      {findings && (
        <Text size="sm" role="status">
          {problems.length
            ? t("checks.publish.open", { count: problems.length })
            : t("checks.none")}
        </Text>
      )}
      {problems.length > 0 && <ProblemList problems={problems} blocks={blocks} />}
    </Stack>
  );
}
