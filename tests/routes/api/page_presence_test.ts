/**
 * Presence and soft locks in the page editor (issue 22), through the API: editors see each other,
 * the first to change something holds the lock, a take-over tells the former holder and is
 * audited, a store against someone else's lock is PM_03, a silent holder loses the lock, and
 * nothing is answered to whoever may not open the page.
 */
import { assert, assertEquals } from "../../_utils/assert.ts";
import {
  codes,
  createStaff,
  type TestApp,
  TestClient,
  withTestApp as withApp,
} from "../../_utils/app.ts";
import { createTestPage, PAGE_API as PAGE } from "../../_utils/pages.ts";
import { LOCK_IDLE_MS, PRESENCE_TTL_MS } from "../../../lib/content/presence.ts";
import { keys } from "../../../lib/db/keys.ts";
import type { PresenceRecord } from "../../../lib/db/presence.ts";
import { listAudit } from "../../../lib/db/audit.ts";

const PASSWORD = "Staff-pass-1!";

/** A signed-in client of a new user called `name` with role `roleID`. */
async function person(t: TestApp, name: string, roleID = 2): Promise<TestClient> {
  const user = await createStaff(t.deps, { roleID, name, password: PASSWORD });
  const c = await new TestClient(t.app).signIn(user.email, PASSWORD);
  c.userID = user.id;
  return c;
}

const TAB_A = "tab-aaaaaaaa";
const TAB_B = "tab-bbbbbbbb";

async function version(c: TestClient, versionID: number) {
  const res = await c.get(`${PAGE}/version/fetch/${versionID}`);
  assertEquals(res.status, 200, res.raw);
  return res.body.pageVersion;
}

Deno.test("editors of a page see each other, with names, since and who holds the lock", () =>
  withApp(async (t) => {
    const eva = await person(t, "Eva");
    const bob = await person(t, "Bob");
    const { pageID } = await createTestPage(eva);
    const first = await eva.post(`${PAGE}/${pageID}/presence`, { tabID: TAB_A });
    assertEquals(first.status, 200, first.raw);
    assertEquals(first.body.editors.length, 1);
    assertEquals(first.body.lockLost, null);
    await bob.post(`${PAGE}/${pageID}/presence`, { tabID: TAB_B });
    assertEquals((await eva.post(`${PAGE}/${pageID}/lock`, { tabID: TAB_A })).status, 200);

    const seen = await bob.get(`${PAGE}/${pageID}/presence?tabID=${TAB_B}`);
    assertEquals(seen.status, 200, seen.raw);
    assertEquals(seen.body.Success, true);
    const byName = Object.fromEntries(
      seen.body.editors.map((e: { name: string }) => [e.name, e]),
    );
    assertEquals(Object.keys(byName).sort(), ["Bob", "Eva"]);
    assertEquals(byName.Eva.userID, eva.userID);
    assertEquals(byName.Eva.holdsLock, true);
    assertEquals(byName.Eva.self, false);
    assertEquals(byName.Bob.holdsLock, false);
    assertEquals(byName.Bob.self, true);
    assert(Date.now() - Date.parse(byName.Eva.since) < 60_000, byName.Eva.since);
    // A heartbeat keeps the time the editor opened the page.
    const again = await eva.post(`${PAGE}/${pageID}/presence`, { tabID: TAB_A });
    const evaAgain = again.body.editors.find((e: { name: string }) => e.name === "Eva");
    assertEquals(evaAgain.since, byName.Eva.since);

    // The same person in a second tab is a second editor.
    await eva.post(`${PAGE}/${pageID}/presence`, { tabID: "tab-a2a2a2a2" });
    assertEquals((await bob.get(`${PAGE}/${pageID}/presence`)).body.editors.length, 3);

    // Leaving removes the editor and frees the lock at once.
    await eva.post(`${PAGE}/${pageID}/presence/leave`, { tabID: TAB_A });
    const after = await bob.get(`${PAGE}/${pageID}/presence`);
    assertEquals(after.body.editors.length, 2);
    assert(after.body.editors.every((e: { holdsLock: boolean }) => !e.holdsLock));
    assertEquals((await bob.post(`${PAGE}/${pageID}/lock`, { tabID: TAB_B })).status, 200);
  }));

