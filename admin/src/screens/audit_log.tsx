/**
 * The audit log (/cmsadmin/audit; view-audit or manage-users, issue 22): who did what and when,
 * newest first, filtered by person, action, target and time, paged, and downloadable as CSV. It
 * only reads: the product has no way to change or delete a record. Administrators who read it
 * also see the audit settings (kept days, client addresses) below the list.
 */
import {
  Badge,
  Box,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue, useDocumentTitle, useMediaQuery } from "@mantine/hooks";
import { IconFilterOff } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { AUDIT_ACTIONS, type AuditAction } from "../../../lib/content/audit.ts";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { ROLE_IDS } from "../../../lib/content/permissions.ts";
import {
  auditExportUrl,
  type AuditFilters,
  type AuditItem,
  type AuditPage,
  type AuditSettings,
  getAuditSettings,
  listAudit,
  saveAuditSettings,
} from "../api/audit.ts";
import { errorsOf } from "../api/client.ts";
import { useAuth } from "../auth/auth_context.tsx";
import { ErrorList } from "../components/error_list.tsx";
import { ExportButton } from "../components/export_button.tsx";
import { Pager } from "../components/pager.tsx";
import { currentLanguage } from "../i18n/index.ts";
import { notifySuccess } from "../lib/notify.ts";

const PAGE_SIZE = 25;

/**
 * Who, in the reader's language: the server names the system ("system", or "system (ann)" for
 * an operator's command) and people not signed in ("anonymous") in fixed words.
 */
function actorLabel(t: TFunction, item: AuditItem): string {
  if (item.actorID !== null) return item.actorName;
  if (item.actorName === "anonymous") return t("auditLog.anonymous");
  return item.actorName.replace(/^system/, t("auditLog.system"));
}
const NO_FILTERS: AuditFilters = { actor: "", action: "", target: "", from: "", to: "" };

