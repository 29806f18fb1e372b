/**
 * Draws a block-by-block comparison (lib/block_diff.ts): one row per block with text labels
 * (Added, Removed, Moved, Changed) as well as colours, a short summary of its content, and the
 * changed fields with their old and new values. Unchanged blocks are folded away. Shared by the
 * review dialog and the history dialog.
 */
import { Alert, Badge, Box, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { type Block, blockRegistry } from "../../../../lib/content/blocks/index.ts";
import { type BlockDiffEntry, diffBlocks, summariseDiff } from "../../lib/block_diff.ts";
import { blockLabel } from "../page_editor/block_labels.ts";

export interface BlockDiffViewProps {
  /** The older blocks; null when nothing is live (a new page). */
  before: readonly Block[] | null;
  after: readonly Block[];
  beforeTitle?: string;
  afterTitle?: string;
}

const COLORS = { added: "green", removed: "red", moved: "blue", changed: "orange" } as const;
const SUMMARY_PROPS = ["text", "html", "label", "name", "quote", "caption", "title", "url"];
const MAX_TEXT = 140;

/** Text of a value as a person reads it: HTML tags dropped, shortened. */
export function readableValue(value: unknown): string {
  if (value === undefined || value === null || value === "") return "";
  const raw = typeof value === "string"
    ? value
    : typeof value === "number" || typeof value === "boolean"
    ? String(value)
    : JSON.stringify(value);
  const text = raw.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/\s+/g, " ").trim();
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

function blockSummary(block: Block | null): string {
  if (!block) return "";
  const props = (block.props ?? {}) as Record<string, unknown>;
  for (const name of [...SUMMARY_PROPS, ...Object.keys(props)]) {
    const value = props[name];
    if (typeof value === "string" && readableValue(value)) return readableValue(value);
  }
  return "";
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
  const summary = blockSummary(entry.after ?? entry.before);

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
          style={{ overflowWrap: "anywhere" }}
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
                field={field}
                before={fieldValue(entry.before!, field)}
                after={fieldValue(entry.after!, field)}
              />
            ))}
          </Stack>
        </Box>
      )}
    </Paper>
  );
}

function fieldValue(block: Block, field: string): unknown {
  if (field === "type") return block.type;
  if (field === "anchorPoint") return block.anchorPoint;
  if (field === "images") return Object.values(block.__images ?? {}).map((i) => i.fileName);
  if (field === "files") return Object.values(block.__files ?? {}).map((f) => f.fileName);
  return (block.props as Record<string, unknown>)[field];
}

function ChangedField(
  { field, before, after }: { field: string; before: unknown; after: unknown },
) {
  const { t, i18n } = useTranslation();
  const name = i18n.exists(`workflow.diff.fields.${field}`)
    ? t(`workflow.diff.fields.${field}`)
    : t(`fields.${field}`, { defaultValue: field });
  const empty = t("workflow.diff.empty");
  return (
    <Group gap={6} wrap="wrap" align="baseline">
      <Text component="dt" size="sm" fw={500}>{name}:</Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: "anywhere" }}>
        <Text span size="sm" c="red.9" td="line-through">
          <span className="visually-hidden">{t("workflow.diff.before")}:</span>
          {readableValue(before) || empty}
        </Text>{" "}
        →{" "}
        <Text span size="sm" c="teal.9">
          <span className="visually-hidden">{t("workflow.diff.after")}:</span>
          {readableValue(after) || empty}
        </Text>
      </Text>
    </Group>
  );
}
