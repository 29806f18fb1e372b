/**
 * The form-template editor (/cmsadmin/forms/new and /cmsadmin/forms/{id}, manage-forms): the
 * template's name, receiving e-mail address, confirmation title and text, its ordered fields
 * (field_list.tsx) and a live preview. Saving sends the whole template with the revision it was
 * loaded with: when someone saved in between (PM_02) the screen offers to reload; errors are
 * shown on the setting or field they are about. Leaving with unsaved changes asks first.
 */
import { useSaveShortcut } from "../../hooks/use_save_shortcut.ts";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconDeviceFloppy, IconInbox, IconRefresh } from "@tabler/icons-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { MAX_TEXT } from "../../../../lib/content/fields.ts";
import { MAX_CONFIRMATION_TEXT, MAX_FIELDS } from "../../../../lib/content/forms.ts";
import { ApiError, errorsOf } from "../../api/client.ts";
import {
  createFormTemplate,
  type FormTemplate,
  type FormTemplateUse,
  getFormTemplate,
  updateFormTemplate,
} from "../../api/forms.ts";
import { ErrorList } from "../../components/error_list.tsx";
import { useErrorText } from "../../i18n/index.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { UnsavedGuard } from "../../components/unsaved_guard.tsx";
import { fieldLabelInputID } from "./field_card.tsx";
import { FieldList } from "./field_list.tsx";
import { FormPreview } from "./form_preview.tsx";
import {
  bodyOf,
  type Draft,
  type DraftErrors,
  type DraftField,
  draftOf,
  errorsStillTrue,
  isDirty,
  placeErrors,
} from "./template_draft.ts";
import { IconTextButton } from "../../components/icon_text_button.tsx";

interface Loaded {
  template: FormTemplate | null;
  /** The draft as stored: unsaved changes are the difference. */
  stored: Draft;
  usedBy: FormTemplateUse[];
}

const NO_ERRORS: DraftErrors = { settings: {}, fields: new Map(), other: [] };

/**
 * What an error about the field list as a whole means, in the screen's words: no field, too
 * many, or together able to hold more than one submission may (lib/content/forms.ts).
 */
function listProblem(e: ApiErrorItem): string | null {
  if (e.property !== "fields") return null;
  if (e.code === "V_01") return "formAdmin.needsField";
  if (e.code === "V_14") return "formAdmin.tooLarge";
  if (e.code === "V_12") return "formAdmin.tooManyFields";
  return null;
}

