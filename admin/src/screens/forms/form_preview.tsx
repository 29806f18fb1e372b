/**
 * A live preview of the form being edited, as visitors will use it: every field with its label,
 * help text and characters left, checked on blur and on "Send" by the same rules as the public
 * site (lib/content/form_validation.ts), and the thank-you message the template ends on.
 */
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  charactersLeft,
  CHECKED,
  effectiveLimit,
  type FieldErrorCode,
  type FormField,
  validateField,
  validateForm,
} from "../../../../lib/content/form_validation.ts";
import { type Draft, fieldOf } from "./template_draft.ts";

const TEXT_INPUT_TYPE: Partial<Record<FormField["kind"], string>> = {
  email: "email",
  phone: "tel",
  number: "text",
  date: "date",
};

export function FormPreview({ draft }: { draft: Draft }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, FieldErrorCode>>({});
  const [view, setView] = useState<"form" | "thanks">("form");
  const prefix = useId();
  const entries = draft.fields.map((f) => ({ key: f.key, field: fieldOf(f) }));
  const fields = entries.map((e) => e.field);

  const setValue = (id: string, value: string) => setValues((v) => ({ ...v, [id]: value }));
  const check = (field: FormField) => {
    const code = validateField(field, values[field.id]);
    setErrors((e) => {
      const next = { ...e };
      if (code) next[field.id] = code;
      else delete next[field.id];
      return next;
    });
  };

  function send() {
    const found = validateForm(fields, values);
    setErrors(found);
    const first = fields.find((f) => found[f.id]);
    if (first) document.getElementById(`${prefix}-${first.id}`)?.focus();
    else setView("thanks");
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${prefix}-title`}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id={`${prefix}-title`}>{t("formAdmin.preview.title")}</Title>
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(v) =>
            setView(v as "form" | "thanks")}
          data={[
            { value: "form", label: t("formAdmin.preview.form") },
            { value: "thanks", label: t("formAdmin.preview.thanks") },
          ]}
          aria-label={t("formAdmin.preview.view")}
        />
      </Group>
      {view === "thanks"
        ? (
          <Stack gap="xs" role="status">
            <Text fw={700} size="lg">
              {draft.confirmationTitle || t("formAdmin.preview.noTitle")}
            </Text>
            <Text style={{ whiteSpace: "pre-line" }}>{draft.confirmationText}</Text>
          </Stack>
        )
        : (
          <Stack gap="sm">
            {fields.length === 0 && <Text c="dimmed">{t("formAdmin.noFields")}</Text>}
            {entries.map(({ key, field }) => (
              <PreviewField
                key={key}
                id={`${prefix}-${field.id}`}
                field={field}
                value={values[field.id] ?? ""}
                error={errors[field.id]}
                onChange={(v) => setValue(field.id, v)}
                onBlur={() =>
                  check(field)}
              />
            ))}
            {fields.length > 0 && (
              <div>
                <Button onClick={send}>{t("formAdmin.preview.send")}</Button>
              </div>
            )}
          </Stack>
        )}
    </Paper>
  );
}

interface PreviewFieldProps {
  id: string;
  field: FormField;
  value: string;
  error: FieldErrorCode | undefined;
  onChange(value: string): void;
  onBlur(): void;
}

function PreviewField({ id, field, value, error, onChange, onBlur }: PreviewFieldProps) {
  const { t } = useTranslation();
  const label = field.label || t(`formAdmin.kinds.${field.kind}`);
  const message = error ? t(`formAdmin.preview.errors.${error}`) : undefined;
  const common = {
    id,
    label,
    description: field.help || undefined,
    required: !field.optional,
    error: message,
    onBlur,
  };
  switch (field.kind) {
    case "long-text":
    case "short-text":
    case "email":
    case "phone":
    case "number":
    case "date": {
      const limit = effectiveLimit(field);
      const left = charactersLeft(field, value);
      const counter = field.limit !== null && (
        <Text size="xs" c={left < 0 ? "red" : "dimmed"} aria-live="polite">
          {t("formAdmin.preview.left", { count: left })}
        </Text>
      );
      return (
        <div>
          {field.kind === "long-text"
            ? (
              <Textarea
                {...common}
                value={value}
                onChange={(e) => onChange(e.currentTarget.value)}
                maxLength={limit}
                autosize
                minRows={3}
              />
            )
            : (
              <TextInput
                {...common}
                type={TEXT_INPUT_TYPE[field.kind] ?? "text"}
                inputMode={field.kind === "number" ? "decimal" : undefined}
                value={value}
                onChange={(e) => onChange(e.currentTarget.value)}
                maxLength={limit}
              />
            )}
          {counter}
        </div>
      );
    }
    case "select":
      return (
        <NativeSelect
          {...common}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          data={[{ value: "", label: t("formAdmin.preview.choose") }, ...field.options]}
        />
      );
    case "radio":
      return (
        <Radio.Group
          {...common}
          value={value}
          onChange={onChange}
        >
          <Stack gap={4} mt={4}>
            {field.options.map((o) => <Radio key={o} value={o} label={o} onBlur={onBlur} />)}
          </Stack>
        </Radio.Group>
      );
    case "checkbox":
    case "consent":
      return (
        <Checkbox
          id={id}
          checked={value === CHECKED}
          onChange={(e) => onChange(e.currentTarget.checked ? CHECKED : "")}
          onBlur={onBlur}
          error={message}
          description={field.help || undefined}
          label={
            <>
              {label}
              {field.kind === "consent" && field.link && (
                <>
                  {" "}
                  <Anchor href={field.link} target="_blank" rel="noopener noreferrer">
                    {field.linkText || field.link}
                  </Anchor>
                </>
              )}
              {!field.optional && <span aria-hidden="true">*</span>}
            </>
          }
        />
      );
  }
}
