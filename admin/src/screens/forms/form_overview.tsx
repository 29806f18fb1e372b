/**
 * Forms (/cmsadmin/forms, manage-forms): the form templates with their fields and submissions
 * (unread ones counted), to open in the editor or the submissions screen, to create, and to
 * delete — which asks first, and is refused while pages show the form: the dialog names those
 * pages, linked to their editor.
 */
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Loader,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import { IconInbox, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { ApiError, errorsOf } from "../../api/client.ts";
import {
  deleteFormTemplate,
  type FormTemplateSummary,
  type FormTemplateUse,
  getFormTemplate,
  listFormTemplates,
} from "../../api/forms.ts";
import { ErrorList } from "../../components/error_list.tsx";
import { formatDate } from "../../i18n/index.ts";
import { destructiveModal } from "../../lib/confirm.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { hintProps } from "../../components/hint_tooltip.tsx";
import { ScreenTitle } from "../../components/screen_title.tsx";

export function FormOverview() {
  const { t } = useTranslation();
  useDocumentTitle(`${t("formAdmin.title")} · ${t("app.name")}`);
  const [templates, setTemplates] = useState<FormTemplateSummary[] | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [inUse, setInUse] = useState<{ name: string; pages: FormTemplateUse[] } | null>(null);
  const [token, setToken] = useState(0);
  const reload = useCallback(() => setToken((n) => n + 1), []);

  useEffect(() => {
    const abort = new AbortController();
    listFormTemplates(abort.signal).then(
      (list) => {
        setTemplates(list);
        setErrors([]);
      },
      (err) => !abort.signal.aborted && setErrors(errorsOf(err)),
    );
    return () => abort.abort();
  }, [token]);

  async function askDelete(template: FormTemplateSummary) {
    setErrors([]);
    let usedBy: FormTemplateUse[];
    try {
      usedBy = (await getFormTemplate(template.id)).usedBy;
    } catch (err) {
      setErrors(errorsOf(err));
      return;
    }
    if (usedBy.length > 0) {
      setInUse({ name: template.name, pages: usedBy });
      return;
    }
    modals.openConfirmModal({
      title: t("formAdmin.delete.title"),
      children: (
        <Text size="sm">
          {t("formAdmin.delete.message", {
            name: template.name,
            count: template.submissionCount,
          })}
        </Text>
      ),
      ...destructiveModal(t, t("common.delete")),
      onConfirm: async () => {
        try {
          await deleteFormTemplate(template.id);
          notifySuccess(t("formAdmin.delete.done", { name: template.name }));
        } catch (err) {
          const answer = err instanceof ApiError
            ? err.answer as { usedBy?: FormTemplateUse[] } | null
            : null;
          if (answer?.usedBy?.length) setInUse({ name: template.name, pages: answer.usedBy });
          else setErrors(errorsOf(err));
        }
        reload();
      },
    });
  }

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <ScreenTitle title={t("formAdmin.title")} intro={t("formAdmin.intro")} />
        <Button component={Link} to="/forms/new" leftSection={<IconPlus size={16} aria-hidden />}>
          {t("formAdmin.create")}
        </Button>
      </Group>
      <ErrorList errors={errors} title={t("formAdmin.loadFailed")} />
      {templates === null && errors.length === 0 && (
        <Loader size="sm" aria-label={t("app.loading")} />
      )}
      {templates?.length === 0 && (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed">{t("formAdmin.empty")}</Text>
        </Paper>
      )}
      {templates && templates.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" aria-label={t("formAdmin.title")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("formAdmin.name")}</Table.Th>
                <Table.Th>{t("formAdmin.receiverEmail")}</Table.Th>
                <Table.Th>{t("formAdmin.fields")}</Table.Th>
                <Table.Th>{t("formAdmin.submissions")}</Table.Th>
                <Table.Th>{t("formAdmin.updated")}</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">{t("formAdmin.actions")}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {templates.map((template) => (
                <Table.Tr key={template.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/forms/${template.id}`} fw={600}>
                      {template.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{template.receiverEmail}</Table.Td>
                  <Table.Td>{template.fieldCount}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Anchor component={Link} to={`/forms/${template.id}/submissions`}>
                        {t("formAdmin.submissionCount", { count: template.submissionCount })}
                      </Anchor>
                      {template.unreadCount > 0 && (
                        <Badge color="blue" variant="dot" tt="none">
                          {t("formAdmin.unreadCount", { count: template.unreadCount })}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {formatDate(template.updatedAt, { dateStyle: "medium", timeStyle: "short" })}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <ActionIcon
                        {...hintProps(t("common.edit"))}
                        component={Link}
                        to={`/forms/${template.id}`}
                        variant="subtle"
                        aria-label={t("formAdmin.editAria", { name: template.name })}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        {...hintProps(t("formAdmin.submissions"))}
                        component={Link}
                        to={`/forms/${template.id}/submissions`}
                        variant="subtle"
                        aria-label={t("formAdmin.submissionsAria", { name: template.name })}
                      >
                        <IconInbox size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        {...hintProps(t("common.delete"))}
                        variant="subtle"
                        color="red"
                        onClick={() => void askDelete(template)}
                        aria-label={t("formAdmin.deleteAria", { name: template.name })}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={inUse !== null}
        onClose={() => setInUse(null)}
        title={t("formAdmin.inUse.title")}
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        {inUse && (
          <Stack>
            <Text size="sm">
              {t("formAdmin.inUse.message", { name: inUse.name, count: inUse.pages.length })}
            </Text>
            <List size="sm" spacing={4}>
              {inUse.pages.map((p) => (
                <List.Item key={p.pageID}>
                  <Anchor component={Link} to={`/page/${p.pageID}`}>{p.title}</Anchor>{" "}
                  <Text span size="xs" c="dimmed">({p.locale}, /{p.slug})</Text>
                </List.Item>
              ))}
            </List>
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => setInUse(null)}
                data-autofocus
              >
                {t("common.close")}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
