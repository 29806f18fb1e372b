/** Shapes of the API's answers, as the admin uses them. */
import type { Role } from "../../../lib/content/permissions.ts";

export type { Role };

export interface Profile {
  name: string;
  jobTitle: string;
  image: string | null;
}

export interface User {
  /** 0 means no session. */
  ID: number;
  email: string;
  role: Role;
  profile: Profile;
  language?: string;
  active?: boolean;
  /** Whether two-factor sign-in is on (issue 31). */
  secondFactor?: boolean;
  /** With OIDC_ONLY, may still sign in with a password (issue 31). */
  breakGlass?: boolean;
  /** Linked to the organisation's sign-in (OpenID Connect). */
  oidc?: boolean;
  /** How many passkeys the user has: each is a second factor too. */
  passkeys?: number;
}

/** What a paginated list asks for (docs/api.md, Pages). */
export interface ListQuery {
  pageIndex: number;
  pageSize: number;
  searchTerm: string;
  columnToSort: string;
  sortOrder: SortOrder;
}

export type SortOrder = "asc" | "desc";

/** What a paginated list gets back. */
export interface ListResult<T> {
  items: T[];
  totalItems: number;
}

export interface Settings {
  availableLocales: string[];
  defaultLocale: string;
  customSlugLocales: string[];
  /** The public site's interface language (en, nl, de, fr); null: each page's own. */
  displayLanguage: string | null;
}
