import { rejects } from "node:assert";
import { assert, assertEquals } from "../../_utils/assert.ts";
import { PERMISSION_LIMITS, PERMISSIONS } from "../../../lib/content/permissions.ts";
import { codes, createStaff, type TestApp, withTestApp } from "../../_utils/app.ts";
import { ensureSeededRoles, getRoleEntry, insertRole } from "../../../lib/db/roles.ts";
import { insertUser } from "../../../lib/db/users.ts";
import { CommitConflict } from "../../../lib/db/kv.ts";

const ROLES = "/api/ximblox/user/roles";
const all = PERMISSIONS.map((name) => ({ name }));

/** A client signed in with a custom role of `permissions`. */
async function signedInWith(t: TestApp, name: string, permissions: string[]) {
  const role = await insertRole(t.deps.kv, {
    name,
    permissions: permissions.map((p) => ({
      name: p as typeof PERMISSIONS[number],
      parameters: {},
    })),
  });
  const client = await t.signedIn(role.ID);
  return { client, role };
}

Deno.test("roles: create, list, edit and delete", async () => {
  await withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    const created = await admin.post(ROLES, {
      name: "Dutch editor",
      permissions: [{ name: "edit-page", parameters: { locales: ["nl-nl"] } }, {
        name: "create-page",
      }],
    });
    assertEquals(created.status, 201);
    assertEquals(created.body.Success, true);
    const role = created.body.role;
    assert(role.ID > 3);
    assertEquals(role.permissions[0], { name: "edit-page", parameters: { locales: ["nl-nl"] } });
    assertEquals(role.permissions[1], { name: "create-page", parameters: {} });

    const list = await admin.get(ROLES);
    const ids = list.body.roles.map((r: { ID: number }) => r.ID);
    assertEquals(ids, [1, 2, 3, role.ID]);
    assertEquals(list.body.roles[3].userCount, 0);
    assert(list.body.roles[0].userCount >= 1);

    const edited = await admin.put(`${ROLES}/${role.ID}`, {
      name: "NL editor",
      permissions: [{ name: "edit-page", parameters: { locales: ["nl-nl"], pageTypes: ["page"] } }],
    });
    assertEquals(edited.status, 200);
    assertEquals(edited.body.role.name, "NL editor");
    assertEquals(edited.body.role.permissions.length, 1);

    // Seeded roles keep their IDs and may be edited (other than reducing the Administrator).
    const publisher = await admin.put(`${ROLES}/3`, {
      name: "Publisher",
      permissions: all.slice(2),
    });
    assertEquals(publisher.status, 200);

    const deleted = await admin.delete(`${ROLES}/${role.ID}`);
    assertEquals(deleted.status, 200);
    assertEquals(deleted.body.Success, true);
    assertEquals((await admin.get(ROLES)).body.roles.length, 3);
    assertEquals(codes(await admin.delete(`${ROLES}/${role.ID}`)), ["NF_01"]);
    assertEquals(codes(await admin.put(`${ROLES}/${role.ID}`, { name: "x", permissions: [] })), [
      "NF_01",
    ]);
  });
});

Deno.test("roles: names are required, at most 254 characters and unique ignoring case", async () => {
  await withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    assertEquals(codes(await admin.post(ROLES, { name: "", permissions: [] })), ["V_01"]);
    assertEquals(codes(await admin.post(ROLES, { permissions: [] })), ["V_01"]);
    assertEquals(codes(await admin.post(ROLES, { name: "x".repeat(255), permissions: [] })), [
      "V_11",
    ]);
    assertEquals((await admin.post(ROLES, { name: "x".repeat(254), permissions: [] })).status, 201);
    const dup = await admin.post(ROLES, { name: "eDiToR", permissions: [] });
    assertEquals(dup.status, 409);
    assertEquals(codes(dup), ["V_06"]);
    const other = await admin.post(ROLES, { name: "Other", permissions: [] });
    assertEquals(
      codes(
        await admin.put(`${ROLES}/${other.body.role.ID}`, { name: "PUBLISHER", permissions: [] }),
      ),
      ["V_06"],
    );
    // Renaming to itself in another case is fine, and frees the old name.
    assertEquals(
      (await admin.put(`${ROLES}/${other.body.role.ID}`, { name: "OTHER", permissions: [] }))
        .status,
      200,
    );
    assertEquals((await admin.post(ROLES, { name: "other2", permissions: [] })).status, 201);
  });
});