Deno.test("the lock: 409 PM_03 with the holder for others, stores refused, take-over told", () =>
  withApp(async (t) => {
    const eva = await person(t, "Eva");
    const bob = await person(t, "Bob");
    const { pageID, pageVersionID } = await createTestPage(eva);
    await eva.post(`${PAGE}/${pageID}/presence`, { tabID: TAB_A });
    await bob.post(`${PAGE}/${pageID}/presence`, { tabID: TAB_B });
    assertEquals((await eva.post(`${PAGE}/${pageID}/lock`, { tabID: TAB_A })).status, 200);
    // Taking it again is fine; someone else is refused with the holder named.
    assertEquals((await eva.post(`${PAGE}/${pageID}/lock`, { tabID: TAB_A })).status, 200);
    const refused = await bob.post(`${PAGE}/${pageID}/lock`, { tabID: TAB_B });
    assertEquals(refused.status, 409);
    assertEquals(codes(refused), ["PM_03"]);
    assertEquals(refused.body.holder.name, "Eva");
    assertEquals(refused.body.holder.userID, eva.userID);
    // Eva's other tab is another editor: refused as well.
    await eva.post(`${PAGE}/${pageID}/presence`, { tabID: "tab-a2a2a2a2" });
    assertEquals(
      codes(await eva.post(`${PAGE}/${pageID}/lock`, { tabID: "tab-a2a2a2a2" })),
      ["PM_03"],
    );

    // Stores: Bob's refused (with or without a tab), Eva's from the holding tab stored.
    const v = await version(eva, pageVersionID);
    const bobStore = await bob.post(`${PAGE}/version/${pageVersionID}/store`, {
      ...v,
      title: "Bob's",
      tabID: TAB_B,
    });
    assertEquals(bobStore.status, 409);
    assertEquals(codes(bobStore), ["PM_03"]);
    assertEquals(
      codes(await bob.post(`${PAGE}/version/${pageVersionID}/store`, { ...v, title: "Bob's" })),
      ["PM_03"],
    );
    const evaStore = await eva.post(`${PAGE}/version/${pageVersionID}/store`, {
      ...v,
      title: "Eva's",
      tabID: TAB_A,
    });
    assertEquals(evaStore.status, 200, evaStore.raw);

    // Bob takes over: 200, Eva's next heartbeat says so (once), her stores are refused now.
    const taken = await bob.post(`${PAGE}/${pageID}/lock/take-over`, { tabID: TAB_B });
    assertEquals(taken.status, 200, taken.raw);
    assertEquals(taken.body.holder.name, "Bob");
    const told = await eva.post(`${PAGE}/${pageID}/presence`, { tabID: TAB_A });
    assertEquals(told.body.lockLost.name, "Bob");
    assertEquals(told.body.lockLost.userID, bob.userID);
    const holders = told.body.editors.filter((e: { holdsLock: boolean }) => e.holdsLock);
    assertEquals(holders.map((e: { name: string }) => e.name), ["Bob"]);
    assertEquals(
      (await eva.post(`${PAGE}/${pageID}/presence`, { tabID: TAB_A })).body.lockLost,
      null,
    );
    const latest = await version(eva, pageVersionID);
    assertEquals(
      codes(
        await eva.post(`${PAGE}/version/${pageVersionID}/store`, { ...latest, tabID: TAB_A }),
      ),
      ["PM_03"],
    );

    // The take-over is in the audit trail.
    const { items } = await listAudit(t.deps.kv, {
      action: "page-take-over",
      actor: "",
      target: "",
    }, {
      pageIndex: 0,
      pageSize: 10,
    });
    assertEquals(items.length, 1);
    assertEquals(items[0].actorID, bob.userID);
    assert(items[0].summary.includes("Eva"), items[0].summary);
  }));

Deno.test("a store with nobody holding the lock is not refused", () =>
  withApp(async (t) => {
    const eva = await person(t, "Eva");
    const { pageID, pageVersionID } = await createTestPage(eva);
    await eva.post(`${PAGE}/${pageID}/presence`, { tabID: TAB_A });
    const v = await version(eva, pageVersionID);
    const res = await eva.post(`${PAGE}/version/${pageVersionID}/store`, { ...v, tabID: TAB_B });
    assertEquals(res.status, 200, res.raw);
  }));

