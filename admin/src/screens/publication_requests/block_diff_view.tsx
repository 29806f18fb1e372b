/**
 * Draws a block-by-block comparison (lib/block_diff.ts): one row per block with text labels
 * (Added, Removed, Moved, Changed) as well as colours, its content (whole for an added or removed
 * block, a line to recognise it by otherwise), and each changed field's whole text with its
 * word-level changes marked (components/text_diff.tsx). Unchanged blocks are folded away. Shared
 * by the review, history and publish dialogs.
 */
import { Alert, Badge, Box, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { type Block, blockRegistry } from "../../../../lib/content/blocks/index.ts";
import {
  type BlockDiffEntry,
  blockField,
  diffBlocks,
  summariseDiff,
} from "../../lib/block_diff.ts";
import { blockFieldLabel } from "../../lib/field_label.ts";
import { readableText, shortText } from "../../lib/text_diff.ts";
import { TextDiff } from "../../components/text_diff.tsx";
import { blockLabel } from "../../lib/block_labels.ts";

export interface BlockDiffViewProps {
  /** The older blocks; null when nothing is live (a new page). */
  before: readonly Block[] | null;
  after: readonly Block[];
  beforeTitle?: string;
  afterTitle?: string;
}

const COLORS = { added: "green", removed: "red", moved: "blue", changed: "orange" } as const;
const SUMMARY_PROPS = ["text", "html", "label", "name", "quote", "caption", "title", "url"];

/** The prop a block is recognised by: its first text among the usual ones, else any text. */
function summaryProp(block: Block | null): string | null {
  if (!block) return null;
  const props = (block.props ?? {}) as Record<string, unknown>;
  for (const name of [...SUMMARY_PROPS, ...Object.keys(props)]) {
    if (typeof props[name] === "string" && readableText(props[name])) return name;
  }
  return null;
}

export function BlockDiffView({ before, after, beforeTitle, afterTitle }: BlockDiffViewProps) {
  const { t } = useTranslation();
  const [showUnchanged, setShowUnchanged] = useState(false);
  const entries = useMemo(() => diffBlocks(before ?? [], after), [before, after]);
  const summary = summariseDiff(entries);
  const visible = showUnchanged ? entries : entries.filter((e) => !isUnchanged(e));
  const titleChanged = beforeTitle !== undefined && afterTitle !== undefined &&
    beforeTitle !== afterTitle && before !== null;

  return (
    <Stack gap="sm">
      {before === null && <Alert color="blue" variant="light">{t("workflow.review.newPage")}
      </Alert>}
      {titleChanged && (
        <Text size="sm">
          {t("workflow.diff.titleChanged", { from: beforeTitle, to: afterTitle })}
        </Text>
      )}
      <Text size="sm" c="dimmed" data-testid="diff-summary">
        {summary.added + summary.removed + summary.moved + summary.changed === 0
          ? t("workflow.diff.noChanges")
          : t("workflow.diff.summary", { ...summary })}
      </Text>
      <Stack gap="xs" component="ul" aria-label={t("workflow.diff.listLabel")} p={0} m={0}>
        {visible.map((entry) => <DiffRow key={`${entry.key}-${entry.removed}`} entry={entry} />)}
      </Stack>
      {summary.unchanged > 0 && (
        <Group>
          <Button variant="subtle" size="xs" onClick={() => setShowUnchanged((v) => !v)}>
            {showUnchanged
              ? t("workflow.diff.hideUnchanged")
              : t("workflow.diff.showUnchanged", { count: summary.unchanged })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function isUnchanged(e: BlockDiffEntry): boolean {
  return !e.added && !e.removed && !e.moved && e.changed.length === 0;
}

function DiffRow({ entry }: { entry: BlockDiffEntry }) {
  const { t } = useTranslation();
  const def = blockRegistry.get(entry.type);
  const label = def ? blockLabel(t, def) : entry.type;
  const kinds: (keyof typeof COLORS)[] = [];
  if (entry.added) kinds.push("added");
  if (entry.removed) kinds.push("removed");
  if (entry.moved) kinds.push("moved");
  if (entry.changed.length > 0) kinds.push("changed");
  const color = kinds.length ? COLORS[kinds[0]] : "gray";
  const shownBlock = entry.after ?? entry.before;
  const prop = summaryProp(shownBlock);
  // An added or removed block is the change: its whole text. A changed one shows its changed
  // fields below, so its line is left out when that field is among them.
  const whole = entry.added || entry.removed;
  const summary = !prop || entry.changed.includes(prop)
    ? ""
    : whole
    ? readableText(blockField(shownBlock!, prop))
    : shortText(blockField(shownBlock!, prop));

  return (
    <Paper
      component="li"
      withBorder
      radius="sm"
      p="sm"
      data-diff={kinds.join(" ") || "unchanged"}
      style={{
        listStyle: "none",
        borderLeft: `4px solid var(--mantine-color-${color}-6)`,
        background: entry.removed ? "var(--mantine-color-red-0)" : undefined,
      }}
    >
      <Group gap="xs" wrap="wrap">
        {kinds.length === 0 && (
          <Badge color="gray" variant="light" c="dark.8" tt="none">
            {t("workflow.diff.unchanged")}
          </Badge>
        )}
        {kinds.map((kind) => (
          <Badge key={kind} color={COLORS[kind]} c="dark.8" variant="light" tt="none">
            {t(`workflow.diff.${kind}`)}
          </Badge>
        ))}
        <Text fw={600} size="sm">{label}</Text>
        {entry.moved && entry.fromIndex !== null && entry.toIndex !== null && (
          <Text size="xs" c="dimmed">
            {t("workflow.diff.position", { from: entry.fromIndex + 1, to: entry.toIndex + 1 })}
          </Text>
        )}
      </Group>
      {summary && (
        <Text
          size="sm"
          mt={4}
          td={entry.removed ? "line-through" : undefined}
          style={{ overflowWrap: "anywhere", whiteSpace: whole ? "pre-wrap" : undefined }}
        >
          {summary}
        </Text>
      )}
      {entry.changed.length > 0 && entry.before && entry.after && (
        <Box mt={6}>
          <Text size="xs" fw={600} c="dimmed">{t("workflow.diff.changedFields")}</Text>
          <Stack gap={2} component="dl" m={0}>
            {entry.changed.map((field) => (
              <ChangedField
                key={field}
                type={entry.type}
                field={field}
                before={blockField(entry.before!, field)}
                after={blockField(entry.after!, field)}
              />
            ))}
          </Stack>
        </Box>
      )}
    </Paper>
  );
}

function ChangedField(
  { type, field, before, after }: { type: string; field: string; before: unknown; after: unknown },
) {
  const { i18n } = useTranslation();
  return (
    <Box>
      <Text component="dt" size="sm" fw={500} className="diff-field-name">
        {blockFieldLabel(i18n, type, field)}
      </Text>
      <Box component="dd" m={0} data-field={field}>
        <TextDiff before={before} after={after} />
      </Box>
    </Box>
  );
}
