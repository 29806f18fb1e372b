/**
 * User Management: the users in a paginated list, with add, edit, delete, and signing a user out
 * everywhere.
 */
import { hasSecondFactor } from "../../../lib/content/second_factor.ts";
import { ActionIcon, Avatar, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import {
  IconLogout,
  IconPencil,
  IconShieldOff,
  IconTrash,
  IconUserPlus,
} from "@tabler/icons-react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import type { ListQuery, ListResult, User } from "../api/types.ts";
import { deleteUser, listUsers, resetSecondFactor } from "../api/users.ts";
import { endUserSessions } from "../api/sessions.ts";
import { useAuth } from "../auth/auth_context.tsx";
import { ErrorList } from "../components/error_list.tsx";
import { actionsColumn, type Column, PaginatedList } from "../components/paginated_list.tsx";
import { UserFormModal } from "../components/user_form_modal.tsx";
import i18next from "i18next";
import { currentLanguage } from "../i18n/index.ts";
import { longTextProps } from "../lib/fit_text.ts";
import { roleName } from "../lib/role_name.ts";
import { pageLocally } from "../api/local_list.ts";
import { hintProps } from "../components/hint_tooltip.tsx";
import { ScreenTitle } from "../components/screen_title.tsx";
import { notifySuccess } from "../lib/notify.ts";
import { confirmAction } from "../components/confirm_action.tsx";

type SortKey = "name" | "email" | "role";

function sortValue(user: User, key: string): string {
  if (key === "email") return user.email;
  if (key === "role") return roleName(i18next.t, user.role);
  return user.profile.name || user.email;
}

/** Users are few: the whole list is fetched and paged, searched and sorted in the browser. */
async function fetchUsers(query: ListQuery, signal: AbortSignal): Promise<ListResult<User>> {
  return pageLocally(await listUsers(signal), query, {
    searchable: (u) => [
      u.profile.name,
      u.email,
      u.profile.jobTitle,
      roleName(i18next.t, u.role),
    ],
    sortValue,
    locale: currentLanguage(),
  });
}

function displayName(user: User): string {
  return user.profile.name || user.email;
}

export function Users() {
  const { t } = useTranslation();
  const { user: me } = useAuth();
  useDocumentTitle(`${t("users.title")} · ${t("app.name")}`);
  const [reloadToken, setReloadToken] = useState(0);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [form, setForm] = useState<{ opened: boolean; user: User | null }>({
    opened: false,
    user: null,
  });
  const reload = useCallback(() => setReloadToken((n) => n + 1), []);

  function confirmDelete(user: User) {
    confirmAction(t, {
      title: t("users.deleteTitle"),
      message: t("users.deleteMessage", { name: displayName(user) }),
      confirm: t("common.delete"),
      run: async () => {
        await deleteUser(user.ID);
        notifySuccess(t("users.deleted", { name: displayName(user) }));
        reload();
      },
      onErrors: setErrors,
    });
  }

  function confirmEndSessions(user: User) {
    confirmAction(t, {
      title: t("sessions.endAllTitle"),
      message: t("sessions.endAllMessage", { name: displayName(user) }),
      confirm: t("sessions.endAll"),
      run: async () => {
        await endUserSessions(user.ID);
        notifySuccess(t("sessions.endAllDone", { name: displayName(user) }));
      },
      onErrors: setErrors,
    });
  }

  /** A lost phone: a user manager turns someone's two-factor sign-in off (issue 31). */
  function confirmResetSecondFactor(user: User) {
    confirmAction(t, {
      title: t("twoFactorReset.resetSecondFactorTitle"),
      message: t("twoFactorReset.resetSecondFactorMessage", { name: displayName(user) }),
      confirm: t("twoFactorReset.resetSecondFactorConfirm"),
      run: async () => {
        await resetSecondFactor(user.ID);
        notifySuccess(t("twoFactorReset.resetSecondFactorDone", { name: displayName(user) }));
        reload();
      },
      onErrors: setErrors,
    });
  }

  const columns: Column<User>[] = [
    {
      key: "name",
      header: t("users.name"),
      render: (user) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar
            src={user.profile.image}
            alt=""
            radius="xl"
            size={32}
            color="brand"
            name={displayName(user)}
          />
          <Text size="sm" fw={500} {...longTextProps(displayName(user), { maxWidth: "18rem" })}>
            {displayName(user)}
            {user.ID === me?.ID && <Text span c="dimmed" size="sm">{` (${t("users.you")})`}</Text>}
          </Text>
        </Group>
      ),
    },
    {
      key: "email",
      header: t("users.email"),
      render: (user) => (
        <Text size="sm" {...longTextProps(user.email, { maxWidth: "18rem" })}>{user.email}</Text>
      ),
    },
    {
      key: "jobTitle",
      header: t("users.jobTitle"),
      render: (user) => (
        <Text size="sm" {...longTextProps(user.profile.jobTitle, { maxWidth: "14rem" })}>
          {user.profile.jobTitle}
        </Text>
      ),
    },
    {
      key: "role",
      header: t("users.role"),
      render: (user) => (
        <Badge variant="light" color="gray" tt="none">{roleName(t, user.role)}</Badge>
      ),
    },
    {
      key: "status",
      header: t("users.status"),
      render: (user) => (
        <Group gap={4} wrap="nowrap">
          {user.active === false
            ? <Badge variant="dot" color="yellow" tt="none" c="dark">{t("users.pending")}</Badge>
            : <Badge variant="dot" color="green" tt="none" c="dark">{t("users.active")}</Badge>}
          {hasSecondFactor(user) && (
            <Badge variant="light" color="gray" tt="none" c="dark">
              {t("twoFactorReset.secondFactorBadge")}
            </Badge>
          )}
        </Group>
      ),
    },
    actionsColumn(t("users.actions"), 168, (user) => (
      <>
        <ActionIcon
          {...hintProps(t("common.edit"))}
          variant="subtle"
          color="gray"
          aria-label={t("users.editAria", { name: displayName(user) })}
          onClick={() => setForm({ opened: true, user })}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
        {user.ID !== me?.ID && hasSecondFactor(user) && (
          <ActionIcon
            {...hintProps(t("twoFactorReset.resetSecondFactorTitle"))}
            variant="subtle"
            color="gray"
            aria-label={t("twoFactorReset.resetSecondFactorAria", { name: displayName(user) })}
            onClick={() => confirmResetSecondFactor(user)}
          >
            <IconShieldOff size={18} aria-hidden />
          </ActionIcon>
        )}
        {user.ID !== me?.ID && (
          <ActionIcon
            {...hintProps(t("sessions.endAll"))}
            variant="subtle"
            color="gray"
            aria-label={t("sessions.endAllAria", { name: displayName(user) })}
            onClick={() => confirmEndSessions(user)}
          >
            <IconLogout size={18} aria-hidden />
          </ActionIcon>
        )}
        {user.ID !== me?.ID && (
          <ActionIcon
            {...hintProps(t("common.delete"))}
            variant="subtle"
            color="red"
            aria-label={t("users.deleteAria", { name: displayName(user) })}
            onClick={() => confirmDelete(user)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        )}
      </>
    )),
  ];

  const sortOptions: { value: SortKey; label: string }[] = [
    { value: "name", label: t("users.sortName") },
    { value: "email", label: t("users.sortEmail") },
    { value: "role", label: t("users.sortRole") },
  ];

  return (
    <Stack gap="lg">
      <ScreenTitle title={t("users.title")} intro={t("users.intro")} />
      <ErrorList errors={errors} onClose={() => setErrors([])} />
      <div className="surface">
        <PaginatedList
          label={t("users.title")}
          fetchItems={fetchUsers}
          columns={columns}
          rowKey={(user) => user.ID}
          sortOptions={sortOptions}
          defaultSort={{ column: "name", order: "asc" }}
          searchable
          noResultsMessage={t("users.noUsers")}
          reloadToken={reloadToken}
          controls={
            <Button
              leftSection={<IconUserPlus size={18} aria-hidden />}
              onClick={() => setForm({ opened: true, user: null })}
            >
              {t("users.addUser")}
            </Button>
          }
        />
      </div>
      <UserFormModal
        opened={form.opened}
        user={form.user}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
        onSaved={(saved, created) => {
          notifySuccess(
            created
              ? t("users.created", { name: displayName(saved), email: saved.email })
              : t("users.updated", { name: displayName(saved) }),
          );
          reload();
        }}
      />
    </Stack>
  );
}