Deno.test("roles: permissions are validated with their property path", async () => {
  await withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    const unknown = await admin.post(ROLES, { name: "A", permissions: [{ name: "fly" }] });
    assertEquals(unknown.status, 400);
    assertEquals(
      unknown.body.Errors.map((e: { property: string; code: string }) => [e.property, e.code]),
      [["permissions.0.name", "V_12"]],
    );
    const badLocale = await admin.post(ROLES, {
      name: "A",
      permissions: [{ name: "edit-page", parameters: { locales: ["xx-xx"] } }],
    });
    assertEquals(badLocale.body.Errors[0].property, "permissions.0.parameters.locales.0");
    assertEquals(codes(badLocale), ["V_12"]);
    const badType = await admin.post(ROLES, {
      name: "A",
      permissions: [{ name: "edit-page", parameters: { pageTypes: ["nope"] } }],
    });
    assertEquals(codes(badType), ["V_12"]);
    const twice = await admin.post(ROLES, {
      name: "A",
      permissions: [{ name: "edit-page" }, { name: "edit-page" }],
    });
    assertEquals(codes(twice), ["V_12"]);
    assertEquals(codes(await admin.post(ROLES, { name: "A" })), ["V_01"]);
  });
});

Deno.test("roles: only user managers change roles; everyone signed in lists them", async () => {
  await withTestApp(async (t) => {
    const editor = await t.signedIn(2);
    const list = await editor.get(ROLES);
    assertEquals(list.status, 200);
    assertEquals(list.body.roles[0].userCount, undefined);
    assertEquals(codes(await editor.post(ROLES, { name: "A", permissions: [] })), ["UM_01"]);
    assertEquals(codes(await editor.put(`${ROLES}/2`, { name: "Editor", permissions: [] })), [
      "UM_01",
    ]);
    assertEquals(codes(await editor.delete(`${ROLES}/2`)), ["UM_01"]);
    assertEquals((await t.client().post(ROLES, { name: "A", permissions: [] })).status, 401);
  });
});

Deno.test("roles: the Administrator role is neither reduced nor deleted", async () => {
  await withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    assertEquals(
      codes(await admin.put(`${ROLES}/1`, { name: "Admin", permissions: all.slice(1) })),
      [
        "V_07",
      ],
    );
    const narrowed = all.map((p) =>
      p.name === "edit-page" ? { name: p.name, parameters: { locales: ["nl-nl"] } } : p
    );
    assertEquals(codes(await admin.put(`${ROLES}/1`, { name: "Admin", permissions: narrowed })), [
      "V_07",
    ]);
    assertEquals((await admin.put(`${ROLES}/1`, { name: "Admins", permissions: all })).status, 200);
    const del = await admin.delete(`${ROLES}/1`);
    assertEquals(codes(del), ["V_07"]);
  });
});

Deno.test("roles: a role a user holds is not deleted (V_07)", async () => {
  await withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    const role = (await admin.post(ROLES, { name: "Held", permissions: [{ name: "edit-page" }] }))
      .body.role;
    const user = await createStaff(t.deps, { roleID: role.ID, password: "Staff-pass-1!" });
    assertEquals(codes(await admin.delete(`${ROLES}/${role.ID}`)), ["V_07"]);
    assertEquals(
      (await admin.get(ROLES)).body.roles.find((r: { ID: number }) => r.ID === role.ID)
        .userCount,
      1,
    );
    assertEquals((await admin.put(`/api/ximblox/user/${user.id}`, { role: 2 })).status, 200);
    assertEquals((await admin.delete(`${ROLES}/${role.ID}`)).status, 200);
    assertEquals(codes(await admin.delete(`${ROLES}/2`)), ["V_07"]);
  });
});

