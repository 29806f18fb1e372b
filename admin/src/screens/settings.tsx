/**
 * The user's own settings: name, e-mail address, job title, profile image, interface language,
 * password, and the sessions signed in to the account (./settings_sessions.tsx). A new e-mail address or password asks for the current password (the server insists
 * too). Saving sends the data first, then the image change; an image failure keeps the data saved.
 * Two-factor sign-in is turned on and off in a section of its own (../components/two_factor.tsx),
 * passkeys are added and removed in another (./settings_passkeys.tsx).
 */
import {
  Badge,
  Button,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDocumentTitle } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { type Language, LANGUAGES } from "../../../lib/content/locales.ts";
import { errorsOf } from "../api/client.ts";
import type { User } from "../api/types.ts";
import type { UserUpdate } from "../api/users.ts";
import { needsSecondFactor, useAuth } from "../auth/auth_context.tsx";
import { AuthLayout } from "../components/auth_layout.tsx";
import { useNavigate } from "react-router";
import { ErrorList } from "../components/error_list.tsx";
import { ProfileImageInput, useImageChange } from "../components/profile_image_input.tsx";
import { currentLanguage, LANGUAGE_NAMES, setLanguage, useErrorText } from "../i18n/index.ts";
import { accountEmailError, nameError } from "../lib/account_fields.ts";
import { showFieldErrors } from "../lib/form_errors.ts";
import { notifySuccess, notifyWarning } from "../lib/notify.ts";
import { saveUser } from "../components/save_user.ts";
import { roleName } from "../lib/role_name.ts";
import { SessionsSection } from "./settings_sessions.tsx";
import { PasskeysSection } from "./settings_passkeys.tsx";
import { TwoFactorDisable, TwoFactorSetup } from "../components/two_factor.tsx";
import { ScreenTitle } from "../components/screen_title.tsx";
import { SettingsSection } from "./settings_section.tsx";