export function FormEditor() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const param = useParams().id ?? "new";
  const id = param === "new" ? null : Number(param);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [draft, setDraft] = useState<Draft>(() => draftOf(null));
  const [loadErrors, setLoadErrors] = useState<ApiErrorItem[]>([]);
  const [saveErrors, setErrors] = useState<DraftErrors>(NO_ERRORS);
  // The draft the errors were answered for: an error shows only while its value is unchanged.
  const [errorsSent, setErrorsSent] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [reloadToken, setReloadToken] = useState(0);
  const [created, setCreated] = useState<number | null>(null);
  useDocumentTitle(
    `${loaded?.template?.name ?? t("formAdmin.newTitle")} · ${t("formAdmin.title")} · ${
      t("app.name")
    }`,
  );

  useEffect(() => {
    if (id === null) {
      const empty = draftOf(null);
      setLoaded({ template: null, stored: empty, usedBy: [] });
      setDraft(empty);
      return;
    }
    if (!Number.isSafeInteger(id)) {
      setLoadErrors([{ property: "id", code: "NF_01" }]);
      return;
    }
    // Just created here: what was saved is what is shown.
    if (loaded?.template?.id === id && reloadToken === 0) return;
    const abort = new AbortController();
    setLoadErrors([]);
    getFormTemplate(id, abort.signal).then(({ template, usedBy }) => {
      const stored = draftOf(template);
      setLoaded({ template, stored, usedBy });
      setDraft(stored);
      setErrors(NO_ERRORS);
      setConflict(false);
    }, (err) => !abort.signal.aborted && setLoadErrors(errorsOf(err)));
    return () => abort.abort();
    // `loaded` is read only to skip the load right after a create.
  }, [id, reloadToken]);

  // After a create, the address becomes the template's own (once it is no longer unsaved).
  useEffect(() => {
    if (created !== null) navigate(`/forms/${created}`, { replace: true });
  }, [created, navigate]);

  const dirty = !!loaded && isDirty(draft, loaded.stored);
  const setFields = useCallback((update: (fields: DraftField[]) => DraftField[]) => {
    setDraft((d) => ({ ...d, fields: update(d.fields) }));
  }, []);

  async function save() {
    if (!loaded || saving) return;
    setSaving(true);
    const sent = draft;
    try {
      const saved = loaded.template
        ? await updateFormTemplate(loaded.template.id, bodyOf(sent), loaded.template.revision)
        : await createFormTemplate(bodyOf(sent));
      // The draft keeps its client keys (and edits made while saving stay unsaved).
      setLoaded({ template: saved, stored: sent, usedBy: loaded.usedBy });
      setErrors(NO_ERRORS);
      notifySuccess(t("formAdmin.saved", { name: saved.name }));
      if (!loaded.template) setCreated(saved.id);
    } catch (err) {
      if (err instanceof ApiError && err.has("PM_02")) {
        setConflict(true);
      } else {
        const placed = placeErrors(errorsOf(err), sent.fields);
        setErrors(placed);
        setErrorsSent(sent);
        const firstSetting = Object.keys(placed.settings)[0];
        const firstField = [...placed.fields.keys()][0];
        const target = firstSetting
          ? document.getElementById(`form-setting-${firstSetting}`)
          : firstField
          ? document.getElementById(fieldLabelInputID(firstField))
          : null;
        target?.scrollIntoView({ block: "center" });
        target?.focus({ preventScroll: true });
      }
    } finally {
      setSaving(false);
    }
  }
  useSaveShortcut(() => void save());

  const errors = errorsSent ? errorsStillTrue(saveErrors, errorsSent, draft) : saveErrors;
  const settingError = (property: string, label: string) => {
    const item = errors.settings[property];
    return item ? errorText({ code: item.code, property: label }) : undefined;
  };
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  if (loadErrors.length > 0) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t("formAdmin.title")}</Title>
        <ErrorList errors={loadErrors} title={t("formAdmin.loadFailed")} />
        <Anchor component={Link} to="/forms">{t("formAdmin.backToOverview")}</Anchor>
      </Stack>
    );
  }
  if (!loaded) return <Loader size="sm" aria-label={t("app.loading")} />;

  const template = loaded.template;
  return (
    <Stack gap="lg">
      <UnsavedGuard dirty={dirty} message={t("formAdmin.unsavedMessage")} />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Anchor component={Link} to="/forms" size="sm">{t("formAdmin.backToOverview")}</Anchor>
          <Title order={1}>{template ? template.name : t("formAdmin.newTitle")}</Title>
        </div>
        <Group gap="sm">
          {dirty && (
            <Badge color="orange" variant="dot" tt="none" role="status">
              {t("formAdmin.unsaved")}
            </Badge>
          )}
          {template && (
            <Button
              component={Link}
              to={`/forms/${template.id}/submissions`}
              variant="default"
              leftSection={<IconInbox size={16} aria-hidden />}
            >
              {t("formAdmin.submissions")}
            </Button>
          )}
          <IconTextButton icon={IconDeviceFloppy} onClick={() => void save()} loading={saving}>
            {t("common.save")}
          </IconTextButton>
        </Group>
      </Group>
      {conflict && (
        <Alert color="red" role="alert" title={t("formAdmin.conflict.title")}>
          <Stack gap="xs">
            <Text size="sm">{t("formAdmin.conflict.message")}</Text>
            <div>
              <IconTextButton
                icon={IconRefresh}
                size="xs"
                variant="light"
                color="red"
                onClick={() => setReloadToken((n) => n + 1)}
              >
                {t("formAdmin.conflict.reload")}
              </IconTextButton>
            </div>
          </Stack>
        </Alert>
      )}
      <ErrorList
        errors={errors.other.filter((e) => !listProblem(e))}
        title={t("formAdmin.saveFailed")}
      />
      {errors.other.map(listProblem).filter(Boolean).map((key) => (
        <Alert key={key} color="red" role="alert" title={t("formAdmin.saveFailed")}>
          {t(key!, { max: MAX_FIELDS })}
        </Alert>
      ))}
      <ErrorCount count={Object.keys(errors.settings).length + errors.fields.size} />
      {loaded.usedBy.length > 0 && (
        <Text size="sm" c="dimmed">
          {t("formAdmin.usedOn", { count: loaded.usedBy.length })}{" "}
          {loaded.usedBy.map((p, i) => (
            <span key={p.pageID}>
              {i > 0 && ", "}
              <Anchor component={Link} to={`/page/${p.pageID}`}>{p.title}</Anchor>
            </span>
          ))}
        </Text>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <Paper
              withBorder
              radius="md"
              p="md"
              component="section"
              aria-labelledby="form-settings"
            >
              <Title order={2} size="h4" id="form-settings" mb="sm">
                {t("formAdmin.settings")}
              </Title>
              <Stack gap="sm">
                <TextInput
                  id="form-setting-name"
                  label={t("formAdmin.name")}
                  value={draft.name}
                  onChange={(e) => set({ name: e.currentTarget.value })}
                  maxLength={MAX_TEXT}
                  required
                  error={settingError("name", t("formAdmin.name"))}
                />
                <TextInput
                  id="form-setting-receiverEmail"
                  type="email"
                  label={t("formAdmin.receiverEmail")}
                  description={t("formAdmin.receiverEmailHint")}
                  value={draft.receiverEmail}
                  onChange={(e) => set({ receiverEmail: e.currentTarget.value })}
                  maxLength={MAX_TEXT}
                  required
                  error={settingError("receiverEmail", t("formAdmin.receiverEmail"))}
                />
                <TextInput
                  id="form-setting-confirmationTitle"
                  label={t("formAdmin.confirmationTitle")}
                  description={t("formAdmin.confirmationHint")}
                  value={draft.confirmationTitle}
                  onChange={(e) => set({ confirmationTitle: e.currentTarget.value })}
                  maxLength={MAX_TEXT}
                  required
                  error={settingError("confirmationTitle", t("formAdmin.confirmationTitle"))}
                />
                <Textarea
                  id="form-setting-confirmationText"
                  label={t("formAdmin.confirmationText")}
                  value={draft.confirmationText}
                  onChange={(e) => set({ confirmationText: e.currentTarget.value })}
                  maxLength={MAX_CONFIRMATION_TEXT}
                  autosize
                  minRows={3}
                  error={settingError("confirmationText", t("formAdmin.confirmationText"))}
                />
              </Stack>
            </Paper>
            <section aria-labelledby="form-fields">
              <Title order={2} size="h4" id="form-fields" mb="sm">{t("formAdmin.fields")}</Title>
              <FieldList fields={draft.fields} errors={errors.fields} onChange={setFields} />
            </section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <div style={{ position: "sticky", top: 16 }}>
            <FormPreview draft={draft} />
          </div>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** How many settings and fields need attention after a failed save (announced). */
function ErrorCount({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {t("formAdmin.errorCount", { count })}
    </Alert>
  );
}
