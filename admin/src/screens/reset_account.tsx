/**
 * Reset password and activate account: both set a password with the token from an e-mail link
 * (?token=…), then point to the login screen.
 */
import { Alert, Anchor, Button, PasswordInput, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { resetAccount } from "../api/auth.ts";
import { errorsOf } from "../api/client.ts";
import { AuthLayout } from "../components/auth_layout.tsx";
import { ErrorList } from "../components/error_list.tsx";
import { useErrorText } from "../i18n/index.ts";
import { splitErrors } from "../lib/form_errors.ts";

export function ResetAccount({ mode }: { mode: "reset" | "activate" }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [done, setDone] = useState(false);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    initialValues: { password: "", confirm: "" },
    validate: {
      password: (v) => v ? null : errorText({ property: "password", code: "V_01" }),
      confirm: (v, values) =>
        !v
          ? errorText({ property: "confirm", code: "V_01" })
          : v === values.password
          ? null
          : errorText({ property: "password", code: "V_03" }),
    },
  });

  async function submit(values: { password: string; confirm: string }) {
    setSubmitting(true);
    setErrors([]);
    try {
      await resetAccount(values.password, values.confirm, token);
      setDone(true);
    } catch (err) {
      const { fieldErrors, otherErrors } = splitErrors(errorsOf(err), ["password", "confirm"]);
      for (const [field, error] of Object.entries(fieldErrors)) {
        form.setFieldError(field, errorText(error));
      }
      setErrors(otherErrors);
    } finally {
      setSubmitting(false);
    }
  }

  const activate = mode === "activate";
  const title = activate ? t("auth.activateTitle") : t("auth.resetTitle");
  const intro = activate ? t("auth.activateIntro") : t("auth.resetIntro");

  if (done) {
    return (
      <AuthLayout title={title}>
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
          {activate ? t("auth.activateDone") : t("auth.resetDone")}
        </Alert>
        <Button component={Link} to="/login" fullWidth>{t("auth.goToLogin")}</Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={title} intro={intro}>
      {!token && <ErrorList errors={[{ property: "token", code: "V_04" }]} />}
      {!token && <Alert color="gray" variant="light">{t("auth.missingToken")}</Alert>}
      <ErrorList errors={errors} />
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={t("auth.newPassword")}
            description={t("auth.passwordHint")}
            autoComplete="new-password"
            required
            data-autofocus
            disabled={!token}
            {...form.getInputProps("password")}
          />
          <PasswordInput
            label={t("auth.confirmPassword")}
            autoComplete="new-password"
            required
            disabled={!token}
            {...form.getInputProps("confirm")}
          />
          <Button type="submit" fullWidth loading={submitting} disabled={!token}>
            {activate ? t("auth.activate") : t("auth.setPassword")}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/login" size="sm" ta="center">{t("auth.backToLogin")}</Anchor>
    </AuthLayout>
  );
}