Deno.test("a holder that goes silent loses its presence and its lock", () =>
  withApp(async (t) => {
    const eva = await person(t, "Eva");
    const bob = await person(t, "Bob");
    const { pageID } = await createTestPage(eva);
    await eva.post(`${PAGE}/${pageID}/presence`, { tabID: TAB_A });
    assertEquals((await eva.post(`${PAGE}/${pageID}/lock`, { tabID: TAB_A })).status, 200);
    // Eva's tab stops beating: her entry is as her last heartbeat left it, a TTL ago. (The
    // entry's own expiry is lazy; reads go by seenAt.)
    const key = keys.pagePresence(pageID, TAB_A);
    const entry = await t.deps.kv.get<PresenceRecord>(key);
    await t.deps.kv.set(key, { ...entry.value!, seenAt: Date.now() - PRESENCE_TTL_MS - 1 });
    const seen = await bob.post(`${PAGE}/${pageID}/presence`, { tabID: TAB_B });
    assertEquals(seen.body.editors.map((e: { name: string }) => e.name), ["Bob"]);
    assertEquals((await bob.post(`${PAGE}/${pageID}/lock`, { tabID: TAB_B })).status, 200);
  }));

Deno.test("a holder who changed nothing for ten minutes is released, told, and revived by a change", () =>
  withApp(async (t) => {
    const eva = await person(t, "Eva");
    const bob = await person(t, "Bob");
    const { pageID } = await createTestPage(eva);
    await eva.post(`${PAGE}/${pageID}/presence`, { tabID: TAB_A });
    await bob.post(`${PAGE}/${pageID}/presence`, { tabID: TAB_B });
    assertEquals((await eva.post(`${PAGE}/${pageID}/lock`, { tabID: TAB_A })).status, 200);
    const holds = (answer: { editors: { name: string; holdsLock: boolean }[] }) =>
      answer.editors.filter((e) => e.holdsLock).map((e) => e.name);
    const beat = async (c: TestClient, tabID: string, active?: boolean) => {
      const res = await c.post(`${PAGE}/${pageID}/presence`, { tabID, active });
      assertEquals(res.status, 200, res.raw);
      return res.body;
    };
    // Eva saved and left her tab open: it goes on beating, but her last change is ten minutes
    // old. (Time moved on: her entry says so; the beats' clock is the server's.)
    const idleSince = async () => {
      const key = keys.pagePresence(pageID, TAB_A);
      const entry = await t.deps.kv.get<PresenceRecord>(key);
      await t.deps.kv.set(key, { ...entry.value!, activeAt: Date.now() - LOCK_IDLE_MS - 1 });
    };
    assertEquals(holds(await beat(eva, TAB_A)), ["Eva"]);
    await idleSince();
    const seen = await bob.get(`${PAGE}/${pageID}/presence?tabID=${TAB_B}`);
    assertEquals(holds(seen.body), [], "the others see the page free");
    assertEquals(seen.body.lockReleased, null, "only the holder is told");
    const told = await beat(eva, TAB_A);
    assertEquals(holds(told), []);
    assert(Date.now() - Date.parse(told.lockReleased) < 60_000, told.lockReleased);
    // Her poll says it too (the admin must not take the lock back without a change).
    const polled = await eva.get(`${PAGE}/${pageID}/presence?tabID=${TAB_A}`);
    assertEquals(polled.body.lockReleased, told.lockReleased);

    // A change of hers takes it back while nobody else has it.
    const back = await beat(eva, TAB_A, true);
    assertEquals(holds(back), ["Eva"]);
    assertEquals(back.lockReleased, null);

    // Idle again, Bob's first change takes the lock; Eva is then read-only, not "released".
    await idleSince();
    assertEquals((await bob.post(`${PAGE}/${pageID}/lock`, { tabID: TAB_B })).status, 200);
    const after = await beat(eva, TAB_A, true);
    assertEquals(holds(after), ["Bob"]);
    assertEquals(after.lockReleased, null);
    assertEquals(codes(await eva.post(`${PAGE}/${pageID}/lock`, { tabID: TAB_A })), ["PM_03"]);
  }));

