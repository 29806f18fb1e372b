/**
 * Configuration → API tokens (/cmsadmin/api-tokens, manage-integrations; issue 32): the content
 * API's read tokens — name, scope (locales, page types), expiry, when each was last used — with
 * "New token" (the value shown once, with a copy button) and "Revoke" (confirmed).
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  MultiSelect,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconKey, IconPlus } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { LOCALES } from "../../../lib/content/locales.ts";
import { pageTypeNames } from "../../../lib/content/page_types/names.ts";
import { type ApiToken, createApiToken, listApiTokens, revokeApiToken } from "../api/api_tokens.ts";
import { errorsOf } from "../api/client.ts";
import { useLoaded } from "../hooks/use_loaded.ts";
import { DateTime } from "../components/date_time.tsx";
import { ErrorList } from "../components/error_list.tsx";
import { pageTypeLabel } from "../lib/block_labels.ts";
import { rolePageTypeIDs } from "../lib/role_options.ts";
import { notifySuccess } from "../lib/notify.ts";
import { IconTextButton } from "../components/icon_text_button.tsx";
import { confirmAction } from "../components/confirm_action.tsx";

const OPENAPI_URL = "/api/content/v1/openapi.json";

export function ApiTokens() {
  const { t } = useTranslation();
  useDocumentTitle(`${t("apiTokens.title")} | Ximblox`);
  const { value: tokens, errors, setErrors, load } = useLoaded(listApiTokens);
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<{ name: string; value: string } | null>(null);

  function confirmRevoke(token: ApiToken) {
    confirmAction(t, {
      title: t("apiTokens.revokeTitle", { name: token.name }),
      message: t("apiTokens.revokeMessage"),
      confirm: t("apiTokens.revoke"),
      run: async () => {
        await revokeApiToken(token.id);
        notifySuccess(t("apiTokens.revoked"));
        await load();
      },
      onErrors: setErrors,
    });
  }

  return (
    <Stack gap="lg" maw={1000}>
      <div>
        <Title order={1}>{t("apiTokens.title")}</Title>
        <Text c="dimmed" mt={4}>{t("apiTokens.intro")}</Text>
        <Anchor href={OPENAPI_URL} target="_blank" size="sm">
          {t("apiTokens.documentation")}
        </Anchor>
      </div>
      <Group>
        <IconTextButton icon={IconPlus} onClick={() => setCreating(true)}>
          {t("apiTokens.create")}
        </IconTextButton>
      </Group>
      <ErrorList errors={errors} title={t("apiTokens.failed")} />
      {tokens && tokens.length === 0 && (
        <Paper withBorder radius="md" p="lg">
          <Group gap="sm" wrap="nowrap">
            <IconKey size={20} aria-hidden />
            <Text>{t("apiTokens.empty")}</Text>
          </Group>
        </Paper>
      )}
      {tokens && tokens.length > 0 && <TokenTable tokens={tokens} onRevoke={confirmRevoke} />}
      <CreateTokenModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={async (name, value) => {
          setCreating(false);
          setShown({ name, value });
          await load();
        }}
      />
      <ShownOnceModal shown={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}

function TokenTable(
  { tokens, onRevoke }: { tokens: ApiToken[]; onRevoke: (token: ApiToken) => void },
) {
  const { t } = useTranslation();
  const now = Date.now();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped aria-label={t("apiTokens.listLabel")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("apiTokens.name")}</Table.Th>
            <Table.Th>{t("apiTokens.scope")}</Table.Th>
            <Table.Th>{t("apiTokens.expires")}</Table.Th>
            <Table.Th>{t("apiTokens.lastUsed")}</Table.Th>
            <Table.Th>{t("apiTokens.created")}</Table.Th>
            <Table.Th>
              <span className="visually-hidden">{t("apiTokens.actions")}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.map((token) => (
            <Table.Tr key={token.id}>
              <Table.Td>
                <Text size="sm" fw={600}>{token.name}</Text>
                <Code>{token.hint}…</Code>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {token.locales.length ? token.locales.join(", ") : t("apiTokens.allLocales")}
                </Text>
                <Text size="sm" c="dimmed">
                  {token.pageTypes.length
                    ? token.pageTypes.map((id) => typeLabel(t, id)).join(", ")
                    : t("apiTokens.allPageTypes")}
                </Text>
              </Table.Td>
              <Table.Td>
                {token.expiresAt === null
                  ? <Text size="sm">{t("apiTokens.never")}</Text>
                  : (
                    <Stack gap={2}>
                      <DateTime value={token.expiresAt} />
                      {Date.parse(token.expiresAt) <= now && (
                        <Badge color="red.9" variant="light">{t("apiTokens.expired")}</Badge>
                      )}
                    </Stack>
                  )}
              </Table.Td>
              <Table.Td>
                {token.lastUsedAt
                  ? <DateTime value={token.lastUsedAt} withTime />
                  : <Text size="sm" c="dimmed">{t("apiTokens.notUsed")}</Text>}
              </Table.Td>
              <Table.Td>
                <DateTime value={token.createdAt} />
                <Text size="xs" c="dimmed">
                  {t("apiTokens.createdBy", { name: token.createdBy })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Button
                  variant="default"
                  color="red"
                  size="xs"
                  onClick={() => onRevoke(token)}
                  aria-label={t("apiTokens.revokeLabel", { name: token.name })}
                >
                  {t("apiTokens.revoke")}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function typeLabel(t: ReturnType<typeof useTranslation>["t"], id: string): string {
  const def = pageTypeNames.get(id);
  return def ? pageTypeLabel(t, def) : id;
}

function CreateTokenModal(
  { opened, onClose, onCreated }: {
    opened: boolean;
    onClose: () => void;
    onCreated: (name: string, value: string) => void;
  },
) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const [locales, setLocales] = useState<string[]>([]);
  const [pageTypes, setPageTypes] = useState<string[]>([]);
  const [expires, setExpires] = useState("");
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setName("");
    setLocales([]);
    setPageTypes([]);
    setExpires("");
    setErrors([]);
  }, [opened]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setSaving(true);
    setErrors([]);
    try {
      // The end of the chosen day, in the browser's time zone.
      const expiresAt = expires ? new Date(`${expires}T23:59:59`).toISOString() : null;
      const value = await createApiToken({ name: name.trim(), locales, pageTypes, expiresAt });
      onCreated(name.trim(), value);
    } catch (err) {
      setErrors(errorsOf(err));
    } finally {
      setSaving(false);
    }
  }

  const today = new Date();
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  const minDate = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, "0")}-${
    String(tomorrow.getDate()).padStart(2, "0")
  }`;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("apiTokens.createTitle")}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <form onSubmit={submit}>
        <Stack gap="md">
          <ErrorList errors={errors} title={t("apiTokens.failed")} />
          <TextInput
            label={t("apiTokens.name")}
            description={t("apiTokens.nameHint")}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            required
            maxLength={100}
            data-autofocus
          />
          <MultiSelect
            label={t("apiTokens.locales")}
            description={t("apiTokens.localesHint")}
            data={LOCALES.map((l) => ({ value: l, label: l }))}
            value={locales}
            onChange={setLocales}
            clearable
          />
          <MultiSelect
            label={t("apiTokens.pageTypes")}
            description={t("apiTokens.pageTypesHint")}
            data={rolePageTypeIDs([]).map((id) => ({ value: id, label: typeLabel(t, id) }))}
            value={pageTypes}
            onChange={setPageTypes}
            clearable
          />
          <TextInput
            type="date"
            label={t("apiTokens.expiresAt")}
            description={t("apiTokens.expiresHint")}
            value={expires}
            min={minDate}
            onChange={(e) => setExpires(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t("common.cancel")}</Button>
            <Button type="submit" loading={saving} disabled={!name.trim()}>
              {t("apiTokens.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The new token's value, this once: copied, then gone from the screen for good. */
function ShownOnceModal(
  { shown, onClose }: { shown: { name: string; value: string } | null; onClose: () => void },
) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={shown !== null}
      onClose={onClose}
      title={t("apiTokens.createdTitle")}
      closeButtonProps={{ "aria-label": t("common.close") }}
      size="lg"
    >
      {shown && (
        <Stack gap="md">
          <Alert color="yellow" variant="light">{t("apiTokens.createdText")}</Alert>
          {/* A text area: the whole value in view on a phone too, wrapped anywhere. */}
          <Textarea
            label={t("apiTokens.tokenLabel", { name: shown.name })}
            value={shown.value}
            readOnly
            autosize
            minRows={1}
            onFocus={(e) => e.currentTarget.select()}
            styles={{ input: { fontFamily: "monospace", wordBreak: "break-all" } }}
          />
          <Group justify="flex-end">
            <CopyButton value={shown.value}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? t("apiTokens.copied") : t("apiTokens.copy")}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t("apiTokens.done")}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
