/**
 * How long submissions are kept (days, default 365): older ones are deleted by the hourly
 * collector. One setting for every form.
 */
import { Button, Group, NumberInput, Paper, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { DEFAULT_RETENTION_DAYS, MAX_RETENTION_DAYS } from "../../../../lib/content/forms.ts";
import { errorsOf } from "../../api/client.ts";
import { getFormsSettings, saveFormsSettings } from "../../api/forms.ts";
import { ErrorList } from "../../components/error_list.tsx";
import { notifySuccess } from "../../lib/notify.ts";

export function RetentionSetting() {
  const { t } = useTranslation();
  const [days, setDays] = useState<number | "">("");
  const [stored, setStored] = useState<number | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    getFormsSettings(abort.signal).then((s) => {
      setStored(s.retentionDays);
      setDays(s.retentionDays);
    }, (err) => !abort.signal.aborted && setErrors(errorsOf(err)));
    return () => abort.abort();
  }, []);

  async function save() {
    if (days === "") return;
    setSaving(true);
    setErrors([]);
    try {
      const saved = await saveFormsSettings({ retentionDays: days });
      setStored(saved.retentionDays);
      notifySuccess(t("submissionAdmin.retention.saved", { count: saved.retentionDays }));
    } catch (err) {
      setErrors(errorsOf(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="retention-title">
      <Title order={2} size="h4" id="retention-title">{t("submissionAdmin.retention.title")}</Title>
      <Text size="sm" c="dimmed" mt={4} mb="sm">
        {t("submissionAdmin.retention.intro", { count: DEFAULT_RETENTION_DAYS })}
      </Text>
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={t("submissionAdmin.retention.days")}
          value={days}
          onChange={(v) => setDays(typeof v === "number" ? v : "")}
          min={1}
          max={MAX_RETENTION_DAYS}
          allowDecimal={false}
          allowNegative={false}
          w={280}
          disabled={stored === null}
        />
        <Button
          onClick={() => void save()}
          loading={saving}
          disabled={days === "" || days === stored}
          variant="light"
        >
          {t("common.save")}
        </Button>
      </Group>
      <ErrorList errors={errors} />
    </Paper>
  );
}