Deno.test("presence and locks answer nothing to whoever may not open the page", () =>
  withApp(async (t) => {
    await t.deps.kv.set(keys.role(5), {
      ID: 5,
      name: "Dutch editor",
      permissions: [{ name: "edit-page", parameters: { locales: ["nl-nl"] } }],
    });
    const eva = await person(t, "Eva");
    const { pageID } = await createTestPage(eva, { locale: "en-gb" });
    await eva.post(`${PAGE}/${pageID}/presence`, { tabID: TAB_A });
    await eva.post(`${PAGE}/${pageID}/lock`, { tabID: TAB_A });
    const dutch = await person(t, "Dirk", 5);
    for (
      const res of [
        await dutch.get(`${PAGE}/${pageID}/presence`),
        await dutch.post(`${PAGE}/${pageID}/presence`, { tabID: TAB_B }),
        await dutch.post(`${PAGE}/${pageID}/lock`, { tabID: TAB_B }),
        await dutch.post(`${PAGE}/${pageID}/lock/take-over`, { tabID: TAB_B }),
        await dutch.post(`${PAGE}/${pageID}/presence/leave`, { tabID: TAB_A }),
      ]
    ) {
      assertEquals(res.status, 403, res.raw);
      assertEquals(codes(res), ["UM_01"]);
      assertEquals(res.body.editors, undefined);
      assertEquals(res.body.holder, undefined);
    }
    // Eva is still there and still holds the lock.
    const seen = await eva.get(`${PAGE}/${pageID}/presence`);
    assertEquals(seen.body.editors.map((e: { holdsLock: boolean }) => e.holdsLock), [true]);

    const anon = t.client();
    assertEquals((await anon.get(`${PAGE}/${pageID}/presence`)).status, 401);
    assertEquals(codes(await eva.get(`${PAGE}/999999/presence`)), ["PM_01"]);
    const badTab = await eva.post(`${PAGE}/${pageID}/presence`, { tabID: "x" });
    assertEquals(badTab.status, 400);
    assertEquals(badTab.body.Errors, [{ property: "tabID", code: "V_12" }]);
    // State-changing calls need the CSRF token, as every other.
    const noToken = await eva.request("POST", `${PAGE}/${pageID}/lock/take-over`, {
      json: { tabID: TAB_B },
      csrf: false,
    });
    assertEquals(codes(noToken), ["CSRF_01"]);
  }));

Deno.test("a caller that names no tab (the contract needs no body) is one editor per session", () =>
  withApp(async (t) => {
    const eva = await person(t, "Eva");
    const bob = await person(t, "Bob");
    const { pageID, pageVersionID } = await createTestPage(eva);
    const at = `${PAGE}/${pageID}`;
    assertEquals((await eva.post(`${at}/presence`)).status, 200);
    const seen = await bob.post(`${at}/presence`, {});
    assertEquals(seen.status, 200, seen.raw);
    const mine = seen.body.editors.filter((e: { self: boolean }) => e.self);
    assertEquals(mine.map((e: { name: string }) => e.name), ["Bob"]);
    assertEquals(seen.body.editors.length, 2, "a second beat of a session is the same editor");
    assertEquals((await eva.post(`${at}/presence`)).body.editors.length, 2);

    assertEquals((await eva.post(`${at}/lock`)).status, 200);
    const refused = await bob.post(`${at}/lock`);
    assertEquals([refused.status, codes(refused)], [409, ["PM_03"]]);
    assertEquals(refused.body.holder.name, "Eva");
    const v = await version(bob, pageVersionID);
    const store = await bob.post(`${PAGE}/version/${pageVersionID}/store`, { ...v, title: "B" });
    assertEquals([store.status, codes(store)], [409, ["PM_03"]]);

    assertEquals((await bob.post(`${at}/lock/take-over`)).status, 200);
    const told = await eva.post(`${at}/presence`);
    assert(told.body.lockLost, told.raw);
    const got = await bob.get(`${at}/presence`);
    const holder = got.body.editors.find((e: { holdsLock: boolean }) => e.holdsLock);
    assertEquals([holder.name, holder.self], ["Bob", true]);
  }));

