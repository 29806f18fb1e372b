/**
 * Adds a role, or edits one, in a modal: its name, and a checkbox per permission with its
 * description; a permission that can be narrowed gets a choice of the limits it takes
 * (PERMISSION_LIMITS, the table the server checks against: locales, page types; none chosen:
 * all). Limits a permission cannot take are neither shown nor sent.
 */
import { Checkbox, Group, MultiSelect, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { LOCALES } from "../../../../lib/content/locales.ts";
import { pageTypeNames } from "../../../../lib/content/page_types/names.ts";
import {
  type Permission,
  PERMISSION_LIMITS,
  type PermissionName,
  PERMISSIONS,
  ROLE_IDS,
} from "../../../../lib/content/permissions.ts";
import { errorsOf } from "../../api/client.ts";
import type { Role } from "../../api/types.ts";
import { createRole, updateRole } from "../../api/users.ts";
import { FormModal } from "../../components/form_modal.tsx";
import { rolePageTypeIDs } from "../../lib/role_options.ts";
import { pageTypeLabel } from "../../lib/block_labels.ts";
import { useErrorText } from "../../i18n/index.ts";
import { splitErrors } from "../../lib/form_errors.ts";

type Grants = Partial<Record<PermissionName, { locales: string[]; pageTypes: string[] }>>;

function grantsOf(role: Role | null): Grants {
  const out: Grants = {};
  for (const p of role?.permissions ?? []) {
    out[p.name] = { locales: p.parameters.locales ?? [], pageTypes: p.parameters.pageTypes ?? [] };
  }
  return out;
}

function permissionsOf(grants: Grants): Permission[] {
  return PERMISSIONS.filter((name) => grants[name]).map((name) => {
    const g = grants[name]!;
    const parameters: Permission["parameters"] = {};
    const takes = PERMISSION_LIMITS[name];
    if (g.locales.length && takes.includes("locales")) parameters.locales = g.locales;
    if (g.pageTypes.length && takes.includes("pageTypes")) parameters.pageTypes = g.pageTypes;
    return { name, parameters };
  });
}

export interface RoleFormModalProps {
  opened: boolean;
  /** The role to edit; null adds a new one. */
  role: Role | null;
  onClose(): void;
  onSaved(role: Role, created: boolean): void;
}

export function RoleFormModal({ opened, role, onClose, onSaved }: RoleFormModalProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [name, setName] = useState("");
  const [grants, setGrants] = useState<Grants>({});
  const [requireSecondFactor, setRequireSecondFactor] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setName(role?.name ?? "");
    setGrants(grantsOf(role));
    setRequireSecondFactor(!!role?.requireSecondFactor);
    setNameError(null);
    setErrors([]);
  }, [opened, role]);

  const localeOptions = LOCALES.map((l) => ({ value: l, label: l }));
  const pageTypeOptions = (selected: readonly string[]) =>
    rolePageTypeIDs(selected).map((id) => ({
      value: id,
      label: pageTypeLabel(t, pageTypeNames.get(id)!),
    }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!name.trim()) {
      setNameError(errorText({ property: "name", code: "V_01" }));
      return;
    }
    setSaving(true);
    setErrors([]);
    setNameError(null);
    try {
      const input = {
        name: name.trim(),
        permissions: permissionsOf(grants),
        requireSecondFactor,
      };
      const saved = role ? await updateRole(role.ID, input) : await createRole(input);
      onSaved(saved, !role);
      onClose();
    } catch (err) {
      const { fieldErrors, otherErrors } = splitErrors(errorsOf(err), ["name"] as const);
      const first = fieldErrors.name;
      if (first) setNameError(errorText(first));
      setErrors(otherErrors);
    } finally {
      setSaving(false);
    }
  }

  function setGrant(name: PermissionName, value: Grants[PermissionName] | undefined) {
    setGrants((g) => ({ ...g, [name]: value }));
  }

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={role ? t("roleAdmin.editRole") : t("roleAdmin.addRole")}
      onSubmit={submit}
      errors={errors}
      saving={saving}
      submitLabel={role ? t("common.save") : t("roleAdmin.addRole")}
    >
      <TextInput
        label={t("roleAdmin.name")}
        required
        maxLength={254}
        autoComplete="off"
        data-autofocus
        value={name}
        error={nameError}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <Checkbox
        label={t("roleAdmin.requireSecondFactor")}
        description={t("roleAdmin.requireSecondFactorHint")}
        checked={requireSecondFactor}
        onChange={(e) => setRequireSecondFactor(e.currentTarget.checked)}
      />
      {role?.ID === ROLE_IDS.administrator && (
        <Text size="sm" c="dimmed">{t("roleAdmin.administratorNote")}</Text>
      )}
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>
          <Text fw={500} size="sm" mb="xs">{t("roleAdmin.permissions")}</Text>
        </legend>
        <Stack gap="sm">
          {PERMISSIONS.map((permission) => {
            const grant = grants[permission];
            const takes = PERMISSION_LIMITS[permission];
            return (
              <Stack key={permission} gap={6}>
                <Checkbox
                  label={t(`roleAdmin.permissionName.${permission}`)}
                  description={t(`roleAdmin.permission.${permission}`)}
                  checked={!!grant}
                  onChange={(e) =>
                    setGrant(
                      permission,
                      e.currentTarget.checked ? { locales: [], pageTypes: [] } : undefined,
                    )}
                />
                {grant && takes.length > 0 && (
                  <Group grow gap="sm" pl="xl" align="flex-start">
                    {takes.includes("locales") && (
                      <MultiSelect
                        size="xs"
                        label={t("roleAdmin.locales")}
                        placeholder={grant.locales.length ? undefined : t("roleAdmin.allLocales")}
                        data={localeOptions}
                        value={grant.locales}
                        clearable
                        onChange={(locales) => setGrant(permission, { ...grant, locales })}
                      />
                    )}
                    {takes.includes("pageTypes") && (
                      <MultiSelect
                        size="xs"
                        label={t("roleAdmin.pageTypes")}
                        placeholder={grant.pageTypes.length
                          ? undefined
                          : t("roleAdmin.allPageTypes")}
                        data={pageTypeOptions(grant.pageTypes)}
                        value={grant.pageTypes}
                        clearable
                        onChange={(pageTypes) => setGrant(permission, { ...grant, pageTypes })}
                      />
                    )}
                  </Group>
                )}
              </Stack>
            );
          })}
        </Stack>
      </fieldset>
    </FormModal>
  );
}