Deno.test("roles: a manager cannot grant or edit beyond their own permissions", async () => {
  await withTestApp(async (t) => {
    const { client: manager, role: own } = await signedInWith(t, "Manager", [
      "manage-users",
      "edit-page",
      "create-page",
    ]);
    // Creating a role with a permission the manager lacks.
    const escalate = await manager.post(ROLES, {
      name: "Publisher too",
      permissions: [{ name: "publish-page" }],
    });
    assertEquals(escalate.status, 403);
    assertEquals(codes(escalate), ["UM_01"]);
    // Within their own grants is fine, narrowed too.
    const ok = await manager.post(ROLES, {
      name: "Dutch",
      permissions: [{ name: "edit-page", parameters: { locales: ["nl-nl"] } }],
    });
    assertEquals(ok.status, 201);
    // Editing the Administrator role (it grants more than they hold), even to reduce it.
    assertEquals(
      codes(await manager.put(`${ROLES}/1`, { name: "Administrator", permissions: all })),
      [
        "UM_01",
      ],
    );
    // Editing the Publisher role: grants more than they hold.
    assertEquals(codes(await manager.put(`${ROLES}/3`, { name: "P", permissions: [] })), ["UM_01"]);
    assertEquals(codes(await manager.delete(`${ROLES}/3`)), ["UM_01"]);
    // Widening a role within reach beyond their own.
    assertEquals(
      codes(
        await manager.put(`${ROLES}/${ok.body.role.ID}`, {
          name: "Dutch",
          permissions: [{ name: "publish-page" }],
        }),
      ),
      ["UM_01"],
    );
    // Widening their own role.
    assertEquals(
      codes(
        await manager.put(`${ROLES}/${own.ID}`, {
          name: "Manager",
          permissions: [{ name: "manage-users" }, { name: "publish-page" }],
        }),
      ),
      ["UM_01"],
    );
    // A role in use (their own) is not deleted.
    assertEquals(codes(await manager.delete(`${ROLES}/${own.ID}`)), ["V_07"]);
    assertEquals((await manager.delete(`${ROLES}/${ok.body.role.ID}`)).status, 200);
    // Narrowly held permissions: a Dutch-only manager cannot create an all-locales role.
    const { client: dutch } = await signedInWith(t, "NL manager", ["manage-users"]);
    const narrow = await dutch.post(ROLES, { name: "Wide", permissions: [{ name: "edit-page" }] });
    assertEquals(codes(narrow), ["UM_01"]);
  });
});

Deno.test("roles: edits of seeded roles survive a restart's seeding", async () => {
  await withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    const edited = await admin.put(`${ROLES}/2`, {
      name: "Writer",
      permissions: [{ name: "edit-page" }],
    });
    assertEquals(edited.status, 200);
    await ensureSeededRoles(t.deps.kv);
    const roles = (await admin.get(ROLES)).body.roles;
    assertEquals(roles.map((r: { ID: number; name: string }) => [r.ID, r.name]), [
      [1, "Administrator"],
      [2, "Writer"],
      [3, "Publisher"],
    ]);
    // The old name is free again, the new one taken.
    assertEquals((await admin.post(ROLES, { name: "editor", permissions: [] })).status, 201);
    assertEquals(codes(await admin.post(ROLES, { name: "writer", permissions: [] })), ["V_06"]);
  });
});

Deno.test("roles: a manager cannot delete a role another user holds", async () => {
  await withTestApp(async (t) => {
    const { client: manager } = await signedInWith(t, "Manager", ["manage-users", "edit-page"]);
    const role = (await manager.post(ROLES, { name: "Held", permissions: [{ name: "edit-page" }] }))
      .body.role;
    // Given to a user through the API: the user call's role check and the role index agree.
    const created = await manager.post("/api/ximblox/user", {
      email: "held@example.com",
      role: role.ID,
      profile: { name: "Held" },
    });
    assertEquals(created.status, 201);
    const del = await manager.delete(`${ROLES}/${role.ID}`);
    assertEquals(del.status, 400);
    assertEquals(codes(del), ["V_07"]);
  });
});

