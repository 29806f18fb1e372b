/**
 * Presence and soft locks across two real server processes on one store file (issue 22): an
 * editor's heartbeat to one process is seen by the other, a lock taken through one is refused
 * through the other, and a take-over through the other reaches the former holder's next
 * heartbeat. Both tabs are the same user's: two tabs are two editors. Needs admin/dist and the
 * islands (`deno task build`).
 */
import { assert, assertEquals } from "../_utils/assert.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, codes, overHttp, TestClient } from "../_utils/app.ts";
import { createTestPage, PAGE_API } from "../_utils/pages.ts";
import { type ServerProcess, startServer } from "../_utils/process.ts";

Deno.test({
  name: "presence and the lock hold across two processes on one store file",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const dir = await Deno.makeTempDir({ prefix: "ximblox-presence-" });
    const env = { KV_PATH: `${dir}/store.kv`, SEED: "none", ADMIN_EMAIL, ADMIN_PASSWORD };
    const started = await Promise.allSettled([startServer(env), startServer(env)]);
    const servers = started.flatMap((s) => s.status === "fulfilled" ? [s.value] : []);
    try {
      const failed = started.find((s) => s.status === "rejected");
      if (failed) throw failed.reason;
      const [one, two] = await Promise.all(
        servers.map((s: ServerProcess) =>
          new TestClient(overHttp(s.url)).signIn(ADMIN_EMAIL, ADMIN_PASSWORD)
        ),
      );
      const { pageID } = await createTestPage(one);
      const at = `${PAGE_API}/${pageID}`;

      // Tab A beats on process one; process two sees it.
      assertEquals((await one.post(`${at}/presence`, { tabID: "tab-one-aaaa" })).status, 200);
      const seen = await two.post(`${at}/presence`, { tabID: "tab-two-bbbb" });
      assertEquals(seen.status, 200, seen.raw);
      assertEquals(seen.body.editors.length, 2);
      assertEquals(seen.body.editors.filter((e: { self: boolean }) => e.self).length, 1);

      // A lock taken through one is refused through two, naming the holder.
      assertEquals((await one.post(`${at}/lock`, { tabID: "tab-one-aaaa" })).status, 200);
      const refused = await two.post(`${at}/lock`, { tabID: "tab-two-bbbb" });
      assertEquals(refused.status, 409, refused.raw);
      assertEquals(codes(refused), ["PM_03"]);
      assert(refused.body.holder.name, refused.raw);

      // A take-over through two reaches tab A's next heartbeat on one.
      assertEquals((await two.post(`${at}/lock/take-over`, { tabID: "tab-two-bbbb" })).status, 200);
      const told = await one.post(`${at}/presence`, { tabID: "tab-one-aaaa" });
      assert(told.body.lockLost, told.raw);
      const holder = told.body.editors.find((e: { holdsLock: boolean }) => e.holdsLock);
      assertEquals(holder.self, false);

      // Leaving through one is seen by two at once.
      await one.post(`${at}/presence/leave`, { tabID: "tab-one-aaaa" });
      const left = await two.get(`${at}/presence?tabID=tab-two-bbbb`);
      assertEquals(left.body.editors.map((e: { self: boolean }) => e.self), [true]);
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await Deno.remove(dir, { recursive: true }).catch(() => {});
    }
  },
});
