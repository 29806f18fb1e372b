/**
 * /api/ximblox/api-tokens (issue 32): only holders of `manage-integrations` (403 UM_01 for a
 * role without it, 401 without a session), CSRF on every change, the token's value shown once
 * (stored hashed, never listed), revoked for good, each change in the audit trail.
 */
import { assert, assertEquals } from "../../_utils/assert.ts";
import { codes, withTestApp } from "../../_utils/app.ts";
import { storedAudit } from "../../_utils/audit.ts";
import { hashToken } from "../../../lib/auth/tokens.ts";

const TOKENS = "/api/ximblox/api-tokens";

Deno.test("API tokens: made by manage-integrations only, shown once, stored hashed, revoked", () =>
  withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    // Editors (2) and publishers (3) do not hold manage-integrations.
    for (const role of [2, 3]) {
      const other = await t.signedIn(role);
      assertEquals(codes(await other.get(TOKENS)), ["UM_01"]);
      const made = await other.post(TOKENS, { name: "x" });
      assertEquals([made.status, codes(made)], [403, ["UM_01"]]);
      assertEquals(codes(await other.delete(`${TOKENS}/1`)), ["UM_01"]);
    }
    assertEquals((await t.client().get(TOKENS)).status, 401);

    // CSRF: a change without the token (or from another site) is refused.
    const noCsrf = await admin.request("POST", TOKENS, { json: { name: "x" }, csrf: false });
    assertEquals([noCsrf.status, codes(noCsrf)], [403, ["CSRF_01"]]);

    const empty = await admin.get(TOKENS);
    assertEquals(empty.body, { Success: true, tokens: [] });

    // Validation, after the permission.
    assertEquals(codes(await admin.post(TOKENS, {})), ["V_01"]);
    assertEquals(codes(await admin.post(TOKENS, { name: "x", locales: ["xx-xx"] })), ["V_12"]);
    assertEquals(codes(await admin.post(TOKENS, { name: "x", pageTypes: ["nope"] })), ["V_12"]);
    const past = new Date(Date.now() - 60_000).toISOString();
    assertEquals(codes(await admin.post(TOKENS, { name: "x", expiresAt: past })), ["CAPI_05"]);
    assertEquals(codes(await admin.post(TOKENS, { name: "x", extra: 1 })), ["V_12"]);

    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const made = await admin.post(TOKENS, {
      name: "Patient portal",
      locales: ["nl-nl", "nl-nl"],
      pageTypes: ["news"],
      expiresAt,
    });
    assertEquals(made.status, 201, made.raw);
    const { id, token } = made.body;
    assert(/^xbx_[A-Za-z0-9_-]{40,}$/.test(token), token);

    // Listed without its value or hash: shown once, at creation.
    const listed = await admin.get(TOKENS);
    assertEquals(listed.body.tokens.length, 1);
    const item = listed.body.tokens[0];
    assertEquals(
      [item.id, item.name, item.locales, item.pageTypes, item.expiresAt, item.lastUsedAt],
      [id, "Patient portal", ["nl-nl"], ["news"], expiresAt, null],
    );
    assert(token.startsWith(item.hint) && item.hint.length < 12, item.hint);
    assert(!listed.raw.includes(token) && !listed.raw.includes(hashToken(token)), listed.raw);

    // Stored under its hash only: the value is nowhere in the store.
    for await (const e of t.deps.kv.list({ prefix: [] })) {
      assert(!JSON.stringify([e.key, e.value]).includes(token), JSON.stringify(e.key));
    }

    // The token works for the content API until it is revoked.
    const read = () =>
      t.app.request("/api/content/v1/pages?locale=nl-nl", {
        headers: { Authorization: `Bearer ${token}` },
      });
    assertEquals((await read()).status, 200);
    const revokedNoCsrf = await admin.request("DELETE", `${TOKENS}/${id}`, { csrf: false });
    assertEquals(revokedNoCsrf.status, 403);
    assertEquals((await admin.delete(`${TOKENS}/${id}`)).status, 200);
    assertEquals((await read()).status, 401);
    assertEquals(codes(await admin.delete(`${TOKENS}/${id}`)), ["NF_01"]);
    assertEquals((await admin.get(TOKENS)).body.tokens, []);

    // Both changes are in the audit trail, naming the token (never its value).
    await t.settled();
    const audit = (await storedAudit(t)).filter((r) => r.action.startsWith("api-token"));
    assertEquals(audit.map((r) => [r.action, r.target]), [
      ["api-token-create", `Patient portal (#${id})`],
      ["api-token-revoke", `Patient portal (#${id})`],
    ]);
    assert(audit[0].summary.includes("nl-nl") && audit[0].summary.includes("news"));
    assert(!JSON.stringify(audit).includes(token));
  }));
