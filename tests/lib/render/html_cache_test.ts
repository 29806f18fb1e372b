import { assert, assertEquals } from "../../_utils/assert.ts";
import { HtmlCache, htmlEntry, matchesEtag } from "../../../lib/render/html_cache.ts";

Deno.test("HtmlCache keeps the most recently used entries within its bounds", async () => {
  const cache = new HtmlCache(2, 1000);
  let made = 0;
  const make = (s: string) => () => {
    made++;
    return htmlEntry(s);
  };
  await cache.get("a", make("A"));
  await cache.get("b", make("B"));
  await cache.get("a", make("A"));
  await cache.get("c", make("C")); // evicts b, the least recently used
  assertEquals(made, 3);
  await cache.get("a", make("A"));
  assertEquals(made, 3);
  await cache.get("b", make("B"));
  assertEquals(made, 4);
  assertEquals(cache.size, 2);
});

Deno.test("HtmlCache bounds bytes, shares concurrent misses and keeps no null", async () => {
  const cache = new HtmlCache(100, 10);
  await cache.get("big", () => htmlEntry("x".repeat(20)));
  assertEquals(cache.size, 0);
  let calls = 0;
  const slow = () => {
    calls++;
    return htmlEntry("ok");
  };
  await Promise.all([cache.get("k", slow), cache.get("k", slow)]);
  assertEquals(calls, 1);
  assertEquals(await cache.get("none", () => Promise.resolve(null)), null);
  assertEquals(cache.size, 1);
  await cache.get("fails", () => Promise.reject(new Error("x"))).catch(() => {});
  assertEquals(cache.size, 1);
});

Deno.test("htmlEntry() etags differ by content; matchesEtag() reads lists and weak tags", async () => {
  const a = await htmlEntry("<p>a</p>");
  const b = await htmlEntry("<p>b</p>");
  assert(a.etag !== b.etag);
  assert(matchesEtag(a.etag, a.etag));
  assert(matchesEtag(`"x", W/${a.etag}`, a.etag));
  assert(matchesEtag("*", a.etag));
  assert(!matchesEtag(b.etag, a.etag));
  assert(!matchesEtag(null, a.etag));
});
