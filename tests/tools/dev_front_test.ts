/**
 * The development loop's reload channel belongs to `deno task dev`'s front (tools/dev_front.ts)
 * alone: the application `deno task start` serves answers 404 there and adds no script to its
 * pages. And the front's CSP edit lets its script run without opening the page to anything else.
 */
import { assert, assertEquals } from "../_utils/assert.ts";
import { withTestApp } from "../_utils/app.ts";
import { DEV_CLIENT, DEV_EVENTS, devFront, withScriptSources } from "../../tools/dev_front.ts";

Deno.test("the production app has no reload channel and injects no dev script", async () => {
  await withTestApp(async ({ app }) => {
    for (const path of [DEV_EVENTS, DEV_CLIENT]) {
      const res = await app.request(path);
      await res.body?.cancel();
      assertEquals(res.status, 404, path);
    }
    const page = await app.request("/");
    const html = await page.text();
    assert(html.includes("</body>"), "a public page was drawn");
    assert(!html.includes("/_dev/"), "no dev script on a public page");
    assert(!(page.headers.get("content-security-policy") ?? "").includes("/_dev/"));
  });
});

Deno.test("the front adds its sources to script-src, in place of 'none'", () => {
  assertEquals(
    withScriptSources("default-src 'self'; script-src 'none'; img-src 'self'", ["'self'"]),
    "default-src 'self'; script-src 'self'; img-src 'self'",
  );
  assertEquals(
    withScriptSources("script-src 'self' 'sha256-a'", ["'self'", "'sha256-b'"]),
    "script-src 'self' 'sha256-a' 'sha256-b'",
  );
  assertEquals(
    withScriptSources("default-src 'self'", ["'self'"]),
    "default-src 'self'; script-src 'self'",
  );
});

Deno.test("the front relays Vite's socket both ways, its greeting and what the page sends at once", async () => {
  // A stand-in for Vite's hot-update socket as it behaves: a greeting the moment a socket opens,
  // and an answer to each message.
  const vite = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, (request) => {
    const { socket, response } = Deno.upgradeWebSocket(request, { protocol: "vite-hmr" });
    socket.onopen = () => socket.send(JSON.stringify({ type: "connected" }));
    socket.onmessage = (e) => socket.send(`echo ${e.data}`);
    return response;
  });
  const viteOrigin = `http://127.0.0.1:${vite.addr.port}`;
  const handler = devFront({
    server: () => Promise.resolve({ failed: "not used" }),
    vite: () => Promise.resolve(viteOrigin),
    events: () => new ReadableStream(),
    islandFile: () => null,
  });
  // The front's answer to the upgrade held back until Vite's side has opened and greeted, as a
  // busy event loop may: the greeting must wait for the page's side, not be dropped.
  const front = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, async (request) => {
    const response = await handler(request);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return response;
  });
  try {
    for (let round = 0; round < 3; round++) {
      const page = new WebSocket(
        `ws://127.0.0.1:${front.addr.port}/cmsadmin/?token=t`,
        "vite-hmr",
      );
      const received: string[] = [];
      const done = Promise.withResolvers<void>();
      page.onopen = () => page.send("ping");
      page.onmessage = (e) => {
        received.push(String(e.data));
        if (String(e.data).startsWith("echo")) done.resolve();
      };
      page.onclose = () => done.reject(new Error(`closed after ${JSON.stringify(received)}`));
      await done.promise;
      page.onclose = null;
      assertEquals(received, ['{"type":"connected"}', "echo ping"], `round ${round}`);
      const closed = new Promise((resolve) => page.onclose = resolve);
      page.close();
      await closed;
    }
  } finally {
    await front.shutdown();
    await vite.shutdown();
  }
});
