/**
 * The side-by-side merge after a store met a newer version (issue 22: a take-over, a tab left
 * open for days): for each block that differs, the person's version beside the stored one and a
 * choice which to keep; then the merged document is stored against the newest version, instead
 * of "reload and lose". The rows and the merge are merge_blocks.ts.
 */
import {
  Alert,
  Box,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { type Block, blockRegistry } from "../../../../../lib/content/blocks/index.ts";
import { errorsOf } from "../../../api/client.ts";
import * as api from "../../../api/pages.ts";
import type { PageJson } from "../../../api/pages.ts";
import { ErrorList } from "../../../components/error_list.tsx";
import { TextDiff } from "../../../components/text_diff.tsx";
import { blockField } from "../../../lib/block_diff.ts";
import { blockFieldLabel } from "../../../lib/field_label.ts";
import { blockLabel } from "../../../lib/block_labels.ts";
import type { DocumentSnapshot } from "../document_store.ts";
import { documentOf } from "../document_of.ts";
import {
  mergeBlocks,
  type MergeChoice,
  mergeFields,
  type MergeRow,
  mergeRows,
} from "./merge_blocks.ts";
import type { ApiErrorItem } from "../../../../../lib/content/errors.ts";

export interface MergeDialogProps {
  opened: boolean;
  pageID: number;
  /** The version the person's edits started from. */
  base: PageJson;
  /** The person's document now. */
  mine(): DocumentSnapshot;
  onClose(): void;
  /** Store `merged` against `latest` (the newest stored version). */
  onMerged(latest: PageJson, merged: DocumentSnapshot): void;
}

export function MergeDialog(props: MergeDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("presence.merge.title")}
      size="xl"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {props.opened && <MergeBody {...props} />}
    </Modal>
  );
}

function MergeBody({ pageID, base, mine, onClose, onMerged }: MergeDialogProps) {
  const { t } = useTranslation();
  const [latest, setLatest] = useState<PageJson | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  // The person's document as the dialog opened: what they compare is what gets merged.
  const [own] = useState(mine);
  const [choices, setChoices] = useState<Record<string, MergeChoice>>({});

  useEffect(() => {
    const controller = new AbortController();
    api.getPage(pageID, { signal: controller.signal }).then(
      setLatest,
      (err) => !controller.signal.aborted && setErrors(errorsOf(err)),
    );
    return () => controller.abort();
  }, [pageID]);

  const rows = useMemo(
    () => latest ? mergeRows(base.pageVersion.blocks, own.blocks, latest.pageVersion.blocks) : [],
    [latest, base, own],
  );
  const choiceOf = (row: MergeRow) => choices[row.key] ?? row.suggested;

  function store() {
    if (!latest) return;
    const suggested = new Map(rows.map((r) => [r.key, choiceOf(r)]));
    const stored = documentOf(latest);
    const merged: DocumentSnapshot = {
      meta: mergeFields(documentOf(base).meta, own.meta, stored.meta),
      blocks: mergeBlocks(own.blocks, stored.blocks, (key) => suggested.get(key) ?? "mine"),
      settings: own.settings,
    };
    onMerged(latest, merged);
  }

  if (errors.length > 0) {
    return <ErrorList errors={errors} title={t("presence.merge.loadFailed")} />;
  }
  if (!latest) {
    return (
      <Group justify="center" py="md" aria-busy="true">
        <Loader size="sm" aria-label={t("presence.merge.loading")} />
      </Group>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm">{t("presence.merge.intro")}</Text>
      {rows.length === 0 && <Alert color="blue" variant="light">{t("presence.merge.none")}</Alert>}
      <Stack gap="sm" component="ul" p={0} m={0}>
        {rows.map((row) => (
          <MergeRowView
            key={row.key}
            row={row}
            choice={choiceOf(row)}
            onChoice={(c) => setChoices((all) => ({ ...all, [row.key]: c }))}
          />
        ))}
      </Stack>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>{t("presence.merge.cancel")}</Button>
        <Button onClick={store}>{t("presence.merge.store")}</Button>
      </Group>
    </Stack>
  );
}

function MergeRowView(
  { row, choice, onChoice }: {
    row: MergeRow;
    choice: MergeChoice;
    onChoice(choice: MergeChoice): void;
  },
) {
  const { t } = useTranslation();
  const def = blockRegistry.get(row.type);
  const label = def ? blockLabel(t, def) : row.type;
  const fields = row.fields.length > 0
    ? row.fields
    : Object.keys(((row.mine ?? row.stored)?.props ?? {}) as Record<string, unknown>).slice(0, 3);
  return (
    <Paper component="li" withBorder radius="sm" p="sm" style={{ listStyle: "none" }}>
      <Radio.Group
        value={choice}
        onChange={(v) => onChoice(v as MergeChoice)}
        label={t("presence.merge.choice", { block: label })}
        data-merge-key={row.key}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
          <Side
            title={t("presence.merge.mine")}
            block={row.mine}
            other={row.stored}
            side="after"
            differsLabel={t("presence.merge.onlyMine")}
            fields={fields}
            radio={<Radio value="mine" label={t("presence.merge.keepMine")} />}
            chosen={choice === "mine"}
          />
          <Side
            title={t("presence.merge.stored")}
            block={row.stored}
            other={row.mine}
            side="before"
            differsLabel={t("presence.merge.onlyStored")}
            fields={fields}
            radio={<Radio value="stored" label={t("presence.merge.keepStored")} />}
            chosen={choice === "stored"}
          />
        </SimpleGrid>
      </Radio.Group>
    </Paper>
  );
}

/**
 * One version of a block: each field's whole text, with the words the other version lacks
 * marked. Both columns come from one diff (stored → mine), so they mark the same change.
 */
function Side(
  { title, block, other, side, differsLabel, fields, radio, chosen }: {
    title: string;
    block: Block | null;
    other: Block | null;
    /** Which side of the stored → mine diff this column is. */
    side: "before" | "after";
    differsLabel: string;
    fields: string[];
    radio: ReactNode;
    chosen: boolean;
  },
) {
  const { t, i18n } = useTranslation();
  const valueOf = (b: Block | null, field: string) => b ? blockField(b, field) : "";
  return (
    <Box
      p="xs"
      style={{
        border: `1px solid var(--mantine-color-${chosen ? "blue-6" : "gray-3"})`,
        borderRadius: 4,
        minWidth: 0,
      }}
    >
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">{title}</Text>
      {block
        ? (
          <Stack gap={2} component="dl" my={6}>
            {fields.map((field) => (
              <Box key={field}>
                <Text component="dt" size="sm" fw={500} className="diff-field-name">
                  {blockFieldLabel(i18n, block.type, field)}
                </Text>
                <Box component="dd" m={0} data-field={field}>
                  <TextDiff
                    before={side === "before" ? valueOf(block, field) : valueOf(other, field)}
                    after={side === "after" ? valueOf(block, field) : valueOf(other, field)}
                    show={side}
                    differsLabel={differsLabel}
                  />
                </Box>
              </Box>
            ))}
          </Stack>
        )
        : <Text size="sm" my={6} fs="italic">{t("presence.merge.absent")}</Text>}
      {radio}
    </Box>
  );
}