Deno.test("made-up tab ids hide nobody: tabs per person are capped, the holder always listed", () =>
  withApp(async (t) => {
    const eva = await person(t, "Eva");
    const bob = await person(t, "Bob");
    const carol = await person(t, "Carol");
    const { pageID } = await createTestPage(eva);
    await eva.post(`${PAGE}/${pageID}/presence`, { tabID: TAB_A });
    assertEquals((await eva.post(`${PAGE}/${pageID}/lock`, { tabID: TAB_A })).status, 200);
    // 105 made-up tabs, sorting before everyone else's ids.
    for (let i = 0; i < 105; i++) {
      const res = await bob.post(`${PAGE}/${pageID}/presence`, {
        tabID: `aaaa-${String(i).padStart(4, "0")}`,
      });
      assertEquals(res.status, 200);
    }
    await carol.post(`${PAGE}/${pageID}/presence`, { tabID: "tab-cccccccc" });
    const seen = await carol.get(`${PAGE}/${pageID}/presence?tabID=tab-cccccccc`);
    const names = seen.body.editors.map((e: { name: string }) => e.name);
    assert(names.includes("Eva") && names.includes("Carol"), JSON.stringify(names));
    assert(names.filter((n: string) => n === "Bob").length <= 8, `${names.length} editors`);
    const holder = seen.body.editors.find((e: { holdsLock: boolean }) => e.holdsLock);
    assertEquals(holder?.name, "Eva");
  }));

Deno.test("a take-over or lock naming another person's open tab is refused; that tab stays", () =>
  withApp(async (t) => {
    const eva = await person(t, "Eva");
    const bob = await person(t, "Bob");
    const { pageID } = await createTestPage(eva);
    await eva.post(`${PAGE}/${pageID}/presence`, { tabID: TAB_A });
    assertEquals((await eva.post(`${PAGE}/${pageID}/lock`, { tabID: TAB_A })).status, 200);
    for (const path of ["lock/take-over", "lock"]) {
      const res = await bob.post(`${PAGE}/${pageID}/${path}`, { tabID: TAB_A });
      assert([400, 409].includes(res.status), `${path}: ${res.status}`);
    }
    const taken = await bob.post(`${PAGE}/${pageID}/lock/take-over`, { tabID: TAB_A });
    assertEquals([taken.status, codes(taken)], [400, ["V_12"]]);
    const still = await eva.post(`${PAGE}/${pageID}/presence`, { tabID: TAB_A });
    assertEquals(still.body.lockLost, null, "Eva was not told of a take-over");
    const evas = still.body.editors.filter((e: { name: string }) => e.name === "Eva");
    assertEquals(evas.map((e: { holdsLock: boolean }) => e.holdsLock), [true]);
    const entry = await t.deps.kv.get<PresenceRecord>(keys.pagePresence(pageID, TAB_A));
    assertEquals(entry.value?.userID, eva.userID);
  }));

Deno.test("restoring the live version from the history is refused while another holds the lock", () =>
  withApp(async (t) => {
    const eva = await person(t, "Eva", 3);
    const bob = await person(t, "Bob", 3);
    const { pageID, pageVersionID } = await createTestPage(eva);
    assertEquals((await eva.post(`${PAGE}/${pageID}/publish`)).status, 200);
    const liveID = (await eva.get(`${PAGE}/${pageID}`)).body.page.publishedVersionID;
    const v = await version(eva, pageVersionID);
    const draft = await eva.post(`${PAGE}/version/${liveID}/store`, { ...v, title: "Draft" });
    assertEquals(draft.status, 200, draft.raw);
    await eva.post(`${PAGE}/${pageID}/presence`, { tabID: TAB_A });
    assertEquals((await eva.post(`${PAGE}/${pageID}/lock`, { tabID: TAB_A })).status, 200);

    for (const body of [{}, { tabID: TAB_B }]) {
      const res = await bob.post(`${PAGE}/version/${liveID}/restore`, body);
      assertEquals([res.status, codes(res)], [409, ["PM_03"]], JSON.stringify(body));
      assertEquals(res.body.holder.name, "Eva");
    }
    assertEquals((await eva.get(`${PAGE}/${pageID}`)).body.page.status, "changed");
    // After a take-over (told to Eva, recorded) Bob's restore goes through.
    await bob.post(`${PAGE}/${pageID}/presence`, { tabID: TAB_B });
    assertEquals(
      (await bob.post(`${PAGE}/${pageID}/lock/take-over`, { tabID: TAB_B })).status,
      200,
    );
    const ok = await bob.post(`${PAGE}/version/${liveID}/restore`, { tabID: TAB_B });
    assertEquals(ok.status, 200, ok.raw);
    assertEquals((await eva.get(`${PAGE}/${pageID}`)).body.page.status, "published");
    // Eva's next heartbeat says who took the page over.
    const told = await eva.post(`${PAGE}/${pageID}/presence`, { tabID: TAB_A });
    assertEquals(told.body.lockLost.name, "Bob");
  }));
