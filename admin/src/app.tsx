/**
 * The routes of the admin, under the basename /cmsadmin. A data router, so screens can guard
 * unsaved changes with `useBlocker`.
 */
import { lazy, Suspense } from "react";
import { createBrowserRouter, createRoutesFromElements, Route, RouterProvider } from "react-router";
import { RequireAuth, RequirePermission } from "./auth/require_auth.tsx";
import { Layout } from "./components/layout.tsx";
import { extraRoutes } from "./nav/extensions.ts";
import { Dashboard } from "./screens/dashboard.tsx";
import { ForgotPassword } from "./screens/forgot_password.tsx";
import { Login } from "./screens/login.tsx";
import { NewPage } from "./screens/new_page.tsx";
import { NotFound } from "./screens/not_found.tsx";
import { PageTypeOverview } from "./screens/page_overview.tsx";
import { PageTypes } from "./screens/page_types.tsx";
import { ResetAccount } from "./screens/reset_account.tsx";
import { Settings } from "./screens/settings.tsx";
import { Users } from "./screens/users.tsx";
import { Roles } from "./screens/roles/roles.tsx";
import { LinkReport } from "./screens/link_report/link_report.tsx";
import { PublicationRequests } from "./screens/publication_requests/publication_requests.tsx";
import { FullPageLoader } from "./components/full_page_loader.tsx";

// The editor brings TipTap and dnd-kit: loaded when a page is opened, not with the admin.
const PageEditor = lazy(() =>
  import("./screens/page_editor/editor.tsx").then((m) => ({ default: m.PageEditor }))
);

const PreviewWindow = lazy(() =>
  import("./screens/page_editor/preview_window.tsx").then((m) => ({ default: m.PreviewWindow }))
);

// The menu editor brings dnd-kit: loaded when it is opened.
const MenuStructure = lazy(() =>
  import("./screens/menu_structure/menu_structure.tsx").then((m) => ({ default: m.MenuStructure }))
);

// The library brings the drop zone and its screens: loaded when it is opened.
const MediaLibrary = lazy(() =>
  import("./screens/media/media_library.tsx").then((m) => ({ default: m.MediaLibrary }))
);

export const BASENAME = "/cmsadmin";

function routes() {
  return (
    <>
      <Route path="login" element={<Login />} />
      <Route path="forgot-password" element={<ForgotPassword />} />
      <Route path="reset-password" element={<ResetAccount mode="reset" />} />
      <Route path="activate" element={<ResetAccount mode="activate" />} />
      {/* The live preview in a window of its own: no navigation around it. */}
      <Route
        path="page/:pageID/preview"
        element={
          <RequireAuth>
            <Suspense fallback={<FullPageLoader />}>
              <PreviewWindow />
            </Suspense>
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
              <Suspense fallback={<FullPageLoader />}>
                <MenuStructure />
              </Suspense>
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
          element={
            <Suspense fallback={<FullPageLoader />}>
              <MediaLibrary />
            </Suspense>
          }
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
          element={
            <Suspense fallback={<FullPageLoader />}>
              <PageEditor />
            </Suspense>
          }
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

export function App() {
  router ??= createBrowserRouter(createRoutesFromElements(routes()), { basename: BASENAME });
  return <RouterProvider router={router} />;
}
