/**
 * The routes of the admin, under the basename /cmsadmin. A data router, so screens can guard
 * unsaved changes with `useBlocker`.
 */
import {
  createBrowserRouter,
  createRoutesFromElements,
  matchPath,
  Route,
  RouterProvider,
} from "react-router";
import { startPage, startSessionUser } from "./api/early.ts";
import { useEffect } from "react";
import { useAuth } from "./auth/auth_context.tsx";
import { RequireAuth, RequirePermission } from "./nav/require_auth.tsx";
import { extraRoutes } from "./nav/extensions.ts";
import { loadLayoutStrings } from "./i18n/index.ts";
import { lazyScreen } from "./components/lazy_screen.tsx";
import { SECOND_FACTOR_SETUP_PATH } from "./auth/auth_context.tsx";
import { installPrefetch, prefetchPath } from "./nav/prefetch.ts";

// Every screen, and the layout around them, is its own chunk loaded on first visit (issue 23):
// the sign-in screen loads only itself, and the editor's TipTap and dnd-kit load with the editor.
// The first screens draw only what the first styles cover (see lazyScreen).
const FIRST = { firstStylesOnly: true };
// The layout needs its strings (the navigation's, the dashboard's) before it draws.
const Layout = lazyScreen(
  () =>
    Promise.all([loadLayoutStrings(), import("./nav/signed_in_frame.tsx")])
      .then(([, m]) => m.SignedInFrame),
  FIRST,
);
// The dashboard's page list shows when a change is scheduled (workflow's strings).
const Dashboard = lazyScreen(
  () => import("./screens/dashboard.tsx").then((m) => m.Dashboard),
  { ...FIRST, strings: ["workflow", "comments"] },
);
const ForgotPassword = lazyScreen(
  () => import("./screens/forgot_password.tsx").then((m) => m.ForgotPassword),
  FIRST,
);
const Login = lazyScreen(() => import("./screens/login.tsx").then((m) => m.Login), FIRST);
const NewPage = lazyScreen(() => import("./screens/new_page.tsx").then((m) => m.NewPage));
const NotFound = lazyScreen(() => import("./screens/not_found.tsx").then((m) => m.NotFound), FIRST);
const PageTypeOverview = lazyScreen(
  () => import("./screens/page_overview.tsx").then((m) => m.PageTypeOverview),
  { ...FIRST, strings: ["workflow"] },
);
const PageTypes = lazyScreen(() => import("./screens/page_types.tsx").then((m) => m.PageTypes));
const ResetAccount = lazyScreen(
  () => import("./screens/reset_account.tsx").then((m) => m.ResetAccount),
  FIRST,
);
const Settings = lazyScreen(
  () => import("./screens/settings.tsx").then((m) => m.Settings),
  { strings: ["passkeys", "sessions", "two_factor"] },
);
const Users = lazyScreen(
  () => import("./screens/users.tsx").then((m) => m.Users),
  { strings: ["sessions", "two_factor"] },
);
const Roles = lazyScreen(
  () => import("./screens/roles/roles.tsx").then((m) => m.Roles),
  { strings: ["roles"] },
);
const LinkReport = lazyScreen(
  () => import("./screens/link_report/link_report.tsx").then((m) => m.LinkReport),
  { strings: ["workflow"] },
);
const PublicationRequests = lazyScreen(
  () =>
    import("./screens/publication_requests/publication_requests.tsx").then((m) =>
      m.PublicationRequests
    ),
  { strings: ["workflow", "checks", "comments"] },
);
// The editor brings only the Mantine styles its code uses (bundle_report_test.ts checks them).
const PageEditor = lazyScreen(
  () => import("./screens/page_editor/editor.tsx").then((m) => m.PageEditor),
  {
    styles: () => import("./screens/page_editor/editor_styles.ts"),
    strings: [
      "checks",
      "comments",
      "editing",
      "media",
      "page_types",
      "presence",
      "share",
      "tags",
      "workflow",
    ],
  },
);
// The preview draws any Mantine component too: all its styles come with it, as with every screen.
const PreviewWindow = lazyScreen(
  () => import("./screens/page_editor/preview_window.tsx").then((m) => m.PreviewWindow),
  { strings: ["editing"] },
);
const MenuStructure = lazyScreen(
  () => import("./screens/menu_structure/menu_structure.tsx").then((m) => m.MenuStructure),
  { strings: ["menus"] },
);
const MediaLibrary = lazyScreen(
  () => import("./screens/media/media_library.tsx").then((m) => m.MediaLibrary),
  { strings: ["media"] },
);

