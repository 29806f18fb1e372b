/** Renders protected screens only for signed-in users; others go to login and come back after. */
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import type { PermissionName } from "../../../lib/content/permissions.ts";
import { FullPageLoader } from "../components/full_page_loader.tsx";
import { lazyScreen } from "../components/lazy_screen.tsx";
import { useAuth } from "../auth/auth_context.tsx";
import type { LoginState } from "../screens/login.tsx";

// Rarely drawn (the navigation hides what a role may not open): loaded when it is, so the sign-in
// screen's load does not carry it (issue 30's budget).
const NotAuthorized = lazyScreen(
  () => import("../screens/not_authorized.tsx").then((m) => m.NotAuthorized),
  { firstStylesOnly: true },
);

export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === "unknown") return <FullPageLoader />;
  if (status === "anonymous") {
    const from = location.pathname + location.search + location.hash;
    return <Navigate to="/login" replace state={{ from } satisfies LoginState} />;
  }
  return <>{children}</>;
}

/** Shows the screen only with the permission (the navigation hides it too). */
export function RequirePermission(
  { permission, children }: { permission: PermissionName; children: ReactNode },
) {
  const { can } = useAuth();
  return can(permission) ? <>{children}</> : <NotAuthorized />;
}
