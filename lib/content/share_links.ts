/**
 * Share links for review (issue 32): the create body and the link as the API answers it. Shared
 * by the server and the admin's Share preview dialog.
 */
import { z } from "zod";

export const SHARE_HOURS_MIN = 1;
/** 30 days. */
export const SHARE_HOURS_MAX = 720;
/** 7 days. */
export const SHARE_HOURS_DEFAULT = 168;
/** Where a share link's page is (under PUBLIC_URL): `/preview/{token}`. */
export const SHARE_PATH_PREFIX = "/preview/";

/** A password for a link: any text a reviewer can be told, within reason. */
const sharePassword = z.string({ error: "V_12" }).max(200, { error: "V_11" });

export const shareLinkBody = z.object({
  hours: z.number({ error: "SHARE_03" }).int({ error: "SHARE_03" })
    .min(SHARE_HOURS_MIN, { error: "SHARE_03" })
    .max(SHARE_HOURS_MAX, { error: "SHARE_03" }).default(SHARE_HOURS_DEFAULT),
  // An empty password is no password (the dialog's field left empty).
  password: sharePassword.optional().nullable().transform((p) => p ? p : null),
  allowComments: z.boolean().optional().default(false),
}).strict();

export type ShareLinkInput = z.input<typeof shareLinkBody>;

/** A link as `GET /page/{pageID}/shares` lists it. */
export interface ShareLinkJson {
  id: number;
  pageID: number;
  versionID: number;
  createdAt: string;
  createdBy: { ID: number; name: string };
  expiresAt: string;
  hasPassword: boolean;
  allowComments: boolean;
}

/** What creating a link answers (besides Success): the address is shown once. */
export interface ShareLinkCreated {
  id: number;
  url: string;
  expiresAt: string;
}
