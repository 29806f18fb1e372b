/** The User JSON of the API: never the password hash or internal fields. */
import type { Role } from "../../content/permissions.ts";
import type { UserRecord } from "../../db/users.ts";

export interface UserJson {
  ID: number;
  email: string;
  role: Role;
  profile: { name: string; jobTitle: string; image: string | null };
  language: string;
  active: boolean;
  /** Whether two-factor sign-in (TOTP) is on (issue 31). */
  secondFactor: boolean;
  /** With OIDC_ONLY, may sign in with a password (issue 31). */
  breakGlass: boolean;
  /** Linked to the organisation's sign-in (OpenID Connect). */
  oidc: boolean;
  /** How many passkeys the user has: each is a second factor too. */
  passkeys: number;
}

export const NO_USER: UserJson = {
  ID: 0,
  email: "",
  role: { ID: 0, name: "", permissions: [] },
  profile: { name: "", jobTitle: "", image: null },
  language: "en",
  active: false,
  secondFactor: false,
  breakGlass: false,
  oidc: false,
  passkeys: 0,
};

export function presentUser(user: UserRecord, role: Role | null): UserJson {
  const image = user.profile.image;
  return {
    ID: user.id,
    email: user.email,
    role: role ?? { ID: user.roleID, name: "", permissions: [] },
    profile: {
      name: user.profile.name,
      jobTitle: user.profile.jobTitle,
      // The hash in the URL lets browsers cache the image for long and still see a new one.
      image: image ? `/api/ximblox/user/${user.id}/image?v=${image.sha256.slice(0, 16)}` : null,
    },
    language: user.language,
    active: user.active,
    secondFactor: !!user.secondFactor,
    breakGlass: !!user.breakGlass,
    oidc: !!user.oidc,
    passkeys: user.passkeys ?? 0,
  };
}
