/** Login: e-mail and password, with the forgot-password link; returns to where the user was. */
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { errorsOf } from "../api/client.ts";
import { useAuth } from "../auth/auth_context.tsx";
import type { LoginState } from "../auth/require_auth.tsx";
import { AuthLayout } from "../components/auth_layout.tsx";
import { ErrorList } from "../components/error_list.tsx";
import { FullPageLoader } from "../components/full_page_loader.tsx";
import { useErrorText } from "../i18n/index.ts";
import { inactivityMinutes } from "../lib/meta.ts";

function safeTarget(from: string | undefined): string {
  // Only paths inside the admin; never "//host" or a full URL.
  return from && from.startsWith("/") && !from.startsWith("//") && !from.startsWith("/login")
    ? from
    : "/";
}

export function Login() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const target = safeTarget((location.state as LoginState | null)?.from);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [submitting, setSubmitting] = useState(false);

  const form = useForm({
    initialValues: { email: "", password: "" },
    validate: {
      email: (v) => v.trim() ? null : errorText({ property: "email", code: "V_01" }),
      password: (v) => v ? null : errorText({ property: "password", code: "V_01" }),
    },
  });

  if (auth.status === "unknown") return <FullPageLoader />;
  if (auth.status === "authenticated" && !submitting) return <Navigate to={target} replace />;

  async function submit(values: { email: string; password: string }) {
    setSubmitting(true);
    setErrors([]);
    try {
      await auth.login(values.email.trim(), values.password);
      navigate(target, { replace: true });
    } catch (err) {
      setErrors(errorsOf(err));
      form.setFieldValue("password", "");
    } finally {
      setSubmitting(false);
    }
  }

  const reason = auth.signOutReason;
  const notice = reason === "inactive"
    ? t("logout.inactive", { minutes: inactivityMinutes() })
    : reason === "expired"
    ? t("logout.sessionEnded")
    : reason === "logout"
    ? t("logout.done")
    : null;

  return (
    <AuthLayout title={t("auth.loginTitle")} intro={t("auth.loginIntro")}>
      {notice && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle aria-hidden />}
          role="status"
          withCloseButton
          closeButtonLabel={t("common.close")}
          onClose={auth.clearSignOutReason}
        >
          {notice}
        </Alert>
      )}
      <ErrorList errors={errors} />
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t("auth.email")}
            type="email"
            autoComplete="username"
            required
            data-autofocus
            {...form.getInputProps("email")}
          />
          <PasswordInput
            label={t("auth.password")}
            autoComplete="current-password"
            required
            {...form.getInputProps("password")}
          />
          <Button type="submit" fullWidth loading={submitting}>{t("auth.login")}</Button>
          <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
            {t("auth.forgotLink")}
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