Deno.test("roles: giving a role is checked against the role as judged", async () => {
  await withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    const role = (await admin.post(ROLES, { name: "Moving", permissions: [] })).body.role;
    const judged = await getRoleEntry(t.deps.kv, role.ID);
    // Widened (or deleted) after it was judged: the commit giving it fails.
    await admin.put(`${ROLES}/${role.ID}`, {
      name: "Moving",
      permissions: [{ name: "edit-page" }],
    });
    const user = await createStaff(t.deps, { roleID: 2 });
    await rejects(
      insertUser(t.deps.kv, { ...user, id: user.id + 1000, email: "x@example.com" }, [judged]),
      CommitConflict,
    );
  });
});

Deno.test("roles: a limit a permission cannot take is refused with its field (V_12), nothing stored", async () => {
  await withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    const before = (await admin.get(ROLES)).body.roles.length;
    for (const [i, name] of PERMISSIONS.entries()) {
      for (const limit of ["locales", "pageTypes"] as const) {
        const value = limit === "locales" ? ["nl-nl"] : ["page"];
        const body = {
          name: `Limited ${i} ${limit}`,
          permissions: [
            { name: name === "edit-page" ? "manage-media" : "edit-page" },
            { name, parameters: { [limit]: value } },
          ],
        };
        const res = await admin.post(ROLES, body);
        if (PERMISSION_LIMITS[name].includes(limit)) {
          assertEquals(res.status, 201, `${name} takes ${limit}: ${res.raw}`);
          await admin.delete(`${ROLES}/${res.body.role.ID}`);
          continue;
        }
        assertEquals(res.status, 400, `${name} cannot take ${limit}`);
        assertEquals(
          res.body.Errors.map((e: { property: string; code: string }) => [e.property, e.code]),
          [[`permissions.1.parameters.${limit}`, "V_12"]],
        );
      }
    }
    // What the issue found: a manage-forms role "limited to nl-nl".
    const forms = await admin.post(ROLES, {
      name: "NL forms",
      permissions: [{ name: "manage-forms", parameters: { locales: ["nl-nl"] } }],
    });
    assertEquals(forms.status, 400);
    const edit = await admin.put(`${ROLES}/2`, {
      name: "Editor",
      permissions: [{ name: "manage-media", parameters: { pageTypes: ["page"] } }],
    });
    assertEquals(edit.status, 400);
    assertEquals((await admin.get(ROLES)).body.roles.length, before);
    assertEquals((await getRoleEntry(t.deps.kv, 2)).value?.permissions.length, 4);
  });
});

Deno.test("roles: a stored role with a limit its permission cannot take reads without it", async () => {
  await withTestApp(async (t) => {
    const admin = await t.signedIn(1);
    // As an older version stored it, before such limits were refused.
    const role = await insertRole(t.deps.kv, {
      name: "Old",
      permissions: [
        { name: "manage-forms", parameters: { locales: ["nl-nl"] } },
        { name: "manage-menu", parameters: { locales: ["nl-nl"], pageTypes: ["page"] } },
        { name: "edit-page", parameters: { locales: ["nl-nl"], pageTypes: ["page"] } },
      ],
    });
    const listed = (await admin.get(ROLES)).body.roles.find((r: { ID: number }) =>
      r.ID === role.ID
    );
    assertEquals(listed.permissions, [
      { name: "manage-forms", parameters: {} },
      { name: "manage-menu", parameters: { locales: ["nl-nl"] } },
      { name: "edit-page", parameters: { locales: ["nl-nl"], pageTypes: ["page"] } },
    ]);
    // Saved back as the editor shows it: accepted.
    const saved = await admin.put(`${ROLES}/${role.ID}`, {
      name: "Old",
      permissions: listed.permissions,
    });
    assertEquals(saved.status, 200, saved.raw);
  });
});
