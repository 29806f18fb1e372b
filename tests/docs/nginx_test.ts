/**
 * The nginx configuration the README points to (docs/nginx.conf), with a real nginx: it passes
 * `nginx -t` as shipped (only its port, upstream and log paths set for a test machine), and
 * through it a server with TRUST_PROXY sees each visitor's own address — the contact form's limit
 * per address (5 in 10 minutes) holds each visitor alone, not everyone behind the proxy together.
 *
 * The visitors are real distinct addresses: each connects to nginx from its own loopback address
 * (127.0.0.2, 127.0.0.3, …), and the app trusts only nginx's (TRUST_PROXY=127.0.0.1), as a
 * public nginx's visitors and the app behind it would be.
 */
import http from "node:http";
import { payloadFor } from "../_utils/forms.ts";
import { assert, assertEquals } from "../_utils/assert.ts";
import { freePort, NGINX_MISSING, nginxConfFor, nginxTest, startNginx } from "../_utils/nginx.ts";
import { startServerProcess } from "../_utils/process.ts";

Deno.test({
  name: "docs/nginx.conf passes nginx -t and passes each visitor's address to the app",
  ignore: NGINX_MISSING,
  sanitizeResources: false,
  async fn() {
    const dir = await Deno.makeTempDir({ prefix: "ximblox-nginx-" });
    const server = startServerProcess({
      KV_PATH: `${dir}/ximblox.kv`,
      SEED: "demo",
      // nginx reaches the app from 127.0.0.1; the visitors come from other loopback addresses.
      TRUST_PROXY: "127.0.0.1",
    });
    const port = freePort();
    const conf = await nginxConfFor(dir, port, [server.port]);
    const checked = await nginxTest(dir, conf);
    assertEquals(checked.code, 0, checked.out);
    assert(checked.out.includes("test is successful"), checked.out);
    await server.waitFor("Ximblox is ready");
    const nginx = await startNginx(dir, conf, port);
    try {
      // The demo's contact form, as a visitor's browser sees it through nginx.
      const page = await fetch(`${nginx.url}/contact`);
      assertEquals(page.status, 200);
      const html = await page.text();
      const form = html.match(/<form id="form-[^"]+" class="public-form"[\s\S]*?<\/form>/)?.[0];
      assert(form, "the contact page has a form");
      const hidden = Object.fromEntries(
        [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((
          m,
        ) => [m[1], m[2]]),
      );
      const post = async (visitor: string, headers: Record<string, string> = {}) => {
        const challenge = await requestFrom(
          visitor,
          `${nginx.url}/_forms/challenge?form=${hidden.xbForm}`,
        );
        assertEquals(challenge.status, 200);
        const res = await requestFrom(visitor, `${nginx.url}/_forms/submit`, {
          method: "POST",
          headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            ...hidden,
            xbExtra: "",
            xbCaptcha: payloadFor(JSON.parse(challenge.body)),
            voornaam: "Jan",
            achternaam: "Jansen",
            telefoonnummer: "0612345678",
            "e-mailadres": "jan@example.com",
            bericht: "Graag een afspraak.",
            voorwaarden: "on",
          }).toString(),
        });
        return res.status;
      };
      // Seven visitors, each posting once: every one is taken (before, the sixth was refused:
      // all seven were the proxy's one address).
      const visitors = [2, 3, 4, 5, 6, 7, 8].map((i) => `127.0.0.${i}`);
      const statuses = [];
      for (const visitor of visitors) statuses.push(await post(visitor));
      assertEquals(statuses, [200, 200, 200, 200, 200, 200, 200]);
      // The app tells them apart by that address: the first visitor's own limit (5) still holds,
      // whatever X-Forwarded-For it writes itself (nginx adds the address it saw after it).
      const again = [];
      for (let i = 0; i < 5; i++) {
        again.push(await post(visitors[0], { "X-Forwarded-For": `198.51.100.${i}` }));
      }
      assertEquals(again, [200, 200, 200, 200, 429]);
    } finally {
      await nginx.stop();
      server.kill("SIGTERM");
      await server.exited;
    }
    await Deno.remove(dir, { recursive: true });
  },
});

/** One HTTP request sent from the local address `from` (node:http can choose it; fetch cannot). */
function requestFrom(
  from: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string }> {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: hostname,
      port: Number(port),
      path: pathname + search,
      method: init.method ?? "GET",
      headers: init.headers,
      localAddress: from,
    }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => body += chunk);
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end(init.body);
  });
}
