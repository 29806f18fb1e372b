import { assertEquals } from "../../_utils/assert.ts";
import { routeClass } from "../../../lib/observe/http_metrics.ts";

Deno.test("routeClass() sorts requests into a few classes, never by the raw path", () => {
  const cases: [string, string, string][] = [
    ["GET", "/", "page"],
    ["GET", "/nl/over-ons", "page"],
    ["HEAD", "/zoeken", "page"],
    ["POST", "/some-page", "other"],
    ["POST", "/api/ximblox/page/create", "api"],
    ["GET", "/cmsadmin", "admin"],
    ["GET", "/cmsadmin/assets/index-abc.js", "admin"],
    ["GET", "/cmsadministrator", "page"],
    ["GET", "/media/12/photo.jpg", "media"],
    ["GET", "/static/site.css", "static"],
    ["GET", "/favicon.ico", "static"],
    ["POST", "/_forms/submit", "forms"],
    ["POST", "/newsletter/subscribe", "forms"],
    ["GET", "/metrics", "other"],
    ["GET", "/readyz", "other"],
    ["GET", "/sitemap.xml", "other"],
  ];
  for (const [method, path, expected] of cases) {
    assertEquals(routeClass(method, path), expected, `${method} ${path}`);
  }
});
