/**
 * Page Types (/cmsadmin/page-types): every registered page type with its typeData fields and the
 * block types its pages may use (all of them when the type names none), each block type with
 * its icon, label, description and prop names. The blank base type is marked as such.
 */
import { Badge, Card, Code, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { BLOCK_TYPES } from "../../../lib/content/blocks/index.ts";
import type { BlockDefinition } from "../../../lib/content/blocks/define.ts";
import { PAGE_TYPES } from "../../../lib/content/page_types/index.ts";
import { iconOf } from "../blocks/icons.ts";
import {
  blockDescription,
  blockLabel,
  pageTypeDescription,
  pageTypeLabel,
} from "../lib/block_labels.ts";
import { ScreenTitle } from "../components/screen_title.tsx";

/** The field names of an object schema (through transforms and pipes), or none. */
export function fieldNames(schema: z.ZodType): string[] {
  // deno-lint-ignore no-explicit-any
  let s: any = schema;
  for (let i = 0; i < 10 && s; i++) {
    if (s.shape && typeof s.shape === "object") return Object.keys(s.shape);
    const def = s._zod?.def ?? s.def;
    s = def?.in ?? def?.innerType ?? def?.schema ?? null;
  }
  return [];
}

export function PageTypes() {
  const { t } = useTranslation();
  useDocumentTitle(`${t("nav.pageTypes")} · ${t("app.name")}`);
  return (
    <Stack gap="lg">
      <ScreenTitle title={t("nav.pageTypes")} intro={t("pageTypes.intro")} />
      {PAGE_TYPES.map((def) => {
        const Icon = iconOf(def.icon);
        const fields = fieldNames(def.typeData);
        const blocks: readonly BlockDefinition[] = def.blockTypes
          ? BLOCK_TYPES.filter((b) => def.blockTypes!.includes(b.id))
          : BLOCK_TYPES;
        const headingId = `page-type-${def.id}`;
        return (
          <Card
            withBorder
            radius="md"
            p="lg"
            key={def.id}
            component="section"
            aria-labelledby={headingId}
          >
            <Stack gap="md">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                  <Icon size={22} />
                </ThemeIcon>
                <div>
                  <Group gap="xs">
                    <Title order={2} size="h3" id={headingId}>{pageTypeLabel(t, def)}</Title>
                    <Code>{def.id}</Code>
                    {def.id === "base" && (
                      <Badge variant="light" color="gray" tt="none">{t("pageTypes.base")}</Badge>
                    )}
                    {!def.inOverview && (
                      <Badge variant="outline" color="gray" tt="none">
                        {t("pageTypes.noOverview")}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">{pageTypeDescription(t, def)}</Text>
                </div>
              </Group>
              <div>
                <Title order={3} size="h5" mb={4}>{t("pageTypes.typeData")}</Title>
                {fields.length
                  ? (
                    <Group gap={6}>
                      {fields.map((f) => <Code key={f}>{f}</Code>)}
                    </Group>
                  )
                  : <Text size="sm" c="dimmed">{t("pageTypes.noTypeData")}</Text>}
              </div>
              <div>
                <Title order={3} size="h5" mb={6}>
                  {def.blockTypes
                    ? t("pageTypes.someBlocks", { count: blocks.length })
                    : t("pageTypes.allBlocks", { count: blocks.length })}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                  {blocks.map((b) => {
                    const BlockIcon = iconOf(b.icon);
                    return (
                      <Card withBorder radius="md" p="sm" key={b.id}>
                        <Group gap="xs" wrap="nowrap" align="flex-start">
                          <ThemeIcon variant="light" size={30} radius="md" aria-hidden>
                            <BlockIcon size={16} />
                          </ThemeIcon>
                          <div style={{ minWidth: 0 }}>
                            <Text fw={600} size="sm">{blockLabel(t, b)}</Text>
                            <Text size="xs" c="dimmed">{blockDescription(t, b)}</Text>
                            <Text size="xs" mt={4}>
                              {t("pageTypes.props")}: {fieldNames(b.props).join(", ") || "—"}
                            </Text>
                          </div>
                        </Group>
                      </Card>
                    );
                  })}
                </SimpleGrid>
              </div>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
