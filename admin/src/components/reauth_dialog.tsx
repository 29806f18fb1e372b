/**
 * The password asked again before a sensitive action (the server's 403 AUTH_REAUTH): drawn by
 * ./reauth_host.tsx when a call asks for it, so whatever the user was doing — saving a role,
 * deleting a user, downloading the export — goes on once they confirm, and is dropped (with the
 * server's refusal shown by the screen) if they cancel. A code of the second factor, or a passkey,
 * proves it as well.
 */
import { Anchor, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorsOf } from "../api/client.ts";
import { reauth } from "../api/sessions.ts";
import { passkeyLoginOptions } from "../api/auth.ts";
import { passkeyReauth } from "../api/passkeys.ts";
import { useErrorText } from "../i18n/index.ts";
import { passkeyTrouble, useAuth } from "../auth/auth_context.tsx";

export function ReauthDialog({ onDone }: { onDone(proved: boolean): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { user } = useAuth();
  // With a second factor on, a code from it proves as much as the password.
  const [withCode, setWithCode] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const finish = onDone;

  // A passkey proves it too (its WebAuthn code loads only when chosen).
  async function withPasskey() {
    setBusy(true);
    setError(null);
    try {
      const [options, { usePasskey }] = await Promise.all([
        passkeyLoginOptions(),
        import("../auth/passkey_ceremonies.ts"),
      ]);
      await passkeyReauth(await usePasskey(options));
      finish(true);
    } catch (err) {
      const words = passkeyTrouble(err);
      setError(words ? t(words) : errorText(errorsOf(err)[0]));
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = password.trim();
    if (!value) {
      setError(errorText({ property: withCode ? "code" : "password", code: "V_01" }));
      return;
    }
    setBusy(true);
    try {
      await reauth(withCode ? { code: value } : { password });
      finish(true);
    } catch (err) {
      setError(errorText(errorsOf(err)[0]));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened
      onClose={() => finish(false)}
      title={t("reauth.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t("reauth.intro")}</Text>
          {withCode
            ? (
              <TextInput
                key="code"
                label={t("reauth.code")}
                autoComplete="one-time-code"
                data-autofocus
                autoFocus
                required
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                error={error}
              />
            )
            : (
              <PasswordInput
                key="password"
                label={t("reauth.password")}
                autoComplete="current-password"
                data-autofocus
                required
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                error={error}
              />
            )}
          {user?.secondFactor && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setWithCode(!withCode);
                setPassword("");
                setError(null);
              }}
            >
              {withCode ? t("reauth.usePassword") : t("reauth.useCode")}
            </Anchor>
          )}
          {(user?.passkeys ?? 0) > 0 && (
            <Anchor component="button" type="button" size="sm" onClick={withPasskey}>
              {t("reauth.usePasskey")}
            </Anchor>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => finish(false)}>{t("common.cancel")}</Button>
            <Button type="submit" loading={busy}>{t("reauth.confirm")}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
