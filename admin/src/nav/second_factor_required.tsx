/**
 * What a signed-in user sees while their role requires two-factor sign-in and they have none
 * (issue 31): its set-up, and nothing else — the server answers every other call with
 * AUTH_2FA_SETUP meanwhile. Shown by the layout right after the password step.
 */
import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAuth } from "../auth/auth_context.tsx";
import { AuthLayout } from "../components/auth_layout.tsx";
import { TwoFactorSetup } from "../components/two_factor.tsx";
import type { User } from "../api/types.ts";

/** Whether the user must set up a second factor before anything else. */
export function needsSecondFactor(user: User | null): boolean {
  return !!user?.role?.requireSecondFactor && !user.secondFactor;
}

export function SecondFactorRequired() {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();
  return (
    <AuthLayout title={t("twoFactor.requiredTitle")} intro={t("twoFactor.requiredIntro")}>
      <TwoFactorSetup startOpen />
      <Group justify="flex-end">
        <Button
          variant="subtle"
          onClick={() => void logout("logout").then(() => navigate("/login", { replace: true }))}
        >
          {t("twoFactor.signOut")}
        </Button>
      </Group>
    </AuthLayout>
  );
}
