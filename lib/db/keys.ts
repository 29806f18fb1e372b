/**
 * Every KV key of Ximblox comes from a builder here; nowhere else writes key arrays. Secondary
 * indexes hold ids (pointers), never copies of records.
 */
export const keys = {
  secret: (name: string) => ["meta", "secret", name] as const,
  seeded: () => ["meta", "seeded"] as const,
  counter: (name: string) => ["counters", name] as const,
  settings: () => ["settings"] as const,
  /**
   * Bumped (see lib/db/site_revision.ts) by every commit that changes what the public site shows:
   * instances hold published pointers in memory while it stays the same.
   */
  siteRevision: () => ["site_revision"] as const,
  /**
   * What each bump of the site revision touched (its cache tags), by the writer's clock and a
   * random id: other processes drop only those kept answers (lib/db/site_changes.ts).
   */
  siteChange: (at: number, id: string) => ["site_changes", at, id] as const,
  siteChanges: () => ["site_changes"] as const,
  /** CDN purges waiting to be sent (CDN set): lib/db/cdn_purges.ts. */
  cdnPurge: (id: string) => ["cdn_purges", id] as const,
  cdnPurges: () => ["cdn_purges"] as const,
  /**
   * What every public page of a locale reads (menus, collections, forms), or the sitemap, as one
   * cache valid for one site revision, cut into chunks (lib/db/public_snapshots.ts). A cache, not
   * a record. `part`: a locale, or "sitemap".
   */
  publicSnapshot: (part: string, chunk: number) => ["public_snapshot", part, chunk] as const,
  publicSnapshots: () => ["public_snapshot"] as const,
  /**
   * What drawing a published page needs besides its records, valid for one published pointer
   * revision (lib/db/page_manifests.ts). A cache, not a record.
   */
  pageManifest: (locale: string, slug: string) => ["page_manifest", locale, slug] as const,
  pageManifests: () => ["page_manifest"] as const,

  role: (id: number) => ["roles", id] as const,
  roles: () => ["roles"] as const,
  /** A role's name in lower case: names are unique, ignoring case. */
  roleByName: (lowerName: string) => ["roles_by_name", lowerName] as const,
  /**
   * Changed by every commit that gives a user the role, so that deleting a role can check in its
   * commit that nobody was given it after the deleter looked.
   */
  roleUsersStamp: (roleID: number) => ["role_users_stamp", roleID] as const,

  user: (id: number) => ["users", id] as const,
  users: () => ["users"] as const,
  userByEmail: (email: string) => ["users_by_email", email] as const,
  /**
   * The account an OpenID Connect identity (issuer, subject) is linked to (issue 31). Kept when
   * the user is deleted: the identity stays refused rather than linked or created anew.
   */
  userByOidc: (issuer: string, subject: string) => ["users_by_oidc", issuer, subject] as const,
  /** A single sign-on under way: its state, nonce and PKCE verifier (expires by itself). */
  oidcFlow: (id: string) => ["oidc_flows", id] as const,

  session: (tokenHash: string) => ["sessions", tokenHash] as const,
  userSession: (userID: number, tokenHash: string) =>
    ["sessions_by_user", userID, tokenHash] as const,
  userSessions: (userID: number) => ["sessions_by_user", userID] as const,

  /**
   * A user's TOTP secret, last accepted time step and hashed recovery codes (issue 31): apart
   * from the user record, which every request reads and which only says whether it is on.
   */
  secondFactor: (userID: number) => ["second_factor", userID] as const,
  /** A TOTP secret shown for setting up, until confirmed with a code (expires by itself). */
  secondFactorSetup: (userID: number) => ["second_factor_setup", userID] as const,
  /** A sign-in waiting for its second step, under the SHA-256 of its cookie's token. */
  pendingSignIn: (tokenHash: string) => ["pending_sign_in", tokenHash] as const,
  /**
   * A user's passkey (WebAuthn credential) under its credential ID (base64url); the user record's
   * `passkeys` count says whether there are any, for the actor's one read.
   */
  passkey: (userID: number, credentialID: string) => ["passkeys", userID, credentialID] as const,
  passkeysOf: (userID: number) => ["passkeys", userID] as const,
  /** Whose passkey a credential ID is: a discoverable sign-in names only the credential. */
  passkeyOwner: (credentialID: string) => ["passkey_owners", credentialID] as const,
  /** A WebAuthn challenge handed out and not yet spent (expires by itself; checked in code). */
  webauthnChallenge: (challenge: string) => ["webauthn_challenges", challenge] as const,

  token: (tokenHash: string) => ["tokens", tokenHash] as const,
  userToken: (userID: number, tokenHash: string) => ["tokens_by_user", userID, tokenHash] as const,
  userTokens: (userID: number) => ["tokens_by_user", userID] as const,
  /**
   * Share links for review (issue 32, lib/db/share_links.ts): the link by id, its id under the
   * SHA-256 of its token (the token itself is never stored), and the page's links by id.
   */
  shareLink: (id: number) => ["share_links", id] as const,
  shareToken: (tokenHash: string) => ["share_tokens", tokenHash] as const,
  pageShare: (pageID: number, id: number) => ["share_links_by_page", pageID, id] as const,
  pageShares: (pageID: number) => ["share_links_by_page", pageID] as const,

  /**
   * Content API read tokens (issue 32), under the SHA-256 of their value (what a request looks
   * up); by id, the hash (listing and revoking); when each was last used, apart, so that the
   * touch of a request never rewrites (or races) the record.
   */
  apiToken: (tokenHash: string) => ["api_tokens", tokenHash] as const,
  apiTokens: () => ["api_tokens"] as const,
  apiTokenByID: (id: number) => ["api_tokens_by_id", id] as const,
  apiTokenUsed: (id: number) => ["api_tokens_used", id] as const,
  apiTokensUsed: () => ["api_tokens_used"] as const,

  loginAttempts: (email: string) => ["login_attempts", email] as const,
  /**
   * Recent times something rate-limited was done for one subject: a user id (reset mails), or a
   * string such as a hashed client address or an e-mail address (public forms, the newsletter).
   */
  throttle: (name: string, subject: number | string) => ["throttles", name, subject] as const,
  /**
   * A public form's captcha solution or no-script ticket that has been used (by its signature):
   * each is accepted once (lib/db/form_proofs.ts), and expires with the challenge.
   */
  usedFormProof: (kind: "captcha" | "ticket", signature: string) =>
    ["form_proofs_used", kind, signature] as const,

  blobChunk: (blobID: string, index: number) => ["blob_chunks", blobID, index] as const,
  blobChunks: (blobID: string) => ["blob_chunks", blobID] as const,
  pendingBlob: (blobID: string) => ["blobs_pending", blobID] as const,
  pendingBlobs: () => ["blobs_pending"] as const,

  outbox: (id: string) => ["outbox", id] as const,

  mediaFile: (id: number) => ["media_files", id] as const,
  mediaFiles: () => ["media_files"] as const,
  /**
   * A file in the trash: its whole record (with `trashedAt`), out of `media_files` so nothing
   * serves or lists it; its usage entries stay, so a restore brings every page back whole.
   */
  mediaTrash: (id: number) => ["media_trash", id] as const,
  mediaTrashAll: () => ["media_trash"] as const,
  /** A folder, under its parent: listing a folder's subfolders is one prefix read. */
  mediaDir: (parent: string, name: string) => ["media_dirs", parent, name] as const,
  mediaDirs: (parent: string) => ["media_dirs", parent] as const,
  /** A file's name in its folder (lower case: names are unique per folder, ignoring case). */
  mediaName: (dir: string, lowerName: string) => ["media_names", dir, lowerName] as const,
  mediaNames: (dir: string) => ["media_names", dir] as const,
  /** Which page versions use which file, both ways. */
  mediaUsage: (fileID: number, versionID: number) => ["media_usage", fileID, versionID] as const,
  mediaUsages: (fileID: number) => ["media_usage", fileID] as const,
  versionMedia: (versionID: number, fileID: number) =>
    ["version_media", versionID, fileID] as const,
  versionMedias: (versionID: number) => ["version_media", versionID] as const,
  /** A computed image rendition (resized, cropped, encoded), by source hash and parameters. */
  rendition: (sha256: string, spec: string) => ["renditions", sha256, spec] as const,
  renditions: (sha256: string) => ["renditions", sha256] as const,
  renditionsAll: () => ["renditions"] as const,
  /** Files by content hash (get-page-file, shared renditions): written with the file record. */
  mediaByHash: (sha256: string, id: number) => ["media_by_hash", sha256, id] as const,
  mediaByHashes: (sha256: string) => ["media_by_hash", sha256] as const,
  /** Changes with every change to a file record, so instances know their search index is stale. */
  mediaStamp: () => ["media_stamp"] as const,
  /** Which file changed when (writer's clock): instances catch their search index up from it. */
  mediaChange: (at: number, id: number) => ["media_changes", at, id] as const,
  mediaChanges: () => ["media_changes"] as const,

  page: (id: number) => ["pages", id] as const,
  pages: () => ["pages"] as const,
  /**
   * The pages of a type in a locale (neither ever changes after creation): what the public site's
   * lists (news, locations, lab tests, FAQs) read instead of every page record.
   */
  pageOfType: (type: string, locale: string, id: number) =>
    ["pages_by_type", type, locale, id] as const,
  pagesOfType: (type: string, locale: string) => ["pages_by_type", type, locale] as const,
  /** Changes with every change to any page, so instances know when their list cache is stale. */
  pagesStamp: () => ["pages_stamp"] as const,
  /**
   * Which pages a commit changed (written with the stamp, kept an hour): instances bring their
   * page records up to date from it (pages_mirror.ts).
   */
  pageChange: (time: number, id: string) => ["page_changes", time, id] as const,
  pageChanges: () => ["page_changes"] as const,
  pageSlug: (locale: string, slug: string) => ["page_slugs", locale, slug] as const,
  pageSlugs: (locale: string) => ["page_slugs", locale] as const,
  /**
   * The published pages of a locale by title (trimmed, spaces collapsed, lower case): what the
   * duplicate-title rule reads instead of every published version (published_titles.ts).
   */
  publishedTitle: (locale: string, titleKey: string, pageID: number) =>
    ["published_titles", locale, titleKey, pageID] as const,
  publishedTitles: (locale: string, titleKey: string) =>
    ["published_titles", locale, titleKey] as const,
  /** The public site's one read per request: slug → page and its published version. */
  published: (locale: string, slug: string) => ["published", locale, slug] as const,
  /** A locale's published pointers, in address order (the content API's list, issue 32). */
  publishedIn: (locale: string) => ["published", locale] as const,
  /** An old address of a page: answered with a permanent redirect to its current one. */
  redirect: (locale: string, slug: string) => ["redirects", locale, slug] as const,
  pageRedirect: (pageID: number, locale: string, slug: string) =>
    ["redirects_by_page", pageID, locale, slug] as const,
  pageRedirects: (pageID: number) => ["redirects_by_page", pageID] as const,
  pageSibling: (group: string, locale: string) => ["page_siblings", group, locale] as const,
  pageSiblings: (group: string) => ["page_siblings", group] as const,
  version: (id: number) => ["page_versions", id] as const,
  /** A scheduled publish or unpublish, ordered by time so due ones are a range read. */
  schedule: (at: number, pageID: number, action: "publish" | "unpublish") =>
    ["schedules", at, pageID, action] as const,
  schedules: () => ["schedules"] as const,

  pubRequest: (id: number) => ["pub_requests", id] as const,
  openPubRequest: (id: number) => ["pub_requests_open", id] as const,
  openPubRequests: () => ["pub_requests_open"] as const,
  pagePubRequest: (pageID: number, id: number) => ["pub_requests_by_page", pageID, id] as const,
  pagePubRequests: (pageID: number) => ["pub_requests_by_page", pageID] as const,
  /** Comments on drafts (lib/db/comments.ts); the page index's value is the comment's version. */
  comment: (id: number) => ["comments", id] as const,
  pageComment: (pageID: number, id: number) => ["comments_by_page", pageID, id] as const,
  pageComments: (pageID: number) => ["comments_by_page", pageID] as const,
  /** A user's mentions, for the dashboard's "You were mentioned" (newest = highest id). */
  mention: (userID: number, commentID: number) => ["mentions", userID, commentID] as const,
  mentions: (userID: number) => ["mentions", userID] as const,
  pageVersion: (pageID: number, versionID: number) =>
    ["versions_by_page", pageID, versionID] as const,
  pageVersions: (pageID: number) => ["versions_by_page", pageID] as const,
  outboxAll: () => ["outbox"] as const,

  /**
   * Reverse link index: the versions whose blocks link to (locale, slug), with their page id.
   * Locale "" is "the default locale, whichever it is" (a rich-text path without a prefix).
   */
  linkRef: (locale: string, slug: string, versionID: number) =>
    ["link_refs", locale, slug, versionID] as const,
  linkRefs: (locale: string, slug: string) => ["link_refs", locale, slug] as const,
  /** The link targets one version is indexed under (what to remove when it changes). */
  versionLinks: (versionID: number) => ["version_links", versionID] as const,
  /** Versions with too many link targets to index one by one: every slug change reads them. */
  linkOverflow: (versionID: number) => ["link_overflow", versionID] as const,
  linkOverflows: () => ["link_overflow"] as const,
  /**
   * A version whose usage and link index entries are still being brought to its content by
   * follow-up commits (lib/db/version_index.ts) → its page id.
   */
  indexPending: (versionID: number) => ["index_pending", versionID] as const,
  indexPendingAll: () => ["index_pending"] as const,
  /** A history restore reading this version: retention leaves it alone until `value` (ms). */
  restorePin: (versionID: number) => ["restore_pins", versionID] as const,
  /** A saved menu of a locale (lib/content/menus.ts), and its last saves (who, when). */
  menu: (locale: string, name: string) => ["menus", locale, name] as const,
  menuHistory: (locale: string, name: string) => ["menu_history", locale, name] as const,
  /** Form templates (lib/db/forms.ts) and the forms settings (retention). */
  formTemplate: (id: number) => ["form_templates", id] as const,
  formTemplates: () => ["form_templates"] as const,
  formsSettings: () => ["forms_settings"] as const,
  /** A submission, under its template: a template's submissions are one prefix read. */
  formSubmission: (templateID: number, id: number) => ["form_submissions", templateID, id] as const,
  formSubmissions: (templateID: number) => ["form_submissions", templateID] as const,
  /** A submission's small list entry ({createdAt, read}): counts and paging without the values. */
  formSubmissionRef: (templateID: number, id: number) =>
    ["form_submission_refs", templateID, id] as const,
  formSubmissionRefs: (templateID: number) => ["form_submission_refs", templateID] as const,
  /** Mail waiting to be sent, retried until it goes out (lib/mail/queue.ts); ids sort by time. */
  mailQueue: (id: string) => ["mail_queue", id] as const,
  mailQueueAll: () => ["mail_queue"] as const,
  /** A large queued mail's JSON in parts (a value holds 64 KiB), written with its entry. */
  mailQueuePart: (id: string, index: number) => ["mail_queue_parts", id, index] as const,
  /** Signed webhooks (issue 32): lib/db/webhooks.ts and lib/db/webhook_queue.ts. */
  webhook: (id: string) => ["webhooks", id] as const,
  webhooks: () => ["webhooks"] as const,
  /** A webhook's failures (since when, paused when): apart, so delivery never races an edit. */
  webhookHealth: (id: string) => ["webhook_health", id] as const,
  webhookHealthAll: () => ["webhook_health"] as const,
  /** An event written in the commit of its change, until the worker fans it out to webhooks. */
  webhookEvent: (id: string) => ["webhook_events", id] as const,
  webhookEvents: () => ["webhook_events"] as const,
  /** A delivery waiting for its (next) attempt; ids sort by creation time. */
  webhookQueued: (deliveryID: string) => ["webhook_queue", deliveryID] as const,
  webhookQueue: () => ["webhook_queue"] as const,
  /** A delivery and its last attempt, the webhook's log (newest last by id). */
  webhookDelivery: (webhookID: string, deliveryID: string) =>
    ["webhook_deliveries", webhookID, deliveryID] as const,
  webhookDeliveries: (webhookID: string) => ["webhook_deliveries", webhookID] as const,
  webhookDeliveriesAll: () => ["webhook_deliveries"] as const,
  /** Which one-time index backfills this store has had (see lib/db/backfill.ts). */
  indexesBuilt: () => ["meta", "indexes_built"] as const,
  /** Who runs a background job now, and when it last finished (lib/db/leases.ts). */
  lease: (job: string) => ["meta", "lease", job] as const,
  /** What this store is and the shape of its data (lib/db/schema.ts). */
  schema: () => ["meta", "schema"] as const,
  /**
   * What `deno task prepare` last brought the store up to (lib/db/prepared_mark.ts): a start that
   * finds it current prepares nothing and writes nothing.
   */
  prepared: () => ["meta", "prepared"] as const,
  /** An import that has not finished: its archive and start (lib/db/archive_marker.ts). */
  importMarker: () => ["meta", "import"] as const,
  /** When the last backup of this store was taken (lib/db/last_backup.ts). */
  lastBackup: () => ["meta", "last_backup"] as const,
  /** Newsletter subscribers by id (time-ordered), their address (one each), their link tokens. */
  newsletterSubscriber: (id: string) => ["newsletter_subscribers", id] as const,
  newsletterSubscribers: () => ["newsletter_subscribers"] as const,
  newsletterEmail: (email: string) => ["newsletter_by_email", email] as const,
  newsletterToken: (tokenHash: string) => ["newsletter_tokens", tokenHash] as const,
  /**
   * The audit trail (lib/db/audit.ts): one record per action under a time-ordered id, so a time
   * range is a key range and the newest come first in a reverse read. Never changed once written,
   * but for the count of a repeated failed sign-in (`writeRepeatedAudit`).
   */
  auditRecord: (id: string) => ["audit", id] as const,
  auditRecords: () => ["audit"] as const,
  /** How long audit records are kept and whether client addresses are (lib/content/audit.ts). */
  auditSettings: () => ["audit_settings"] as const,
  /**
   * Repeats of a recorded action in a short window (lib/db/audit.ts `writeRepeatedAudit`): per
   * client (a hash) and subject, the record that counts them; expires with its window.
   */
  auditRepeat: (client: string, subject: string) => ["audit_repeats", client, subject] as const,
  /**
   * Editors with a page open (lib/db/presence.ts), one entry per editor tab, written by its
   * heartbeat with a short expiry (and a `seenAt` that reads go by, as expiry is lazy).
   */
  pagePresence: (pageID: number, tabID: string) => ["page_presence", pageID, tabID] as const,
  pagePresences: (pageID: number) => ["page_presence", pageID] as const,
  /** A page's soft lock: which editor tab holds it. Live only while that tab is present. */
  pageLock: (pageID: number) => ["page_locks", pageID] as const,
  /** Who took a page's lock from an editor tab, for that tab's next heartbeat to tell. */
  pageLockNotice: (pageID: number, tabID: string) => ["page_lock_notices", pageID, tabID] as const,
};
