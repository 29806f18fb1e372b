/** /api/ximblox/user: staff accounts, roles and profile images (docs/api.md, Users and roles). */
import { Hono } from "hono";
import { roleBody } from "../../lib/content/roles.ts";
import { createUserBody, updateUserBody } from "../../lib/content/users.ts";
import { apiError } from "../../lib/http/errors.ts";
import { readFileField } from "../../lib/http/multipart.ts";
import { idParam, jsonBody } from "../../lib/http/validate.ts";
import { requireActor } from "../../lib/ops/access/access.ts";
import { createRole } from "../../lib/ops/people/create_role.ts";
import { createUser } from "../../lib/ops/people/create_user.ts";
import { deleteRole } from "../../lib/ops/people/delete_role.ts";
import { deleteUser } from "../../lib/ops/people/delete_user.ts";
import { getUserFor, listRolesFor, listUsersFor } from "../../lib/ops/people/list_users.ts";
import {
  PROFILE_IMAGE_MAX_BYTES,
  readProfileImage,
  removeProfileImage,
  setProfileImage,
} from "../../lib/ops/people/profile_image.ts";
import { presentUser } from "../../lib/ops/present/present_user.ts";
import { updateRole } from "../../lib/ops/people/update_role.ts";
import { updateUser } from "../../lib/ops/people/update_user.ts";
import { endUserSessions } from "../../lib/ops/people/account_sessions.ts";
import { resetSecondFactor } from "../../lib/ops/people/second_factor.ts";
import type { AppEnv } from "../_env.ts";

export const user = new Hono<AppEnv>()
  .get(
    "/list",
    async (c) => c.json({ Success: true, data: await listUsersFor(c.var.deps, c.var.actor) }),
  )
  .get(
    "/roles",
    async (c) => c.json({ Success: true, roles: await listRolesFor(c.var.deps, c.var.actor) }),
  )
  .post("/roles", async (c) => {
    const body = await jsonBody(c, roleBody);
    return c.json({ Success: true, role: await createRole(c.var.deps, c.var.actor, body) }, 201);
  })
  .put("/roles/:id", async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, roleBody);
    return c.json({ Success: true, role: await updateRole(c.var.deps, c.var.actor, id, body) });
  })
  .delete("/roles/:id", async (c) => {
    await deleteRole(c.var.deps, c.var.actor, idParam(c));
    return c.json({ Success: true });
  })
  .post("/:id/end-sessions", async (c) => {
    await endUserSessions(c.var.deps, c.var.actor, idParam(c));
    return c.json({ Success: true });
  })
  .get("/", (c) => {
    const actor = requireActor(c.var.actor);
    return c.json({ Success: true, User: presentUser(actor.user, actor.role) });
  })
  .post("/", async (c) => {
    const body = await jsonBody(c, createUserBody);
    const created = await createUser(c.var.deps, c.var.actor, {
      email: body.email,
      roleID: body.role,
      name: body.profile.name,
      jobTitle: body.profile.jobTitle,
    });
    return c.json({ Success: true, Errors: [], User: created, ...created }, 201);
  })
  .get("/:id", async (c) => {
    const found = await getUserFor(c.var.deps, c.var.actor, idParam(c));
    return c.json({ Success: true, User: found });
  })
  .put("/:id", async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, updateUserBody);
    const updated = await updateUser(c.var.deps, c.var.actor, id, body);
    return c.json({ Success: true, Errors: [], User: updated, ...updated });
  })
  .delete("/:id", async (c) => {
    await deleteUser(c.var.deps, c.var.actor, idParam(c));
    return c.json({ Success: true });
  })
  .post("/:id/reset-second-factor", async (c) => {
    await resetSecondFactor(c.var.deps, c.var.actor, idParam(c));
    return c.json({ Success: true });
  })
  .get("/:id/image", async (c) => {
    const image = await readProfileImage(c.var.deps, c.var.actor, idParam(c));
    if (!image) throw apiError("NF_01", "profileImage");
    return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": image.type,
      "Cache-Control": "private, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox",
    });
  })
  .put("/:id/image", async (c) => {
    const id = idParam(c);
    requireActor(c.var.actor);
    const bytes = await readFileField(c.req.raw, {
      field: "profileImage",
      maxBytes: PROFILE_IMAGE_MAX_BYTES,
      tooLarge: () => apiError("UM_05", "profileImage"),
    });
    if (!bytes) throw apiError("V_17", "profileImage");
    const updated = await setProfileImage(c.var.deps, c.var.actor, id, bytes);
    return c.json({ Success: true, Errors: [], User: updated, ...updated });
  })
  .delete("/:id/image", async (c) => {
    const updated = await removeProfileImage(c.var.deps, c.var.actor, idParam(c));
    return c.json({ Success: true, Errors: [], User: updated, ...updated });
  });
