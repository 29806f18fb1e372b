/**
 * First start on a store: the fixed roles always; on a store without users, the first
 * Administrator (ADMIN_EMAIL / ADMIN_PASSWORD, or admin@localhost with a random password printed
 * once); and, on an empty store with SEED=demo, the demo site.
 */
import { hashPassword } from "../auth/password.ts";
import { ROLE_IDS } from "../content/permissions.ts";
import { newPassword } from "../content/fields.ts";
import { nextId } from "../db/counters.ts";
import { demoSeeded, markDemoSeeded } from "../db/seed_marker.ts";
import { ensureSeededRoles } from "../db/roles.ts";
import { hasUsers, insertUser, type UserRecord } from "../db/users.ts";
import { randomToken } from "../auth/tokens.ts";
import type { Deps } from "../ops/deps.ts";
import { withLease } from "../db/leases.ts";
import { keepPublicSnapshots } from "../site/public_prebuild.ts";

export async function seedStore(deps: Deps, log = console.log): Promise<void> {
  // The demo's pages are published through the operations: their first views read the public
  // snapshot and manifests these publishes leave (lib/site/public_prebuild.ts).
  keepPublicSnapshots(deps);
  await ensureSeededRoles(deps.kv);
  if (await hasUsers(deps.kv)) return;
  // Processes started together on an empty store seed it once: one holds the lease and seeds,
  // the others wait for it and then find the administrator there.
  await withLease(deps.kv, "seed", { ttlMs: 60_000, waitMs: 5 * 60_000, log: false }, async () => {
    if (!(await hasUsers(deps.kv))) await seedEmpty(deps, log);
  });
}

async function seedEmpty(deps: Deps, log: (msg: string) => void): Promise<void> {
  const email = deps.config.adminEmail ?? "admin@localhost";
  let password = deps.config.adminPassword;
  if (password !== null && !newPassword().safeParse(password).success) {
    throw new Error(
      "ADMIN_PASSWORD must be longer than 8 characters with an uppercase and a special character.",
    );
  }
  const generated = password === null;
  password ??= `Xb-${randomToken(12)}!`;
  const now = Date.now();
  const admin: UserRecord = {
    id: await nextId(deps.kv, "users"),
    email,
    roleID: ROLE_IDS.administrator,
    profile: { name: "Administrator", jobTitle: "", image: null },
    language: "en",
    passwordHash: await hashPassword(password),
    active: true,
    createdAt: now,
    updatedAt: now,
  };
  await insertUser(deps.kv, admin);
  log(`Created the administrator ${email}.`);
  if (generated) {
    log(`Its password, shown only this once: ${password}`);
    log("Sign in at /cmsadmin/login and change it under Settings.");
  }

  if (deps.config.seed === "demo" && !(await demoSeeded(deps.kv))) {
    // The demo's content (its modules are most of lib/seed) is loaded only to be seeded: a start
    // on a prepared store never needs it.
    const { seedDemo } = await import("./seed_demo.ts");
    await seedDemo(deps, admin);
    await markDemoSeeded(deps.kv, now);
    log("Loaded the demo site.");
  }
}
