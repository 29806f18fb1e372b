/**
 * The frame of every protected screen: a header with the user, the main navigation
 * (./main_nav.tsx), the Log Out confirmation, the
 * inactivity sign-out, the periodic session refresh and the password asked again before a
 * sensitive action (../components/reauth_host.tsx).
 */
import {
  AppShell,
  Avatar,
  Box,
  Burger,
  Group,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import { IconBox } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation, useNavigate } from "react-router";
import { needsSecondFactor, SECOND_FACTOR_SETUP_PATH, useAuth } from "../auth/auth_context.tsx";
import { useInactivity } from "../hooks/use_inactivity.ts";
import { useSessionRefresh } from "../hooks/use_session_refresh.ts";
import { appVersion, inactivityMinutes } from "../lib/meta.ts";
import { accountMenuItems } from "./menu_items.ts";
import { MainNav, MenuLink } from "./main_nav.tsx";
import { roleName } from "../lib/role_name.ts";
import { ReauthHost } from "../components/reauth_host.tsx";

export function Layout() {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);

  useEffect(closeNav, [pathname, closeNav]);

  const minutes = inactivityMinutes();
  useInactivity(minutes, () => {
    modals.closeAll();
    void logout("inactive").then(() => navigate("/login", { replace: true }));
  });
  useSessionRefresh(true);

  function confirmLogout() {
    modals.openConfirmModal({
      title: t("logout.title"),
      children: <Text size="sm">{t("logout.message")}</Text>,
      labels: { confirm: t("logout.confirm"), cancel: t("logout.cancel") },
      cancelProps: { variant: "default" },
      closeButtonProps: { "aria-label": t("common.close") },
      onConfirm: async () => {
        await logout("logout");
        navigate("/login", { replace: true });
      },
    });
  }

  // A role that requires a second factor: its set-up before anything else (issue 31).
  const held = needsSecondFactor(user);
  useEffect(() => {
    if (held) navigate(SECOND_FACTOR_SETUP_PATH, { replace: true });
  }, [held, navigate]);
  if (held) return null;

  const footItems = accountMenuItems(confirmLogout);
  const version = appVersion();
  const name = user?.profile.name || user?.email || "";

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 272, breakpoint: "sm", collapsed: { mobile: !navOpened } }}
      padding={{ base: "md", sm: "xl" }}
    >
      <a href="#main" className="skip-link">{t("app.skipToContent")}</a>
      <ReauthHost />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={toggleNav}
              hiddenFrom="sm"
              size="sm"
              aria-label={t("nav.toggle")}
              aria-expanded={navOpened}
            />
            <UnstyledButton component={Link} to="/">
              <Group gap={10} wrap="nowrap">
                <ThemeIcon size={34} radius="md" variant="filled" aria-hidden>
                  <IconBox size={20} />
                </ThemeIcon>
                <Box>
                  <Text fw={700} size="lg" lh={1.1}>{t("app.name")}</Text>
                  <Text size="xs" c="dimmed" lh={1.1} visibleFrom="xs">{t("app.tagline")}</Text>
                </Box>
              </Group>
            </UnstyledButton>
          </Group>
          <UnstyledButton component={Link} to="/user/settings" className="user-chip">
            <Group gap="sm" wrap="nowrap">
              <Avatar
                src={user?.profile.image}
                alt=""
                radius="xl"
                size={34}
                color="brand"
                name={name}
              />
              <Box visibleFrom="xs">
                <Text size="sm" fw={600} lh={1.2}>{name}</Text>
                <Text size="xs" c="dimmed" lh={1.2}>{user && roleName(t, user.role)}</Text>
              </Box>
            </Group>
          </UnstyledButton>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={t("nav.main")} component="nav">
        {/* A plain overflow box: if larger text ever needs scrolling, its scrollbar shows. */}
        <AppShell.Section grow style={{ overflowY: "auto" }}>
          <MainNav pathname={pathname} />
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}>
          <Stack gap={2}>
            {footItems.map((item) => <MenuLink key={item.title} item={item} pathname={pathname} />)}
          </Stack>
          {version && (
            <Text size="xs" c="dimmed" px="sm" pt={6} data-testid="app-version">
              {t("app.name")} · {t("app.version", { version })}
            </Text>
          )}
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="main" tabIndex={-1} bg="gray.0">
        <Box maw={1200} mx="auto">
          <Outlet />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
