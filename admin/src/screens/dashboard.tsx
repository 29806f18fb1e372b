/**
 * The dashboard: "CMS Dashboard", what waits for the user's review, a Users section (add user)
 * and the overview of all pages.
 */
import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import {
  IconAt,
  IconChecklist,
  IconLayoutList,
  IconUserPlus,
  IconUsers,
} from "@tabler/icons-react";
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { errorsOf } from "../api/client.ts";
import { openPublicationRequests } from "../api/pages.ts";
import { type MentionJson, myMentions } from "../api/comments.ts";
import { listRoles, listUsers } from "../api/users.ts";
import { useAuth } from "../auth/auth_context.tsx";
import { ErrorList } from "../components/error_list.tsx";
import { formatDate } from "../i18n/index.ts";
import { loadAllStyles } from "../components/lazy_screen.tsx";
import { PageList } from "./page_overview.tsx";

// The add-user form (and the account checks, schemas and styles it brings) loads when first asked
// for, or when the button is pointed at: the dashboard's first load stays small (issue 23).
const loadUserFormModal = () =>
  Promise.all([loadAllStyles(), import("../components/user_form_modal.tsx")]).then(([, m]) => m);
const UserFormModal = lazy(() => loadUserFormModal().then((m) => ({ default: m.UserFormModal })));

export function Dashboard() {
  const { t } = useTranslation();
  const { user, can } = useAuth();
  useDocumentTitle(`${t("dashboard.title")} · ${t("app.name")}`);
  const manageUsers = can("manage-users");
  const review = can("review-publication");

  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>{t("dashboard.title")}</Title>
        <Text c="dimmed" mt={4}>
          {t("dashboard.welcome", { name: user?.profile.name || user?.email })} ·{" "}
          {formatDate(Date.now(), { dateStyle: "full" })}
        </Text>
      </div>
      {(can("edit-page") || review) && <MentionsSection />}
      {/* What waits for this person comes first: below the page list's 25 rows nobody saw it. */}
      {(review || manageUsers) && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {review && <ReviewSection userID={user?.ID ?? 0} />}
          {manageUsers && <UsersSection />}
        </SimpleGrid>
      )}
      {/* Listing pages needs edit-page: a role without it is not shown a list it is refused. */}
      {can("edit-page") && (
        <Section id="pages-heading" icon={IconLayoutList} title={t("dashboard.pagesSection")}>
          <PageList label={t("dashboard.pagesSection")} />
        </Section>
      )}
    </Stack>
  );
}

/** A card of the dashboard: an icon, a heading that names the section, and its content. */
function Section(
  { id, icon: Icon, title, children }: {
    id: string;
    icon: ComponentType<{ size?: number }>;
    title: string;
    children: ReactNode;
  },
) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Group gap="sm">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            <Icon size={20} />
          </ThemeIcon>
          <Title order={2} size="h3" id={id}>{title}</Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * "You were mentioned" (issue 32): the latest comments that name this person, each a link that
 * opens the editor at the comment. Drawn only when there are some; plain text and links, as the
 * dashboard's load has no room for more components (issue 30).
 */
function MentionsSection() {
  const { t } = useTranslation();
  const [mentions, setMentions] = useState<MentionJson[]>([]);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    myMentions(controller.signal).then(
      setMentions,
      (err) => !controller.signal.aborted && setErrors(errorsOf(err)),
    );
    return () => controller.abort();
  }, []);

  if (mentions.length === 0 && errors.length === 0) return null;
  return (
    <Section id="mentions-heading" icon={IconAt} title={t("comments.mentions.title")}>
      <ErrorList errors={errors} />
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
        {mentions.map((m) => (
          <li key={m.commentID} data-mention={m.commentID}>
            <Text size="sm">
              <Link to={`/page/${m.pageID}?comment=${m.commentID}`}>
                {t("comments.mentions.by", { name: m.by, title: m.pageTitle })}
              </Link>{" "}
              <Text span size="xs" c="dimmed">
                {formatDate(m.at, { dateStyle: "medium", timeStyle: "short" })}
              </Text>
            </Text>
            <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: "anywhere" }}>
              {m.excerpt}
            </Text>
          </li>
        ))}
      </Stack>
    </Section>
  );
}

