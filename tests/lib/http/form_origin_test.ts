/** Refusing plain form posts from other sites (lib/http/form_origin.ts). */
import { assertEquals } from "../../_utils/assert.ts";
import { crossSiteForm } from "../../../lib/http/form_origin.ts";

const ORIGIN = "https://lab.example";

function post(headers: Record<string, string>): Request {
  return new Request(`${ORIGIN}/newsletter/subscribe`, { method: "POST", headers });
}

Deno.test("crossSiteForm() trusts the browser's Sec-Fetch-Site when it is sent", () => {
  assertEquals(
    crossSiteForm(post({ "Sec-Fetch-Site": "same-origin", Origin: "null" }), ORIGIN),
    false,
  );
  assertEquals(crossSiteForm(post({ "Sec-Fetch-Site": "none" }), ORIGIN), false);
  assertEquals(
    crossSiteForm(post({ "Sec-Fetch-Site": "cross-site", Origin: ORIGIN }), ORIGIN),
    true,
  );
  assertEquals(crossSiteForm(post({ "Sec-Fetch-Site": "same-site" }), ORIGIN), true);
});

Deno.test("crossSiteForm() falls back on Origin: ours, null (no-referrer) or none pass", () => {
  assertEquals(crossSiteForm(post({ Origin: ORIGIN }), ORIGIN), false);
  assertEquals(crossSiteForm(post({ Origin: "null" }), ORIGIN), false);
  assertEquals(crossSiteForm(post({}), ORIGIN), false);
  assertEquals(crossSiteForm(post({ Origin: "https://evil.example" }), ORIGIN), true);
});
