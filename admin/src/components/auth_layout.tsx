/** The frame of the screens for signed-out visitors: a centred card and a language choice. */
import {
  Box,
  Center,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconBox, IconLanguage } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES } from "../../../lib/content/locales.ts";
import { currentLanguage, isLanguage, LANGUAGE_NAMES, setLanguage } from "../i18n/index.ts";

export interface AuthLayoutProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

export function AuthLayout({ title, intro, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} · ${t("app.name")}`);
  return (
    <Box className="auth-background" mih="100vh">
      <Center mih="100vh" p="md">
        <Stack w="100%" maw={420} gap="lg">
          <Group gap={10} justify="center">
            <ThemeIcon size={40} radius="md" aria-hidden>
              <IconBox size={24} />
            </ThemeIcon>
            <Text fw={700} size="xl">{t("app.name")}</Text>
          </Group>
          <Paper component="main" withBorder shadow="sm" radius="lg" p={{ base: "lg", xs: "xl" }}>
            <Stack gap="md">
              <Box>
                <Title order={1} size="h2">{title}</Title>
                {intro && <Text c="dimmed" size="sm" mt={6}>{intro}</Text>}
              </Box>
              {children}
            </Stack>
          </Paper>
          <Group justify="center">
            {/* The browser's own select: Mantine's would bring its popover code to the sign-in. */}
            <NativeSelect
              aria-label={t("common.language")}
              leftSection={<IconLanguage size={16} aria-hidden />}
              data={LANGUAGES.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }))}
              value={currentLanguage()}
              onChange={(event) => {
                const value = event.currentTarget.value;
                if (isLanguage(value)) void setLanguage(value);
              }}
              size="xs"
              w={170}
              variant="filled"
            />
          </Group>
        </Stack>
      </Center>
    </Box>
  );
}