/**
 * "Waiting for your review": the open requests this user may decide on. The list answers those
 * their role allows; their own requests are left out, since nobody reviews their own.
 */
function ReviewSection({ userID }: { userID: number }) {
  const { t } = useTranslation();
  const [count, setCount] = useState<number | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    openPublicationRequests(controller.signal).then(
      (items) => setCount(items.filter((r) => r.requester?.ID !== userID).length),
      (err) => !controller.signal.aborted && setErrors(errorsOf(err)),
    );
    return () => controller.abort();
  }, [userID]);

  return (
    <Section id="review-heading" icon={IconChecklist} title={t("dashboard.reviewSection")}>
      <ErrorList errors={errors} />
      {count === null && errors.length === 0
        ? <Skeleton height={28} width={160} />
        : count === 0
        ? <Text c="dimmed" data-review-count={0}>{t("dashboard.reviewEmpty")}</Text>
        : count !== null && (
          <Text fz={28} fw={700} lh={1} data-review-count={count}>
            {t("dashboard.reviewCount", { count })}
          </Text>
        )}
      <Group gap="sm">
        <Button
          variant={count ? "filled" : "default"}
          component={Link}
          to="/publication-requests"
        >
          {t("dashboard.openRequests")}
        </Button>
      </Group>
    </Section>
  );
}

function UsersSection() {
  const { t } = useTranslation();
  const [count, setCount] = useState<number | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [adding, setAdding] = useState(false);
  // Mounted from the first opening on, so the modal's closing transition still plays.
  const [asked, setAsked] = useState(false);
  const [reloadToken, setReloadToken] = useState(0);
  // Whether some role requires two-factor sign-in (issue 31): told while none does.
  const [secondFactorRequired, setSecondFactorRequired] = useState<boolean | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    listUsers(controller.signal).then(
      (users) => setCount(users.length),
      (err) => !controller.signal.aborted && setErrors(errorsOf(err)),
    );
    return () => controller.abort();
  }, [reloadToken]);

  useEffect(() => {
    let live = true;
    listRoles().then(
      (roles) => live && setSecondFactorRequired(roles.some((r) => r.requireSecondFactor)),
      () => {}, // Only a hint: the users' card does not fail for it.
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <Section id="users-heading" icon={IconUsers} title={t("dashboard.usersSection")}>
      <Text c="dimmed" size="sm">{t("dashboard.usersIntro")}</Text>
      {secondFactorRequired === false && (
        // Plain text and a link: the dashboard's load has no room for another component (issue 30).
        <Text size="sm" data-testid="no-second-factor-role">
          {t("dashboard.noSecondFactorRole")} <Link to="/roles">{t("dashboard.openRoles")}</Link>
        </Text>
      )}
      <ErrorList errors={errors} />
      {count === null && errors.length === 0
        ? <Skeleton height={28} width={120} />
        : count !== null && (
          <Text fz={28} fw={700} lh={1}>
            {t("dashboard.usersCount", { count })}
          </Text>
        )}
      <Group gap="sm">
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={() => {
            setAdding(true);
            setAsked(true);
          }}
          onMouseEnter={() => void loadUserFormModal()}
          onFocus={() => void loadUserFormModal()}
        >
          {t("dashboard.addUser")}
        </Button>
        <Button variant="default" component={Link} to="/users">
          {t("dashboard.openUsers")}
        </Button>
      </Group>
      {asked && (
        <Suspense fallback={null}>
          <UserFormModal
            opened={adding}
            user={null}
            onClose={() => setAdding(false)}
            onSaved={(saved) => {
              notifications.show({
                color: "green",
                message: t("users.created", {
                  name: saved.profile.name || saved.email,
                  email: saved.email,
                }),
              });
              setReloadToken((n) => n + 1);
            }}
          />
        </Suspense>
      )}
    </Section>
  );
}
