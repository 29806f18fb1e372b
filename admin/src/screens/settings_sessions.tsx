/**
 * Settings → Sessions: where the user is signed in (browser and system read from each session's
 * User-Agent by ua-parser-js, the address, when it signed in and was last active), with "Sign
 * out" per session and "Sign out everywhere else". Signing this browser's own session out is a
 * logout, and confirmed like one.
 */
import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { UAParser } from "ua-parser-js";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorsOf } from "../api/client.ts";
import { useLoaded } from "../hooks/use_loaded.ts";
import { endOtherSessions, endSession, listSessions, type Session } from "../api/sessions.ts";
import { useAuth } from "../auth/auth_context.tsx";
import { DateTime } from "../components/date_time.tsx";
import { ErrorList } from "../components/error_list.tsx";
import { destructiveModal } from "../lib/confirm.ts";
import { notifySuccess } from "../lib/notify.ts";
import { SettingsList, SettingsListItem, SettingsSection } from "./settings_section.tsx";
import { confirmAction } from "../components/confirm_action.tsx";

/** "Firefox 133 on Windows 10", or null when the User-Agent names neither. */
function describe(userAgent: string): { browser: string; system: string } | null {
  // Given nothing, the parser would describe this browser (it falls back to navigator's).
  if (!userAgent) return null;
  const { browser, os } = new UAParser(userAgent).getResult();
  if (!browser.name && !os.name) return null;
  const major = browser.version?.split(".")[0];
  return {
    browser: [browser.name, major].filter(Boolean).join(" "),
    system: [os.name, os.version].filter(Boolean).join(" "),
  };
}

export function SessionsSection() {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { value: sessions, errors, setErrors, load } = useLoaded(
    listSessions,
  );

  async function signOut(session: Session) {
    setErrors([]);
    try {
      if (await endSession(session.id)) {
        await logout("logout");
        navigate("/login", { replace: true });
        return;
      }
      notifySuccess(t("sessions.ended"));
      await load();
    } catch (err) {
      setErrors(errorsOf(err));
    }
  }

  function confirmSignOut(session: Session) {
    if (!session.current) return void signOut(session);
    modals.openConfirmModal({
      title: t("sessions.thisTitle"),
      children: <Text size="sm">{t("sessions.thisMessage")}</Text>,
      ...destructiveModal(t, t("sessions.signOut")),
      onConfirm: () => signOut(session),
    });
  }

  function confirmOthers() {
    confirmAction(t, {
      title: t("sessions.othersTitle"),
      message: t("sessions.othersMessage"),
      confirm: t("sessions.signOutOthers"),
      run: async () => {
        await endOtherSessions();
        notifySuccess(t("sessions.othersEnded"));
        await load();
      },
      onErrors: setErrors,
    });
  }

  const others = sessions?.filter((s) => !s.current).length ?? 0;
  return (
    <SettingsSection
      id="sessions-h"
      title={t("sessions.title")}
      intro={t("sessions.intro")}
      aside={others > 0 && (
        <Button variant="default" color="red" onClick={confirmOthers}>
          {t("sessions.signOutOthers")}
        </Button>
      )}
    >
      <ErrorList errors={errors} onClose={() => setErrors([])} />
      {sessions === null
        ? errors.length === 0 && <Text size="sm" c="dimmed">{t("sessions.loading")}</Text>
        : (
          <SettingsList>
            {sessions.map((session) => {
              const device = describe(session.userAgent);
              const name = device ? t("sessions.deviceName", device) : t("sessions.unknownDevice");
              return (
                <SettingsListItem key={session.id}>
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text size="sm" fw={600}>{name}</Text>
                      {session.current && (
                        <Badge variant="light" tt="none">{t("sessions.current")}</Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t("sessions.address")}: {session.address || "—"}
                    </Text>
                    <Group gap={4} c="dimmed">
                      <Text size="sm" c="dimmed">{t("sessions.signedInAt")}:</Text>
                      <DateTime value={session.signedInAt} withTime />
                      <Text size="sm" c="dimmed">· {t("sessions.lastActiveAt")}:</Text>
                      <DateTime value={session.lastActiveAt} withTime />
                    </Group>
                  </Stack>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t("sessions.signOutAria", { name })}
                    onClick={() => confirmSignOut(session)}
                  >
                    {t("sessions.signOut")}
                  </Button>
                </SettingsListItem>
              );
            })}
          </SettingsList>
        )}
    </SettingsSection>
  );
}
