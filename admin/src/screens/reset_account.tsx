/**
 * Reset password and activate account: both set a password with the token from an e-mail link
 * (?token=…), then point to the login screen. The token is checked when the screen opens, so a
 * used or expired link says so at once, with the way forward, instead of showing a form that
 * can only fail. Each attempt starts without the previous attempt's errors.
 */
import { Alert, Anchor, Button, Group, Loader, PasswordInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconCircleCheck, IconLinkOff } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { checkToken, resetAccount } from "../api/auth.ts";
import { errorsOf } from "../api/client.ts";
import { AuthLayout } from "../components/auth_layout.tsx";
import { ErrorList } from "../components/error_list.tsx";
import { useErrorText } from "../i18n/index.ts";
import { showFieldErrors } from "../lib/form_errors.ts";

export function ResetAccount({ mode }: { mode: "reset" | "activate" }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [done, setDone] = useState(false);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [submitting, setSubmitting] = useState(false);
  /** null while the link is being checked. */
  const [linkValid, setLinkValid] = useState<boolean | null>(token ? null : false);
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

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    checkToken(token, controller.signal).then(
      (valid) => !controller.signal.aborted && setLinkValid(valid),
      // The check could not be made (offline, say): let the form try; it reports the outcome.
      () => !controller.signal.aborted && setLinkValid(true),
    );
    return () => controller.abort();
  }, [token]);

  /** A new attempt: nothing of the last one's errors stays up. */
  function startAttempt() {
    setErrors([]);
    form.clearErrors();
  }

  async function submit(values: { password: string; confirm: string }) {
    setSubmitting(true);
    setErrors([]);
    try {
      await resetAccount(values.password, values.confirm, token);
      setDone(true);
    } catch (err) {
      const otherErrors = showFieldErrors(form, errorsOf(err), ["password", "confirm"], errorText);
      // A link spent or expired meanwhile: say so the way the screen does on opening.
      if (otherErrors.some((e) => e.code === "V_04" || e.code === "V_05")) setLinkValid(false);
      else setErrors(otherErrors);
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

  if (linkValid === null) {
    return (
      <AuthLayout title={title}>
        <Group justify="center" py="md" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm" c="dimmed">{t("auth.checkingLink")}</Text>
        </Group>
      </AuthLayout>
    );
  }

  if (!linkValid) {
    return (
      <AuthLayout title={title}>
        <Alert
          color="orange"
          variant="light"
          icon={<IconLinkOff aria-hidden />}
          role="alert"
          title={token ? t("auth.linkInvalidTitle") : undefined}
        >
          {!token
            ? t("auth.missingToken")
            : activate
            ? t("auth.activateLinkInvalid")
            : t("auth.resetLinkInvalid")}
        </Alert>
        {activate
          ? (
            <>
              <Button component={Link} to="/login" fullWidth>{t("auth.goToLogin")}</Button>
              <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
                {t("auth.forgotLink")}
              </Anchor>
            </>
          )
          : (
            <>
              <Button component={Link} to="/forgot-password" fullWidth>
                {t("auth.requestNewLink")}
              </Button>
              <Anchor component={Link} to="/login" size="sm" ta="center">
                {t("auth.backToLogin")}
              </Anchor>
            </>
          )}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={title} intro={intro}>
      <ErrorList errors={errors} />
      <form
        onSubmit={(event) => {
          startAttempt();
          form.onSubmit(submit)(event);
        }}
        noValidate
      >
        <Stack gap="md">
          <PasswordInput
            label={t("auth.newPassword")}
            description={t("auth.passwordHint")}
            autoComplete="new-password"
            required
            data-autofocus
            {...form.getInputProps("password")}
          />
          <PasswordInput
            label={t("auth.confirmPassword")}
            autoComplete="new-password"
            required
            {...form.getInputProps("confirm")}
          />
          <Button type="submit" fullWidth loading={submitting}>
            {activate ? t("auth.activate") : t("auth.setPassword")}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/login" size="sm" ta="center">{t("auth.backToLogin")}</Anchor>
    </AuthLayout>
  );
}
