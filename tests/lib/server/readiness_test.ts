import { assertEquals } from "../../_utils/assert.ts";
import { Readiness } from "../../../lib/server/readiness.ts";
import { VERSION } from "../../../lib/observe/version.ts";

/** An admin bundle's entry page in a temporary folder. */
async function bundle(): Promise<string> {
  const dir = await Deno.makeTempDir();
  await Deno.writeTextFile(`${dir}/index.html`, "<!doctype html>");
  return `${dir}/index.html`;
}

Deno.test("Readiness is ready once the store answers, the search is loaded and the bundle is there", async () => {
  const kv = await Deno.openKv(":memory:");
  const search = Promise.withResolvers<void>();
  const readiness = new Readiness({ kv, searchReady: search.promise, adminIndex: await bundle() });
  assertEquals(await readiness.report(), {
    ready: false,
    version: VERSION,
    checks: { store: true, search: false, admin: true },
  });
  search.resolve();
  await search.promise;
  assertEquals(await readiness.report(), {
    ready: true,
    version: VERSION,
    checks: { store: true, search: true, admin: true },
  });
  kv.close();
});

Deno.test("Readiness is not ready without the admin bundle, with a closed store, or draining", async () => {
  const kv = await Deno.openKv(":memory:");
  const adminIndex = await bundle();
  const missing = new Readiness({
    kv,
    searchReady: Promise.resolve(),
    adminIndex: `${adminIndex}.gone`,
  });
  await Promise.resolve();
  assertEquals(await missing.report(), {
    ready: false,
    version: VERSION,
    checks: { store: true, search: true, admin: false },
  });

  const draining = new Readiness({ kv, searchReady: Promise.resolve(), adminIndex });
  await Promise.resolve();
  assertEquals((await draining.report()).ready, true);
  draining.drain();
  assertEquals(await draining.report(), {
    ready: false,
    version: VERSION,
    checks: { store: true, search: true, admin: true },
  });

  kv.close();
  assertEquals((await draining.report()).checks.store, false);
});

Deno.test("Readiness stays not ready when the search indexes fail to load", async () => {
  const kv = await Deno.openKv(":memory:");
  const adminIndex = await bundle();
  const failed = Promise.reject(new Error("no indexes"));
  const readiness = new Readiness({ kv, searchReady: failed, adminIndex });
  await failed.catch(() => {});
  assertEquals((await readiness.report()).checks.search, false);
  kv.close();
});
