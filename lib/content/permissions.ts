/** Permission names, and the roles seeded with fixed IDs. Shared by the server and the admin. */
export const PERMISSIONS = [
  "manage-users",
  "manage-menu",
  "create-page",
  "edit-page",
  "delete-page",
  "publish-page",
  "request-publication",
  "review-publication",
  "manage-media",
  "manage-forms",
  "manage-search",
  "manage-settings",
  "manage-page-types",
  /** Reading the audit trail (issue 22): the organisation's history, for Administrators. */
  "view-audit",
  /** Webhooks and content-API read tokens (issue 32): what leaves the CMS, for Administrators. */
  "manage-integrations",
] as const;

export type PermissionName = typeof PERMISSIONS[number];

/** Parameters narrow a permission: to some locales, to some page types. Absent means all. */
export interface PermissionParameters {
  locales?: string[];
  pageTypes?: string[];
}

export type PermissionLimit = keyof PermissionParameters;

/**
 * Which limits each permission takes: those its checks are scoped by (`requirePermission` and
 * `grants` with a locale or page type). A limit elsewhere would mean nothing — a "manage-forms
 * for nl-nl" role reads every locale's forms — so the roles API refuses it (V_12) and the role
 * editor offers only these. README.md lists the same table.
 */
export const PERMISSION_LIMITS: Readonly<Record<PermissionName, readonly PermissionLimit[]>> = {
  "manage-users": [],
  "manage-menu": ["locales"],
  "create-page": ["locales", "pageTypes"],
  "edit-page": ["locales", "pageTypes"],
  "delete-page": ["locales", "pageTypes"],
  "publish-page": ["locales", "pageTypes"],
  "request-publication": ["locales", "pageTypes"],
  "review-publication": ["locales", "pageTypes"],
  "manage-media": [],
  "manage-forms": [],
  "manage-search": [],
  "manage-settings": [],
  "manage-page-types": [],
  "view-audit": [],
  "manage-integrations": [],
};

/**
 * A permission with only the limits its name takes. Roles stored before other limits were
 * refused may hold some; they were never enforced, so reading them without changes nothing.
 */
export function withHeldLimits(p: Permission): Permission {
  const parameters: PermissionParameters = {};
  for (const limit of PERMISSION_LIMITS[p.name] ?? []) {
    if (p.parameters?.[limit]) parameters[limit] = p.parameters[limit];
  }
  return { name: p.name, parameters };
}

export interface Permission {
  name: PermissionName;
  parameters: PermissionParameters;
}

export interface Role {
  ID: number;
  name: string;
  permissions: Permission[];
  /**
   * Users of the role must sign in with a second factor (issue 31); one without is held at its
   * set-up (AUTH_2FA_SETUP). Absent: no (roles from before, and the default).
   */
  requireSecondFactor?: boolean;
}

export const ROLE_IDS = { administrator: 1, editor: 2, publisher: 3 } as const;

const editor: PermissionName[] = [
  "create-page",
  "edit-page",
  "request-publication",
  "manage-media",
];
const publisher: PermissionName[] = [
  ...editor,
  "publish-page",
  "review-publication",
  "delete-page",
  "manage-menu",
];

function grant(names: readonly PermissionName[]): Permission[] {
  return names.map((name) => ({ name, parameters: {} }));
}

export const SEEDED_ROLES: Role[] = [
  { ID: ROLE_IDS.administrator, name: "Administrator", permissions: grant(PERMISSIONS) },
  { ID: ROLE_IDS.editor, name: "Editor", permissions: grant(editor) },
  { ID: ROLE_IDS.publisher, name: "Publisher", permissions: grant(publisher) },
];

/** What an action touches, for permissions narrowed by parameters. */
export interface PermissionScope {
  locale?: string;
  pageType?: string;
}

/** Whether a role's permission list grants `name` for `scope` (parameters narrow, never widen). */
export function grants(
  permissions: readonly Permission[],
  name: PermissionName,
  scope: PermissionScope = {},
): boolean {
  return permissions.some((p) =>
    p.name === name &&
    (!scope.locale || !p.parameters.locales || p.parameters.locales.includes(scope.locale)) &&
    (!scope.pageType || !p.parameters.pageTypes || p.parameters.pageTypes.includes(scope.pageType))
  );
}

/**
 * Reading the media library (browsing, search, previews) is open to whoever may change it and to
 * whoever may edit pages, since editors pick images for their blocks. One list, so the server's
 * check and the admin's offer cannot drift apart.
 */
export const MEDIA_READ_PERMISSIONS = [
  "manage-media",
  "edit-page",
] as const satisfies readonly PermissionName[];

/** Whether a role's permission list lets it read the media library. */
export function grantsMediaRead(permissions: readonly Permission[]): boolean {
  return MEDIA_READ_PERMISSIONS.some((name) => grants(permissions, name));
}

/** Whether `role` grants nothing beyond `own`: each permission held by `own`, as widely. */
export function roleWithin(
  own: Pick<Role, "permissions">,
  role: Pick<Role, "permissions">,
): boolean {
  return role.permissions.every((p) =>
    own.permissions.some((mine) => mine.name === p.name && coversParameters(mine, p))
  );
}

function coversParameters(own: Permission, given: Permission): boolean {
  const covers = (mine?: string[], theirs?: string[]) =>
    !mine || (!!theirs && theirs.every((x) => mine.includes(x)));
  return covers(own.parameters.locales, given.parameters.locales) &&
    covers(own.parameters.pageTypes, given.parameters.pageTypes);
}
