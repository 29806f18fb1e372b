/** Shown while the session is still unknown. */
import { Center, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text size="sm" c="dimmed">{t("app.loading")}</Text>
      </Stack>
    </Center>
  );
}
