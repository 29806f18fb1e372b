/** Roles: the roles in a list (name, permissions, users), with add, edit and delete. */
import { ActionIcon, Alert, Button, Stack, Text } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import i18next from "i18next";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { ROLE_IDS, roleWithin } from "../../../../lib/content/permissions.ts";
import { useAuth } from "../../auth/auth_context.tsx";
import { errorsOf } from "../../api/client.ts";
import type { ListQuery, ListResult, Role } from "../../api/types.ts";
import { deleteRole, listRoles } from "../../api/users.ts";
import { ErrorList } from "../../components/error_list.tsx";
import { actionsColumn, type Column, PaginatedList } from "../../components/paginated_list.tsx";
import { currentLanguage } from "../../i18n/index.ts";
import { destructiveModal } from "../../lib/confirm.ts";
import { longTextProps } from "../../lib/fit_text.ts";
import { pageLocally } from "../../api/local_list.ts";
import { roleName } from "../../lib/role_name.ts";
import { RoleFormModal } from "./role_form_modal.tsx";
import { hintProps } from "../../components/hint_tooltip.tsx";
import { ScreenTitle } from "../../components/screen_title.tsx";

type ListedRole = Role & { userCount?: number };

async function fetchRoles(query: ListQuery): Promise<ListResult<ListedRole>> {
  return pageLocally(await listRoles() as ListedRole[], query, {
    searchable: (r) => [roleName(i18next.t, r)],
    sortValue: (r) => roleName(i18next.t, r),
    locale: currentLanguage(),
  });
}

export function Roles() {
  const { t } = useTranslation();
  const { user: me } = useAuth();
  // Only roles that grant nothing beyond one's own can be changed (the server checks it too).
  const changeable = (role: Role) => !me || roleWithin(me.role, role);
  useDocumentTitle(`${t("roleAdmin.title")} · ${t("app.name")}`);
  const [reloadToken, setReloadToken] = useState(0);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [inUse, setInUse] = useState<string | null>(null);
  const [form, setForm] = useState<{ opened: boolean; role: Role | null }>({
    opened: false,
    role: null,
  });
  const reload = useCallback(() => setReloadToken((n) => n + 1), []);

  function confirmDelete(role: ListedRole) {
    const name = roleName(t, role);
    modals.openConfirmModal({
      title: t("roleAdmin.deleteTitle"),
      children: <Text size="sm">{t("roleAdmin.deleteMessage", { name })}</Text>,
      ...destructiveModal(t, t("common.delete")),
      onConfirm: async () => {
        setErrors([]);
        setInUse(null);
        try {
          await deleteRole(role.ID);
          notifications.show({ color: "green", message: t("roleAdmin.deleted", { name }) });
          reload();
        } catch (err) {
          const found = errorsOf(err);
          // V_07: users still hold it (the Administrator role has no delete button).
          if (found.some((e) => e.code === "V_07")) setInUse(t("roleAdmin.inUse", { name }));
          else setErrors(found);
        }
      },
    });
  }

  const columns: Column<ListedRole>[] = [
    {
      key: "name",
      header: t("roleAdmin.name"),
      render: (role) => (
        <Text size="sm" fw={500} {...longTextProps(roleName(t, role), { maxWidth: "24rem" })}>
          {roleName(t, role)}
        </Text>
      ),
    },
    {
      key: "permissions",
      header: t("roleAdmin.permissionCount"),
      render: (role) => <Text size="sm">{role.permissions.length}</Text>,
    },
    {
      key: "users",
      header: t("roleAdmin.userCount"),
      render: (role) => <Text size="sm">{role.userCount ?? ""}</Text>,
    },
    actionsColumn(t("roleAdmin.actions"), 96, (role) => (
      <>
        {changeable(role) && (
          <ActionIcon
            {...hintProps(t("common.edit"))}
            variant="subtle"
            color="gray"
            aria-label={t("roleAdmin.editAria", { name: roleName(t, role) })}
            onClick={() => setForm({ opened: true, role })}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        )}
        {changeable(role) && role.ID !== ROLE_IDS.administrator && (
          <ActionIcon
            {...hintProps(t("common.delete"))}
            variant="subtle"
            color="red"
            aria-label={t("roleAdmin.deleteAria", { name: roleName(t, role) })}
            onClick={() => confirmDelete(role)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        )}
      </>
    )),
  ];

  return (
    <Stack gap="lg">
      <ScreenTitle title={t("roleAdmin.title")} intro={t("roleAdmin.intro")} />
      <ErrorList errors={errors} onClose={() => setErrors([])} />
      {inUse && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setInUse(null)}>
          {inUse}
        </Alert>
      )}
      <div className="surface">
        <PaginatedList
          label={t("roleAdmin.title")}
          fetchItems={fetchRoles}
          columns={columns}
          rowKey={(role) => role.ID}
          sortOptions={[{ value: "name", label: t("roleAdmin.name") }]}
          defaultSort={{ column: "name", order: "asc" }}
          searchable
          noResultsMessage={t("roleAdmin.noRoles")}
          reloadToken={reloadToken}
          controls={
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setForm({ opened: true, role: null })}
            >
              {t("roleAdmin.addRole")}
            </Button>
          }
        />
      </div>
      <RoleFormModal
        opened={form.opened}
        role={form.role}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
        onSaved={(saved, created) => {
          const name = roleName(t, saved);
          notifications.show({
            color: "green",
            message: created ? t("roleAdmin.created", { name }) : t("roleAdmin.updated", { name }),
          });
          reload();
        }}
      />
    </Stack>
  );
}