interface Values {
  name: string;
  email: string;
  jobTitle: string;
  language: Language;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const FIELDS = [
  "name",
  "email",
  "jobTitle",
  "language",
  "currentPassword",
  "newPassword",
  "confirmPassword",
];

/**
 * `required`: the set-up a role requires, outside the layout (issue 31), instead of the settings:
 * the server answers every other call with AUTH_2FA_SETUP meanwhile, and the layout sends the
 * user here right after the password step.
 */
export function Settings({ required = false }: { required?: boolean }) {
  const { user } = useAuth();
  if (required) return <SecondFactorRequired />;
  // The layout renders only for a signed-in user; this guards the type.
  return user ? <SettingsForm user={user} /> : null;
}

function SecondFactorRequired() {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  // Set up (the recovery codes acknowledged), or never needed: on to the dashboard.
  const held = needsSecondFactor(user);
  useEffect(() => {
    if (!held) navigate("/", { replace: true });
  }, [held, navigate]);
  if (!held) return null;
  return (
    <AuthLayout title={t("twoFactor.requiredTitle")} intro={t("twoFactor.requiredIntro")}>
      <TwoFactorSetup startOpen />
      <Text size="sm">{t("passkeys.requiredOr")}</Text>
      <PasskeysSection compact />
      <Group justify="flex-end">
        <Button
          variant="subtle"
          onClick={() => void logout("logout").then(() => navigate("/login", { replace: true }))}
        >
          {t("twoFactor.signOut")}
        </Button>
      </Group>
    </AuthLayout>
  );
}

function SettingsForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const auth = useAuth();
  useDocumentTitle(`${t("settings.title")} · ${t("app.name")}`);
  const { image, setImage, imageErrors, setImageErrors, choose } = useImageChange();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);

  const form = useForm<Values>({
    initialValues: {
      name: user.profile.name,
      email: user.email,
      jobTitle: user.profile.jobTitle,
      language: currentLanguage(),
      currentPassword: "",
      newPassword: "",
      confirmPassword: "",
    },
    validate: {
      name: (v) => nameError(errorText, v),
      email: (v) => accountEmailError(errorText, v),
      currentPassword: (v, values) =>
        needsCurrentPassword(values) && !v
          ? errorText({ property: "currentPassword", code: "V_01" })
          : null,
      newPassword: (v, values) =>
        // The current password alone may be there for a new e-mail address.
        !v && values.confirmPassword ? errorText({ property: "newPassword", code: "V_01" }) : null,
      confirmPassword: (v, values) =>
        values.newPassword && v !== values.newPassword
          ? errorText({ property: "confirmPassword", code: "V_08" })
          : null,
    },
  });

  function needsCurrentPassword(values: Values): boolean {
    return !!values.newPassword || values.email.trim() !== user.email;
  }

  async function submit(values: Values) {
    setSaving(true);
    setErrors([]);
    setImageErrors([]);
    const update: UserUpdate = {
      email: values.email.trim(),
      role: user.role.ID,
      name: values.name.trim(),
      jobTitle: values.jobTitle.trim(),
      language: values.language,
    };
    if (needsCurrentPassword(values)) update.currentPassword = values.currentPassword;
    if (values.newPassword) {
      update.newPassword = values.newPassword;
      update.confirmPassword = values.confirmPassword;
    }
    try {
      const result = await saveUser(user.ID, update, image);
      auth.setUser(result.user);
      await setLanguage(values.language);
      form.setValues({ currentPassword: "", newPassword: "", confirmPassword: "" });
      setImage({ kind: "keep" });
      // i18n.t, not t: t stays bound to the language of the last render.
      if (result.imageErrors.length > 0) {
        setImageErrors(result.imageErrors);
        notifyWarning(i18n.t("image.failed"));
      } else {
        notifySuccess(i18n.t("settings.saved"));
      }
    } catch (err) {
      setErrors(showFieldErrors(form, errorsOf(err), FIELDS, errorText));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="lg">
      <ScreenTitle title={t("settings.title")} intro={t("settings.intro")} />
      <ErrorList errors={errors} onClose={() => setErrors([])} />
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="lg">
          <SettingsSection
            id="profile-h"
            title={t("settings.profile")}
            intro={user.email}
            aside={
              <Badge variant="light" color="gray" tt="none">
                {t("settings.role", { role: roleName(t, user.role) })}
              </Badge>
            }
          >
            <ProfileImageInput
              name={form.values.name}
              currentUrl={user.profile.image}
              value={image}
              onChange={choose}
              errors={imageErrors}
              disabled={saving}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t("users.name")}
                required
                autoComplete="name"
                {...form.getInputProps("name")}
              />
              <TextInput
                label={t("users.email")}
                type="email"
                required
                autoComplete="email"
                {...form.getInputProps("email")}
              />
              <TextInput
                label={t("users.jobTitle")}
                autoComplete="organization-title"
                {...form.getInputProps("jobTitle")}
              />
            </SimpleGrid>
            <Select
              label={t("settings.language")}
              description={t("settings.languageHint")}
              data={LANGUAGES.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }))}
              allowDeselect={false}
              maw={320}
              {...form.getInputProps("language")}
            />
          </SettingsSection>

          <SettingsSection
            id="password-h"
            title={t("settings.password")}
            intro={t("settings.passwordIntro")}
          >
            <PasswordInput
              label={t("settings.currentPassword")}
              description={t("settings.currentPasswordHint")}
              inputWrapperOrder={["label", "input", "description", "error"]}
              required={needsCurrentPassword(form.values)}
              autoComplete="current-password"
              maw={420}
              {...form.getInputProps("currentPassword")}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PasswordInput
                label={t("settings.newPassword")}
                description={t("auth.passwordHint")}
                inputWrapperOrder={["label", "input", "description", "error"]}
                autoComplete="new-password"
                {...form.getInputProps("newPassword")}
              />
              <PasswordInput
                label={t("settings.confirmNewPassword")}
                autoComplete="new-password"
                {...form.getInputProps("confirmPassword")}
              />
            </SimpleGrid>
          </SettingsSection>

          <Group justify="flex-end">
            <Button type="submit" loading={saving} size="md">{t("common.save")}</Button>
          </Group>
        </Stack>
      </form>

      <SettingsSection
        id="two-factor-h"
        title={t("twoFactor.title")}
        intro={t("twoFactor.intro")}
        aside={
          <Badge variant="light" color={user.secondFactor ? "green" : "gray"} tt="none">
            {user.secondFactor ? t("twoFactor.on") : t("twoFactor.off")}
          </Badge>
        }
      >
        {user.secondFactor ? <TwoFactorDisable /> : <TwoFactorSetup />}
      </SettingsSection>
      <PasskeysSection />
      <SessionsSection />
    </Stack>
  );
}
