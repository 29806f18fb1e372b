/**
 * The block chooser: the registered block types (those the page type allows) with icon, label
 * and description, filtered by a search box. Enter in the search picks the first match; every
 * type is a button, so the list works with Tab and Enter as well as the mouse.
 */
import { Modal, Stack, Text, TextInput, ThemeIcon, UnstyledButton } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BlockDefinition } from "../../../../lib/content/blocks/define.ts";
import type { BlockType } from "../../../../lib/content/blocks/index.ts";
import { iconOf } from "../../blocks/icons.ts";
import { blockDescription, blockLabel } from "../../lib/block_labels.ts";

export interface BlockChooserProps {
  opened: boolean;
  title: string;
  types: readonly BlockDefinition[];
  onClose(): void;
  onChoose(type: BlockType): void;
}

export function BlockChooser({ opened, title, types, onClose, onChoose }: BlockChooserProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState("");
  const shown = useMemo(() => {
    const q = term.trim().toLowerCase();
    if (!q) return types;
    return types.filter((def) =>
      [def.id, def.label, def.description, blockLabel(t, def), blockDescription(t, def)]
        .some((s) => s.toLowerCase().includes(q))
    );
  }, [types, term, t]);

  const choose = (type: string) => {
    setTerm("");
    onChoose(type as BlockType);
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {
        setTerm("");
        onClose();
      }}
      title={title}
      size="lg"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack gap="sm">
        <TextInput
          label={t("editor.chooser.search")}
          placeholder={t("editor.chooser.searchPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={term}
          onChange={(e) => setTerm(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && shown[0]) {
              e.preventDefault();
              choose(shown[0].id);
            }
          }}
          data-autofocus
        />
        <Text size="xs" c="dimmed" aria-live="polite">
          {t("editor.chooser.count", { count: shown.length })}
        </Text>
        <Stack gap={6} role="list">
          {shown.map((def) => {
            const Icon = iconOf(def.icon);
            return (
              <div role="listitem" key={def.id}>
                <UnstyledButton
                  className="chooser-option"
                  onClick={() => choose(def.id)}
                  aria-labelledby={`chooser-${def.id}-label`}
                  aria-describedby={`chooser-${def.id}-description`}
                >
                  <ThemeIcon variant="light" size={38} radius="md" aria-hidden>
                    <Icon size={20} />
                  </ThemeIcon>
                  <div>
                    <Text fw={600} size="sm" id={`chooser-${def.id}-label`}>
                      {blockLabel(t, def)}
                    </Text>
                    <Text size="xs" c="dimmed" id={`chooser-${def.id}-description`}>
                      {blockDescription(t, def)}
                    </Text>
                  </div>
                </UnstyledButton>
              </div>
            );
          })}
          {shown.length === 0 && (
            <Text c="dimmed" size="sm" ta="center" py="md">{t("editor.chooser.none")}</Text>
          )}
        </Stack>
      </Stack>
    </Modal>
  );
}