export function AuditLog() {
  const { t } = useTranslation();
  const { can, user } = useAuth();
  useDocumentTitle(`${t("auditLog.title")} · ${t("app.name")}`);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  // Typing in a text filter asks the server once the typing pauses, not per key.
  const [query] = useDebouncedValue(filters, 300);
  // The page belongs to the filters it was chosen under: new filters start at page 1, in the
  // same render, so a filter change asks the server once (not once more after a reset).
  const [paged, setPaged] = useState({ query, page: 1 });
  const page = paged.query === query ? paged.page : 1;
  const setPage = (p: number) => setPaged({ query, page: p });
  const [result, setResult] = useState<AuditPage | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const language = currentLanguage();
  const date = useMemo(
    () => new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "medium" }),
    [language],
  );

  useEffect(() => {
    const abort = new AbortController();
    listAudit(query, { pageIndex: page - 1, pageSize: PAGE_SIZE }, abort.signal)
      .then((r) => {
        setResult(r);
        setErrors([]);
      })
      .catch((err) => {
        if (!abort.signal.aborted) setErrors(errorsOf(err));
      });
    return () => abort.abort();
  }, [query, page]);

  const set = (patch: Partial<AuditFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const filtered = Object.values(filters).some((v) => v !== "");
  const totalPages = Math.ceil((result?.totalItems ?? 0) / PAGE_SIZE);
  const withAddress = result?.items.some((i) => i.address) ?? false;
  // A phone gets one card per record: a nine-hundred-pixel table would hide what happened.
  const narrow = useMediaQuery("(max-width: 48em)") ?? false;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t("auditLog.title")}</Title>
        <Text c="dimmed" mt={4} maw={760}>{t("auditLog.intro")}</Text>
      </div>
      <ErrorList errors={errors} onClose={() => setErrors([])} />
      <section className="surface" aria-label={t("auditLog.filters")}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
          <TextInput
            label={t("auditLog.person")}
            placeholder={t("auditLog.personHint")}
            value={filters.actor}
            onChange={(e) => set({ actor: e.currentTarget.value })}
          />
          <Select
            label={t("auditLog.action")}
            placeholder={t("auditLog.anyAction")}
            clearable
            value={filters.action || null}
            onChange={(v) => set({ action: (v ?? "") as AuditFilters["action"] })}
            data={AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`auditLog.actions.${a}`) }))}
          />
          <TextInput
            label={t("auditLog.target")}
            placeholder={t("auditLog.targetHint")}
            value={filters.target}
            onChange={(e) => set({ target: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t("auditLog.from")}
            value={filters.from}
            onChange={(e) => set({ from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t("auditLog.to")}
            value={filters.to}
            onChange={(e) => set({ to: e.currentTarget.value })}
          />
        </SimpleGrid>
        <Group justify="space-between" mt="md" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {result ? t("auditLog.total", { count: result.totalItems }) : t("app.loading")}
          </Text>
          <Group gap="sm">
            <Button
              variant="subtle"
              leftSection={<IconFilterOff size={18} aria-hidden />}
              disabled={!filtered}
              onClick={() => setFilters(NO_FILTERS)}
            >
              {t("auditLog.clear")}
            </Button>
            <ExportButton
              href={auditExportUrl(query)}
              label={t("auditLog.export")}
              hint={t("auditLog.exportHint")}
            />
          </Group>
        </Group>
      </section>
      <div className="surface">
        {narrow
          ? <AuditCards items={result?.items ?? []} format={(at) => date.format(new Date(at))} />
          : (
            // Scrolls sideways on a narrow window; focusable so keyboard users can scroll it.
            <Box
              style={{ overflowX: "auto" }}
              tabIndex={0}
              role="region"
              aria-label={t("auditLog.table")}
            >
              <Table striped verticalSpacing="xs" miw={900} aria-label={t("auditLog.table")}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t("auditLog.at")}</Table.Th>
                    <Table.Th scope="col">{t("auditLog.actor")}</Table.Th>
                    <Table.Th scope="col">{t("auditLog.what")}</Table.Th>
                    <Table.Th scope="col">{t("auditLog.targetColumn")}</Table.Th>
                    <Table.Th scope="col">{t("auditLog.summary")}</Table.Th>
                    {withAddress && <Table.Th scope="col">{t("auditLog.address")}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result?.items.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>
                        <time dateTime={item.at}>{date.format(new Date(item.at))}</time>
                      </Table.Td>
                      <Table.Td>{actorLabel(t, item)}</Table.Td>
                      <Table.Td>
                        <ActionBadge action={item.action} />
                      </Table.Td>
                      <Table.Td style={{ wordBreak: "break-word" }}>{item.target}</Table.Td>
                      <Table.Td style={{ wordBreak: "break-word" }}>
                        <Text size="sm">{item.summary}</Text>
                      </Table.Td>
                      {withAddress && <Table.Td>{item.address ?? ""}</Table.Td>}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Box>
          )}
        {result && !result.complete && (
          <Text size="sm" c="dimmed" mt="sm">{t("auditLog.incomplete")}</Text>
        )}
        {result?.items.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            {filtered ? t("auditLog.noResults") : t("auditLog.empty")}
          </Text>
        )}
        <Group justify="center" mt="md">
          <Pager page={page} totalPages={totalPages} onChange={setPage} />
        </Group>
      </div>
      {can("view-audit") && user?.role?.ID === ROLE_IDS.administrator && <AuditSettingsForm />}
    </Stack>
  );
}

function ActionBadge({ action }: { action: AuditAction }) {
  const { t } = useTranslation();
  const alarming = action === "sign-in-failed" || action.endsWith("delete");
  return (
    <Badge variant="light" color={alarming ? "red" : "blue"} tt="none">
      {t(`auditLog.actions.${action}`)}
    </Badge>
  );
}

/** The records as a list of cards (narrow screens), with the same facts as the table's rows. */
function AuditCards({ items, format }: { items: AuditItem[]; format: (at: string) => string }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="sm" aria-label={t("auditLog.table")} p={0} m={0}>
      {items.map((item) => (
        <Box
          component="li"
          key={item.id}
          style={{ listStyle: "none", borderBottom: "1px solid var(--mantine-color-gray-3)" }}
          pb="sm"
        >
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <ActionBadge action={item.action} />
            <Text size="xs" c="dimmed">
              <time dateTime={item.at}>{format(item.at)}</time>
            </Text>
          </Group>
          <Text size="sm" fw={600} mt={4}>{actorLabel(t, item)}</Text>
          <Text size="sm" style={{ wordBreak: "break-word" }}>{item.target}</Text>
          <Text size="sm" c="dimmed" style={{ wordBreak: "break-word" }}>
            {item.summary}
            {item.address ? ` · ${item.address}` : ""}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * How long records are kept and whether addresses are (Administrators who read the trail; the
 * server checks it too). The kept days start at the server's floor.
 */
function AuditSettingsForm() {
  const { t } = useTranslation();
  const [settings, setSettings] = useState<AuditSettings | null>(null);
  const [minDays, setMinDays] = useState(1);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  useEffect(() => {
    getAuditSettings().then((r) => {
      setSettings(r.settings);
      setMinDays(r.minRetentionDays);
    }, (err) => setErrors(errorsOf(err)));
  }, []);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (!settings) return;
    setSaving(true);
    setErrors([]);
    try {
      setSettings(await saveAuditSettings(settings));
      notifySuccess(t("auditLog.settings.saved"));
    } catch (err) {
      setErrors(errorsOf(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="surface" onSubmit={save} aria-labelledby="audit-settings-title">
      <Title order={2} size="h3" id="audit-settings-title" mb="sm">
        {t("auditLog.settings.title")}
      </Title>
      <ErrorList errors={errors} onClose={() => setErrors([])} />
      {settings && (
        <Stack gap="md" maw={520}>
          <NumberInput
            label={t("auditLog.settings.retentionDays")}
            description={t("auditLog.settings.retentionHint")}
            min={minDays}
            max={3650}
            allowDecimal={false}
            value={settings.retentionDays}
            onChange={(v) => setSettings({ ...settings, retentionDays: Number(v) || minDays })}
          />
          <Switch
            label={t("auditLog.settings.keepAddress")}
            description={t("auditLog.settings.keepAddressHint")}
            checked={settings.keepClientAddress}
            onChange={(e) =>
              setSettings({ ...settings, keepClientAddress: e.currentTarget.checked })}
          />
          <Group>
            <Button type="submit" loading={saving}>{t("auditLog.settings.save")}</Button>
          </Group>
        </Stack>
      )}
    </form>
  );
}
