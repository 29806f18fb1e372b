/**
 * Settings → Passkeys (issue 31): the user's passkeys with when each was added and last used,
 * "Add a passkey" (a name, then the browser's own dialog), rename and remove (confirmed). The
 * WebAuthn code loads only when a passkey is added (../auth/passkey_ceremonies.ts). Each change
 * is a sensitive action: the API client asks for the proof again when it is old. Also drawn on
 * the set-up a role requires, where a passkey meets the requirement.
 */
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorsOf } from "../api/client.ts";
import { useLoaded } from "../hooks/use_loaded.ts";
import { sessionUser } from "../api/auth.ts";
import {
  listPasskeys,
  type Passkey,
  registerPasskey,
  registrationOptions,
  removePasskey,
  renamePasskey,
} from "../api/passkeys.ts";
import { passkeyTrouble, useAuth } from "../auth/auth_context.tsx";
import { DateTime } from "../components/date_time.tsx";
import { ErrorList } from "../components/error_list.tsx";
import { useErrorText } from "../i18n/index.ts";
import { notifySuccess } from "../lib/notify.ts";
import { SettingsList, SettingsListItem, SettingsSection } from "./settings_section.tsx";
import { confirmAction } from "../components/confirm_action.tsx";

export function PasskeysSection({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const auth = useAuth();
  const { value: passkeys, errors, setErrors, load } = useLoaded(
    listPasskeys,
  );
  const [trouble, setTrouble] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState<Passkey | null>(null);

  /** The list and the signed-in user (whose passkey count decides the second factor) anew. */
  async function refresh() {
    await load();
    auth.setUser(await sessionUser());
  }

  function failed(err: unknown) {
    const words = passkeyTrouble(err);
    if (words) setTrouble(t(words));
    else setErrors(errorsOf(err));
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setNameError(errorText({ property: "name", code: "V_01" }));
    setBusy(true);
    setErrors([]);
    setTrouble(null);
    try {
      const [options, { createPasskey }] = await Promise.all([
        registrationOptions(),
        import("../auth/passkey_ceremonies.ts"),
      ]);
      await registerPasskey(name.trim(), await createPasskey(options));
      setAdding(false);
      notifySuccess(t("passkeys.added"));
      await refresh();
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  }

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (!renaming) return;
    if (!name.trim()) return setNameError(errorText({ property: "name", code: "V_01" }));
    setBusy(true);
    try {
      await renamePasskey(renaming.id, name.trim());
      setRenaming(null);
      notifySuccess(t("passkeys.renamed"));
      await load();
    } catch (err) {
      setNameError(errorText(errorsOf(err)[0]));
    } finally {
      setBusy(false);
    }
  }

  function confirmRemove(passkey: Passkey) {
    confirmAction(t, {
      title: t("passkeys.removeTitle"),
      message: t("passkeys.removeMessage", { name: passkey.name }),
      confirm: t("passkeys.remove"),
      run: async () => {
        await removePasskey(passkey.id);
        notifySuccess(t("passkeys.removed"));
        await refresh();
      },
      onErrors: setErrors,
    });
  }

  const nameField = (
    <TextInput
      label={t("passkeys.nameLabel")}
      description={t("passkeys.nameHint")}
      inputWrapperOrder={["label", "input", "description", "error"]}
      required
      maxLength={60}
      data-autofocus
      value={name}
      error={nameError}
      onChange={(e) => {
        setName(e.currentTarget.value);
        setNameError(undefined);
      }}
    />
  );

  const body = (
    <>
      <ErrorList errors={errors} onClose={() => setErrors([])} />
      {trouble && <Text size="sm" c="red.9" role="alert">{trouble}</Text>}
      {passkeys === null
        ? errors.length === 0 && <Text size="sm" c="dimmed">{t("passkeys.loading")}</Text>
        : passkeys.length === 0
        ? <Text size="sm" c="dimmed">{t("passkeys.empty")}</Text>
        : (
          <SettingsList>
            {passkeys.map((passkey) => (
              <SettingsListItem key={passkey.id}>
                <Stack gap={2}>
                  <Text size="sm" fw={600}>{passkey.name}</Text>
                  <Group gap={4}>
                    <Text size="sm" c="dimmed">{t("passkeys.createdAt")}:</Text>
                    <DateTime value={passkey.createdAt} withTime />
                    <Text size="sm" c="dimmed">· {t("passkeys.lastUsedAt")}:</Text>
                    {passkey.lastUsedAt
                      ? <DateTime value={passkey.lastUsedAt} withTime />
                      : <Text size="sm" c="dimmed">{t("passkeys.neverUsed")}</Text>}
                  </Group>
                </Stack>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t("passkeys.renameAria", { name: passkey.name })}
                    onClick={() => {
                      setAdding(false);
                      setName(passkey.name);
                      setNameError(undefined);
                      setRenaming(passkey);
                    }}
                  >
                    {t("passkeys.rename")}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t("passkeys.removeAria", { name: passkey.name })}
                    onClick={() => confirmRemove(passkey)}
                  >
                    {t("passkeys.remove")}
                  </Button>
                </Group>
              </SettingsListItem>
            ))}
          </SettingsList>
        )}
      {adding
        ? (
          <form onSubmit={add} noValidate>
            <Stack gap="sm" maw={420}>
              {nameField}
              <Group>
                <Button type="submit" loading={busy}>{t("passkeys.create")}</Button>
                <Button variant="default" onClick={() => setAdding(false)}>
                  {t("common.cancel")}
                </Button>
              </Group>
            </Stack>
          </form>
        )
        : (
          <Group>
            <Button
              variant={compact ? "default" : "filled"}
              onClick={() => {
                setName(t("passkeys.defaultName"));
                setNameError(undefined);
                setTrouble(null);
                setAdding(true);
              }}
            >
              {t("passkeys.add")}
            </Button>
          </Group>
        )}
      <Modal
        opened={renaming !== null}
        onClose={() => setRenaming(null)}
        title={t("passkeys.renameTitle")}
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        <form onSubmit={rename} noValidate>
          <Stack gap="md">
            {nameField}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRenaming(null)}>
                {t("common.cancel")}
              </Button>
              <Button type="submit" loading={busy}>{t("common.save")}</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );

  if (compact) return <Stack gap="md">{body}</Stack>;
  return (
    <SettingsSection id="passkeys-h" title={t("passkeys.title")} intro={t("passkeys.intro")}>
      {body}
    </SettingsSection>
  );
}
