/**
 * Two-factor sign-in of one's own account (issue 31): turning it on — the password, then the QR
 * code (and its key as text) with a code from the app, then the recovery codes, shown once — and
 * turning it off with the password. Used by Settings and by the set-up a role requires
 * (../screens/settings.tsx, `required`). The user is marked as having it only once the recovery
 * codes were acknowledged, so the required set-up does not vanish before they are seen.
 */
import {
  Box,
  Button,
  Code,
  CopyButton,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { totpConfirm, totpDisable, type TotpSetup, totpSetup } from "../api/two_factor.ts";
import { errorsOf } from "../api/client.ts";
import { useAuth } from "../auth/auth_context.tsx";
import { ErrorList } from "./error_list.tsx";
import { notifySuccess } from "../lib/notify.ts";

type Step =
  | { kind: "idle" }
  | { kind: "password" }
  | { kind: "scan"; setup: TotpSetup }
  | { kind: "codes"; codes: string[] };

/** The set-up, from the password to the recovery codes. `startOpen`: skip the start button. */
export function TwoFactorSetup({ startOpen = false }: { startOpen?: boolean }) {
  const { t, i18n } = useTranslation();
  const { user, setUser } = useAuth();
  const [step, setStep] = useState<Step>({ kind: startOpen ? "password" : "idle" });
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setErrors([]);
    try {
      await work();
    } catch (err) {
      setErrors(errorsOf(err));
    } finally {
      setBusy(false);
    }
  }

  function startSetup(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      const setup = await totpSetup(password);
      setPassword("");
      setStep({ kind: "scan", setup });
    });
  }

  function confirm(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      const codes = await totpConfirm(code.trim());
      setCode("");
      setStep({ kind: "codes", codes });
    });
  }

  function acknowledge() {
    if (user) setUser({ ...user, secondFactor: true });
    setStep({ kind: "idle" });
    notifySuccess(i18n.t("twoFactor.enabled"));
  }

  if (step.kind === "idle") {
    return (
      <Group>
        <Button onClick={() => setStep({ kind: "password" })}>{t("twoFactor.start")}</Button>
      </Group>
    );
  }

  if (step.kind === "password") {
    return (
      <form onSubmit={startSetup} noValidate>
        <Stack gap="md" maw={420}>
          <ErrorList errors={errors} />
          <PasswordInput
            label={t("twoFactor.password")}
            description={t("twoFactor.passwordToStart")}
            inputWrapperOrder={["label", "input", "description", "error"]}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            data-autofocus
          />
          <StepButtons
            submit={t("twoFactor.continue")}
            busy={busy}
            onCancel={startOpen ? null : () => setStep({ kind: "idle" })}
          />
        </Stack>
      </form>
    );
  }

  if (step.kind === "scan") {
    return (
      <form onSubmit={confirm} noValidate>
        <Stack gap="md">
          <Text size="sm">{t("twoFactor.scan")}</Text>
          <Group align="flex-start" gap="lg">
            <Box
              role="img"
              aria-label={t("twoFactor.qrLabel")}
              w={200}
              h={200}
              style={{ flexShrink: 0 }}
              // Drawn by the server from the otpauth URL (lib/auth/totp.ts): paths only, ours.
              dangerouslySetInnerHTML={{ __html: step.setup.qrSvg }}
            />
            <Stack gap={4} style={{ minWidth: 0, flex: "1 1 220px" }}>
              <Text size="sm" fw={500} id="totp-secret-label">{t("twoFactor.secretLabel")}</Text>
              <Code
                block
                aria-labelledby="totp-secret-label"
                data-testid="totp-secret"
                style={{ wordBreak: "break-all", fontSize: 15 }}
              >
                {step.setup.secret.replace(/(.{4})/g, "$1 ").trim()}
              </Code>
            </Stack>
          </Group>
          <ErrorList errors={errors} />
          <TextInput
            label={t("twoFactor.code")}
            description={t("twoFactor.codeHint")}
            inputWrapperOrder={["label", "input", "description", "error"]}
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            maw={240}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
          />
          <StepButtons
            submit={t("twoFactor.confirm")}
            busy={busy}
            onCancel={startOpen ? null : () => setStep({ kind: "idle" })}
          />
        </Stack>
      </form>
    );
  }

  return (
    <Stack gap="md">
      <div>
        <Title order={3} size="h4">{t("twoFactor.codesTitle")}</Title>
        <Text size="sm" c="dimmed">{t("twoFactor.codesIntro")}</Text>
      </div>
      <SimpleGrid
        cols={{ base: 1, xs: 2 }}
        spacing={4}
        component="ul"
        aria-label={t("twoFactor.codesTitle")}
        style={{ listStyle: "none", padding: 0, margin: 0, maxWidth: 360 }}
      >
        {step.codes.map((c) => (
          <li key={c}>
            <Code fz="md">{c}</Code>
          </li>
        ))}
      </SimpleGrid>
      <Group>
        <CopyButton value={step.codes.join("\n")}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t("twoFactor.copied") : t("twoFactor.copy")}
            </Button>
          )}
        </CopyButton>
        <Button onClick={acknowledge}>{t("twoFactor.codesDone")}</Button>
      </Group>
    </Stack>
  );
}

/** Turning one's own two-factor sign-in off, with the password. */
export function TwoFactorDisable() {
  const { t, i18n } = useTranslation();
  const { user, setUser } = useAuth();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors([]);
    try {
      await totpDisable(password);
      setPassword("");
      if (user) setUser({ ...user, secondFactor: false });
      notifySuccess(i18n.t("twoFactor.disabled"));
    } catch (err) {
      setErrors(errorsOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={420}>
        <Text size="sm">{t("twoFactor.isOn")}</Text>
        <ErrorList errors={errors} />
        <PasswordInput
          label={t("twoFactor.password")}
          description={t("twoFactor.disableIntro")}
          inputWrapperOrder={["label", "input", "description", "error"]}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Group>
          <Button type="submit" color="red" variant="light" loading={busy}>
            {t("twoFactor.disable")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A set-up step's submit button, and Cancel unless the set-up is required (nothing to go back to). */
function StepButtons(
  { submit, busy, onCancel }: { submit: string; busy: boolean; onCancel: (() => void) | null },
) {
  const { t } = useTranslation();
  return (
    <Group>
      <Button type="submit" loading={busy}>{submit}</Button>
      {onCancel && <Button variant="default" onClick={onCancel}>{t("twoFactor.cancel")}</Button>}
    </Group>
  );
}
