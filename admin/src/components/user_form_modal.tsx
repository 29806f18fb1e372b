/**
 * Adds a user, or edits one (details, role and profile image), in a modal. Editing oneself, a new
 * e-mail address asks for one's current password, as on the settings screen (the server insists).
 */
import { Checkbox, PasswordInput, Select, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { errorsOf } from "../api/client.ts";
import type { User } from "../api/types.ts";
import { useAuth } from "../auth/auth_context.tsx";
import { useRoles } from "../hooks/use_roles.ts";
import { useErrorText } from "../i18n/index.ts";
import { accountEmailError, nameError } from "../lib/account_fields.ts";
import { showFieldErrors } from "../lib/form_errors.ts";
import { saveUser } from "./save_user.ts";
import { FormModal } from "./form_modal.tsx";
import { ProfileImageInput, useImageChange } from "./profile_image_input.tsx";
import { roleName } from "../lib/role_name.ts";
import { ROLE_IDS, roleWithin } from "../../../lib/content/permissions.ts";
import { signInProviders } from "../api/auth.ts";

const FIELDS = ["name", "email", "jobTitle", "role", "currentPassword"] as const;

interface Values {
  name: string;
  email: string;
  jobTitle: string;
  role: string | null;
  currentPassword: string;
  breakGlass: boolean;
}

export interface UserFormModalProps {
  opened: boolean;
  /** The user to edit; null adds a new one. */
  user: User | null;
  onClose(): void;
  /** Called after the data was saved (even when the image change then failed). */
  onSaved(user: User, created: boolean): void;
}

function valuesOf(user: User | null): Values {
  return {
    name: user?.profile.name ?? "",
    email: user?.email ?? "",
    jobTitle: user?.profile.jobTitle ?? "",
    role: user ? String(user.role.ID) : null,
    currentPassword: "",
    breakGlass: !!user?.breakGlass,
  };
}

export function UserFormModal({ opened, user, onClose, onSaved }: UserFormModalProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const auth = useAuth();
  const { roles, errors: roleErrors } = useRoles(opened);
  const [editing, setEditing] = useState<User | null>(user);
  const { image, setImage, imageErrors, setImageErrors, choose } = useImageChange();
  const [saving, setSaving] = useState(false);
  const [otherErrors, setOtherErrors] = useState<ApiErrorItem[]>([]);
  const isSelf = !!editing && editing.ID === auth.user?.ID;
  const emailChangedOfSelf = (values: Values) => isSelf && values.email.trim() !== editing?.email;
  // Break-glass (issue 31): only where sign-in may go through the organisation only, and only
  // Administrators set it (the server insists).
  const [oidcOnly, setOidcOnly] = useState(false);
  useEffect(() => {
    if (opened) signInProviders().then((p) => setOidcOnly(!p.passwordForm), () => {});
  }, [opened]);
  const mayBreakGlass = !!editing && oidcOnly && auth.user?.role.ID === ROLE_IDS.administrator;

  const form = useForm<Values>({
    mode: "controlled",
    initialValues: valuesOf(user),
    validate: {
      name: (v) => nameError(errorText, v),
      email: (v) => accountEmailError(errorText, v),
      role: (v) => v ? null : errorText({ property: "role", code: "V_01" }),
      currentPassword: (v, values) =>
        emailChangedOfSelf(values) && !v
          ? errorText({ property: "currentPassword", code: "V_01" })
          : null,
    },
  });

  // A new opening starts from the user given (or empty), without old errors.
  useEffect(() => {
    if (!opened) return;
    setEditing(user);
    form.setValues(valuesOf(user));
    form.resetDirty(valuesOf(user));
    form.clearErrors();
    setImage({ kind: "keep" });
    setOtherErrors([]);
    setImageErrors([]);
    // Reset only when the modal opens, not on every form change.
  }, [opened, user]);

  async function submit(values: Values) {
    setSaving(true);
    setOtherErrors([]);
    setImageErrors([]);
    try {
      const data = {
        name: values.name.trim(),
        email: values.email.trim(),
        jobTitle: values.jobTitle.trim(),
        role: Number(values.role),
        ...(emailChangedOfSelf(values) ? { currentPassword: values.currentPassword } : {}),
        ...(mayBreakGlass ? { breakGlass: values.breakGlass } : {}),
      };
      const result = await saveUser(editing?.ID ?? null, data, editing ? image : undefined);
      onSaved(result.user, !editing);
      if (result.user.ID === auth.user?.ID) auth.setUser(result.user);
      if (result.imageErrors.length > 0) {
        // The data is saved; stay open on the image error, now editing the saved user.
        setEditing(result.user);
        setImage({ kind: "keep" });
        setImageErrors(result.imageErrors);
        return;
      }
      onClose();
    } catch (err) {
      setOtherErrors(showFieldErrors(form, errorsOf(err), FIELDS, errorText));
    } finally {
      setSaving(false);
    }
  }

  // Only roles one may hand out (nothing beyond one's own); a user's current role stays listed.
  const mine = auth.user?.role;
  const roleOptions = (roles ?? []).filter((role) =>
    !mine || roleWithin(mine, role) || (editing && editing.role.ID === role.ID)
  ).map((role) => ({
    value: String(role.ID),
    label: roleName(t, role),
  }));

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? t("users.editUser") : t("users.addUser")}
      onSubmit={form.onSubmit(submit)}
      errors={[...roleErrors, ...otherErrors]}
      saving={saving}
      submitLabel={editing ? t("common.save") : t("users.addUser")}
    >
      <TextInput
        label={t("users.name")}
        required
        autoComplete="off"
        data-autofocus
        {...form.getInputProps("name")}
      />
      <TextInput
        label={t("users.email")}
        type="email"
        required
        autoComplete="off"
        {...form.getInputProps("email")}
      />
      {emailChangedOfSelf(form.values) && (
        <PasswordInput
          label={t("users.currentPassword")}
          description={t("users.currentPasswordHint")}
          inputWrapperOrder={["label", "input", "description", "error"]}
          required
          autoComplete="current-password"
          {...form.getInputProps("currentPassword")}
        />
      )}
      <TextInput label={t("users.jobTitle")} {...form.getInputProps("jobTitle")} />
      <Select
        label={t("users.role")}
        placeholder={t("users.rolePlaceholder")}
        data={roleOptions}
        required
        allowDeselect={false}
        disabled={isSelf || !roles}
        description={isSelf ? t("users.ownRole") : undefined}
        {...form.getInputProps("role")}
      />
      {mayBreakGlass && (
        <Checkbox
          label={t("users.breakGlass")}
          description={t("users.breakGlassHint")}
          {...form.getInputProps("breakGlass", { type: "checkbox" })}
        />
      )}
      {editing && (
        <ProfileImageInput
          name={form.values.name}
          currentUrl={editing.profile.image}
          value={image}
          onChange={choose}
          errors={imageErrors}
          disabled={saving}
        />
      )}
      {!editing && <Text size="sm" c="dimmed">{t("users.activationNote")}</Text>}
    </FormModal>
  );
}
