/**
 * A field's whole text with its word-level changes marked (lib/text_diff.ts), shared by the
 * review, history and merge dialogs. Changes are told by more than colour: removed words are
 * struck through inside <del>, added words underlined inside <ins>, each led by a visually hidden
 * "Removed:"/"Added:" for screen readers (whose support for <ins>/<del> varies). One side alone
 * (the merge dialog's columns) marks what differs from the other side with <mark> and a label the
 * caller names.
 */
import { Text } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { readableText, sideOf, wordDiff } from "../lib/text_diff.ts";

export interface TextDiffProps {
  before: unknown;
  after: unknown;
  /** Both sides in one text (default), or one side with what the other lacks marked. */
  show?: "both" | "before" | "after";
  /** For one side: the hidden label before each marked run ("Only in your version"). */
  differsLabel?: string;
}

const LINE = { whiteSpace: "pre-wrap", overflowWrap: "anywhere" } as const;

export function TextDiff({ before, after, show = "both", differsLabel }: TextDiffProps) {
  const { t } = useTranslation();
  const parts = useMemo(
    () => wordDiff(readableText(before), readableText(after)),
    [before, after],
  );
  const shown = show === "both" ? parts : sideOf(parts, show);
  if (shown.every((p) => p.text === "")) {
    return <Text span size="sm" fs="italic">{t("workflow.diff.empty")}</Text>;
  }
  return (
    <Text span size="sm" style={LINE} data-testid="text-diff">
      {shown.map((part, i) => {
        if (part.kind === "same") return <span key={i}>{part.text}</span>;
        if (show !== "both") {
          return (
            <mark key={i} className="text-diff-mark">
              <span className="visually-hidden">{`${differsLabel}: `}</span>
              {part.text}
            </mark>
          );
        }
        return part.kind === "added"
          ? (
            <ins key={i} className="text-diff-ins">
              <span className="visually-hidden">{`${t("workflow.diff.added")}: `}</span>
              {part.text}
            </ins>
          )
          : (
            <del key={i} className="text-diff-del">
              <span className="visually-hidden">{`${t("workflow.diff.removed")}: `}</span>
              {part.text}
            </del>
          );
      })}
    </Text>
  );
}
