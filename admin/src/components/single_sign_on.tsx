/**
 * The sign-in screen's single sign-on (issue 31): "Sign in with <name>" above the password form
 * when the server has OpenID Connect set up, and, with OIDC_ONLY, the form hidden until "Use a
 * break-glass account". A failed sign-in at the issuer comes back as `?error=<code>`, shown here
 * in the reader's language. Apart from the screen (../screens/login.tsx), which only hides its
 * form when told.
 */
import { Anchor, Button } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import {
  knownSignInProviders,
  OIDC_START,
  type SignInProviders,
  signInProviders,
} from "../api/auth.ts";
import { ErrorList } from "./error_list.tsx";

// Asked as soon as the sign-in screen's code loads, beside the session check that comes first:
// the answer is usually in before the screen draws, so OIDC_ONLY's form does not show and go.
signInProviders().catch(() => {});

export function SingleSignOn({ onPasswordForm }: { onPasswordForm(shown: boolean): void }) {
  const { t } = useTranslation();
  const [found, setFound] = useState<SignInProviders | null>(knownSignInProviders);
  const [breakGlass, setBreakGlass] = useState(false);
  const code = new URLSearchParams(useLocation().search).get("error");
  useEffect(() => {
    // Without an answer the screen stays as before single sign-on: the password form.
    signInProviders().then(setFound, () => {});
  }, []);
  const hideForm = !!found && !found.passwordForm && !breakGlass;
  useEffect(() => onPasswordForm(!hideForm), [hideForm]);
  return (
    <>
      {code && /^AUTH_(2\d|03)$/.test(code) && <ErrorList errors={[{ property: "oidc", code }]} />}
      {found?.oidc && (
        <Button component="a" href={OIDC_START} variant="default" fullWidth>
          {t("auth.oidcButton", { name: found.oidc.name })}
        </Button>
      )}
      {hideForm && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => setBreakGlass(true)}
        >
          {t("auth.breakGlassLink")}
        </Anchor>
      )}
    </>
  );
}
