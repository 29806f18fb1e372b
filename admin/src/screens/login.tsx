/**
 * Login: e-mail and password, with the forgot-password link; returns to where the user was. Two
 * fields held in plain state rather than a form library, which the sign-in screen's first load
 * would otherwise carry (issue 23). An account with two-factor sign-in on is asked for a code (or a
 * recovery code) next, on the same screen (issue 31). "Sign in with a passkey" signs in with a passkey
 * alone, and a passkey completes the second step too; the WebAuthn code loads only when it is
 * pressed (../auth/passkey_ceremonies.ts, through the auth context).
 */
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { errorsOf } from "../api/client.ts";
import { passkeyTrouble, useAuth } from "../auth/auth_context.tsx";
import { AuthLayout } from "../components/auth_layout.tsx";
import { ErrorList } from "../components/error_list.tsx";
import { FullPageLoader } from "../components/full_page_loader.tsx";
import { SingleSignOn } from "../components/single_sign_on.tsx";
import { useErrorText } from "../i18n/index.ts";
import { inactivityMinutes } from "../lib/meta.ts";

/** What the sign-in guard (../nav/require_auth.tsx) hands this screen: where to return to. */
export interface LoginState {
  from?: string;
}

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

  const [values, setValues] = useState({ email: "", password: "" });
  // Hidden with OIDC_ONLY until "Use a break-glass account" (../components/single_sign_on.tsx).
  const [passwordForm, setPasswordForm] = useState(true);
  // The second step: a code after the password, when the account has two-factor sign-in on.
  const [codeStep, setCodeStep] = useState(false);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | undefined>();
  // The second factors the account has ("totp", "recovery", "webauthn").
  const [factors, setFactors] = useState<string[]>([]);
  // The browser's refusal of a passkey (cancelled, unsupported), in words.
  const [trouble, setTrouble] = useState<string | null>(null);
  // A field's message shows from a refused submit until the field is changed.
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const field = (name: "email" | "password") => ({
    value: values[name],
    error: fieldErrors[name],
    onChange(event: ChangeEvent<HTMLInputElement>) {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setFieldErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  if (auth.status === "unknown") return <FullPageLoader />;
  if (auth.status === "authenticated" && !submitting) return <Navigate to={target} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const refused = {
      email: values.email.trim() ? undefined : errorText({ property: "email", code: "V_01" }),
      password: values.password ? undefined : errorText({ property: "password", code: "V_01" }),
    };
    setFieldErrors(refused);
    if (refused.email || refused.password) return;
    setSubmitting(true);
    setErrors([]);
    try {
      const answer = await auth.login(values.email.trim(), values.password);
      setValues((v) => ({ ...v, password: "" }));
      if ("pending" in answer) {
        setFactors(answer.secondFactor);
        return setCodeStep(true);
      }
      navigate(target, { replace: true });
    } catch (err) {
      setErrors(errorsOf(err));
      setValues((v) => ({ ...v, password: "" }));
    } finally {
      setSubmitting(false);
    }
  }

  async function passkey() {
    setSubmitting(true);
    setErrors([]);
    setTrouble(null);
    try {
      await auth.passkeySignIn();
      navigate(target, { replace: true });
    } catch (err) {
      const words = passkeyTrouble(err);
      if (words) setTrouble(t(words));
      else setErrors(errorsOf(err));
    } finally {
      setSubmitting(false);
    }
  }

  const passkeyButton = (label: string) => (
    <Button type="button" variant="default" fullWidth disabled={submitting} onClick={passkey}>
      {label}
    </Button>
  );
  const troubleText = trouble && <Text size="sm" c="red.9" role="alert">{trouble}</Text>;

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setCodeError(errorText({ property: "code", code: "V_01" }));
    setSubmitting(true);
    setErrors([]);
    try {
      await auth.completeSignIn(code.trim());
      navigate(target, { replace: true });
    } catch (err) {
      const found = errorsOf(err);
      setErrors(found);
      setCode("");
      // The pending step is over (expired, or locked): back to the password.
      if (found.some((e) => e.code === "AUTH_06" || e.code === "AUTH_03")) setCodeStep(false);
    } finally {
      setSubmitting(false);
    }
  }

  if (codeStep) {
    const withCode = factors.includes("totp");
    return (
      <AuthLayout
        title={t("auth.codeTitle")}
        intro={withCode ? t("auth.codeIntro") : t("auth.passkeyIntro")}
      >
        <ErrorList errors={errors} />
        {troubleText}
        <form onSubmit={submitCode} noValidate>
          <Stack gap="md">
            {withCode && (
              <>
                <TextInput
                  label={t("auth.code")}
                  description={t("auth.codeHint")}
                  inputWrapperOrder={["label", "input", "description", "error"]}
                  autoComplete="one-time-code"
                  required
                  data-autofocus
                  autoFocus
                  value={code}
                  error={codeError}
                  onChange={(e) => {
                    setCode(e.currentTarget.value);
                    setCodeError(undefined);
                  }}
                />
                <Button type="submit" fullWidth loading={submitting}>{t("auth.verify")}</Button>
              </>
            )}
            {factors.includes("webauthn") && passkeyButton(t("auth.usePasskey"))}
            <Anchor
              component="button"
              type="button"
              size="sm"
              ta="center"
              onClick={() => {
                setCodeStep(false);
                setErrors([]);
                setTrouble(null);
              }}
            >
              {t("auth.startOver")}
            </Anchor>
          </Stack>
        </form>
      </AuthLayout>
    );
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
      {troubleText}
      <SingleSignOn onPasswordForm={setPasswordForm} />
      <form onSubmit={submit} noValidate hidden={!passwordForm}>
        <Stack gap="md">
          <TextInput
            label={t("auth.email")}
            type="email"
            autoComplete="username"
            required
            data-autofocus
            {...field("email")}
          />
          <PasswordInput
            label={t("auth.password")}
            autoComplete="current-password"
            required
            {...field("password")}
          />
          <Button type="submit" fullWidth loading={submitting}>{t("auth.login")}</Button>
          {passkeyButton(t("auth.passkeySignIn"))}
          <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
            {t("auth.forgotLink")}
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
