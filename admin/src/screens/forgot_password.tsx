/** Forgot password: always the same neutral confirmation, so it reveals no accounts. */
import { Alert, Anchor, Button, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconMailCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { forgotPassword } from "../api/auth.ts";
import { errorsOf } from "../api/client.ts";
import { AuthLayout } from "../components/auth_layout.tsx";
import { ErrorList } from "../components/error_list.tsx";
import { useErrorText } from "../i18n/index.ts";
import { accountEmailError } from "../lib/account_fields.ts";

export function ForgotPassword() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    initialValues: { email: "" },
    validate: {
      email: (v) => accountEmailError(errorText, v),
    },
  });

  async function submit({ email }: { email: string }) {
    setSubmitting(true);
    setErrors([]);
    try {
      await forgotPassword(email.trim());
      setSent(true);
    } catch (err) {
      setErrors(errorsOf(err));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout title={t("auth.forgotTitle")} intro={sent ? undefined : t("auth.forgotIntro")}>
      {sent
        ? (
          <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden />} role="status">
            {t("auth.forgotSent")}
          </Alert>
        )
        : (
          <form onSubmit={form.onSubmit(submit)} noValidate>
            <Stack gap="md">
              <ErrorList errors={errors} />
              <TextInput
                label={t("auth.email")}
                type="email"
                autoComplete="email"
                required
                data-autofocus
                {...form.getInputProps("email")}
              />
              <Button type="submit" fullWidth loading={submitting}>{t("auth.send")}</Button>
            </Stack>
          </form>
        )}
      <Anchor component={Link} to="/login" size="sm" ta="center">{t("auth.backToLogin")}</Anchor>
    </AuthLayout>
  );
}