export const BASENAME = "/cmsadmin";

function routes() {
  return (
    <>
      <Route path="login" element={<Login />} />
      <Route path="forgot-password" element={<ForgotPassword />} />
      <Route path="reset-password" element={<ResetAccount mode="reset" />} />
      <Route path="activate" element={<ResetAccount mode="activate" />} />
      <Route
        path={SECOND_FACTOR_SETUP_PATH.slice(1)}
        element={
          <RequireAuth>
            {/* Settings' module holds it: no chunk of its own to list in the first load. */}
            <Settings required />
          </RequireAuth>
        }
      />
      {/* The live preview in a window of its own: no navigation around it. */}
      <Route
        path="page/:pageID/preview"
        element={
          <RequireAuth>
            <PreviewWindow />
          </RequireAuth>
        }
      />
      <Route
        element={
          <RequireAuth>
            <Layout />
          </RequireAuth>
        }
      >
        <Route index element={<Dashboard />} />
        <Route
          path="menu-structure"
          element={
            <RequirePermission permission="manage-menu">
              <MenuStructure />
            </RequirePermission>
          }
        />
        <Route
          path="new-page"
          element={
            <RequirePermission permission="create-page">
              <NewPage />
            </RequirePermission>
          }
        />
        <Route
          path="medialibrary"
          element={<MediaLibrary />}
        />
        <Route
          path="page-types"
          element={
            <RequirePermission permission="manage-page-types">
              <PageTypes />
            </RequirePermission>
          }
        />
        <Route
          path="publication-requests"
          element={
            <RequirePermission permission="review-publication">
              <PublicationRequests />
            </RequirePermission>
          }
        />
        <Route
          path="link-report"
          element={
            <RequirePermission permission="edit-page">
              <LinkReport />
            </RequirePermission>
          }
        />
        <Route path="page-overview/:pageTypeId" element={<PageTypeOverview />} />
        <Route
          path="page/:pageID"
          element={<PageEditor />}
        />
        <Route
          path="users"
          element={
            <RequirePermission permission="manage-users">
              <Users />
            </RequirePermission>
          }
        />
        <Route
          path="roles"
          element={
            <RequirePermission permission="manage-users">
              <Roles />
            </RequirePermission>
          }
        />
        <Route path="user/settings" element={<Settings />} />
        {extraRoutes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={route.permission
              ? (
                <RequirePermission permission={route.permission}>
                  {route.element}
                </RequirePermission>
              )
              : route.element}
          />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </>
  );
}

let router: ReturnType<typeof createBrowserRouter> | null = null;

function appRouter() {
  if (!router) {
    router = createBrowserRouter(createRoutesFromElements(routes()), { basename: BASENAME });
    installPrefetch(router.routes, BASENAME);
  }
  return router;
}

const SIGNED_IN_HINT = "ximblox.signedIn";

/** Whether this device was signed in when last seen: a hint, never a permission. */
function signedInHint(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) === "1";
  } catch {
    return false;
  }
}

function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT, "1");
    else localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // Private mode or storage full: only the prefetch at start-up is lost.
  }
}

/**
 * Starts loading the screen of the address being opened, so that it arrives beside the
 * translations and the session check instead of after them. A guarded screen (and the layout) is
 * fetched at start-up only when this device was signed in when last seen, so a visitor who is
 * shown the sign-in screen fetches no other screen's code; otherwise once the session is known.
 * The session check, and the page of an editor address, are asked for now too (api/early.ts).
 */
export function prefetchOpenedRoute(): void {
  const signedIn = signedInHint();
  // The requests first: they go out before the code prefetch queues its many module loads.
  startSessionUser();
  const editing = matchPath(`${BASENAME}/page/:pageID`, location.pathname);
  const pageID = Number(editing?.params.pageID);
  if (signedIn && Number.isInteger(pageID) && pageID > 0) startPage(pageID);
  prefetchPath(appRouter().routes, location.pathname, BASENAME, { signedIn });
}

export function App() {
  const { status } = useAuth();
  useEffect(() => {
    if (status === "unknown") return;
    rememberSignedIn(status === "authenticated");
    if (status === "authenticated") {
      prefetchPath(appRouter().routes, location.pathname, BASENAME, { signedIn: true });
    }
  }, [status]);
  return <RouterProvider router={appRouter()} />;
}
