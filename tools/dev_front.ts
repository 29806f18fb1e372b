/**
 * The front of `deno task dev` (tools/dev.ts): the one origin the browser talks to. It passes every
 * request to the Ximblox server (main.ts, restarted on each change) except the admin's code, which
 * Vite's dev server answers (its modules and its hot-update socket), and the reload channel
 * (`/_dev/…`), which only this front has: `deno task start` runs main.ts alone, so none of this
 * exists there.
 *
 * The admin's HTML is the server's answer (its CSRF cookie, token and meta tags, its CSP and
 * headers) with Vite's document in place of the built one; public pages get the reload script.
 * So cookies, CSRF and the API are those of production, on the same origin and path.
 */
import { RELOAD_CLIENT } from "./dev_reload_client.ts";

/** The reload channel's addresses: answered by the front, never by the server. */
export const DEV_EVENTS = "/_dev/events";
export const DEV_CLIENT = "/_dev/client.js";
const ISLANDS_PATH = "/static/islands/";
const CLIENT_TAG = `<script type="module" src="${DEV_CLIENT}"></script>`;

/** What the front needs of the rest of `deno task dev`. */
export interface FrontTargets {
  /** The server's origin once it answers, or the reason it does not (its error output). */
  server(): Promise<{ origin: string } | { failed: string }>;
  /** Vite's dev server's origin once it answers. */
  vite(): Promise<string>;
  /** A stream of reload-channel events for one page. */
  events(): ReadableStream<Uint8Array>;
  /**
   * The path of the newest islands build's file for a bundle's name (`SearchBox-1a2b3c4d.js`,
   * whatever its hash), or null if there is no such island.
   */
  islandFile(name: string): string | null;
}

export function devFront(targets: FrontTargets): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    if (url.pathname === DEV_EVENTS) {
      return new Response(targets.events(), {
        headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-store" },
      });
    }
    if (url.pathname === DEV_CLIENT) {
      return new Response(RELOAD_CLIENT, {
        headers: { "Content-Type": "text/javascript", "Cache-Control": "no-store" },
      });
    }
    if (url.pathname.startsWith(ISLANDS_PATH) && request.method === "GET") {
      // The newest build, under the names the running server's pages ask for: an island edit
      // shows at the next load without waiting for the server to start again.
      const file = targets.islandFile(url.pathname.slice(ISLANDS_PATH.length));
      const code = file && await Deno.readFile(file).catch(() => null);
      if (code) {
        return new Response(code, {
          headers: { "Content-Type": "text/javascript", "Cache-Control": "no-store" },
        });
      }
    }
    if (url.pathname.startsWith("/cmsadmin/")) {
      if (request.headers.get("upgrade")?.toLowerCase() === "websocket") {
        return socketToVite(request, await targets.vite());
      }
      const isPage = request.method === "GET" && accepts(request, "text/html");
      if (!isPage && (request.method === "GET" || request.method === "HEAD")) {
        return passOn(request, await targets.vite());
      }
      if (isPage) return adminPage(request, targets);
    }
    const answer = await toServer(request, targets);
    return isHtml(answer) ? withReloadClient(answer) : answer;
  };
}

/**
 * The request to the running server. A server killed under a request (it was replaced by a
 * newer one) fails it: a request without a body is sent again to the newer one.
 */
async function toServer(request: Request, targets: FrontTargets): Promise<Response> {
  const server = await targets.server();
  if ("failed" in server) return failedPage(server.failed);
  try {
    return await passOn(request, server.origin);
  } catch (err) {
    const now = await targets.server();
    if (request.body || "failed" in now || now.origin === server.origin) throw err;
    return passOn(request, now.origin);
  }
}

function accepts(request: Request, type: string): boolean {
  return (request.headers.get("accept") ?? "").includes(type);
}

function isHtml(response: Response): boolean {
  return (response.headers.get("content-type") ?? "").startsWith("text/html") && !!response.body;
}

/**
 * The request as the browser sent it, to `origin`; its answer as it came. Uncompressed (fetch
 * would unpack a compressed body and leave its Content-Encoding) and never followed.
 */
async function passOn(request: Request, origin: string): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  headers.set("accept-encoding", "identity");
  const answer = await fetch(new URL(url.pathname + url.search, origin), {
    method: request.method,
    headers,
    body: request.body,
    redirect: "manual",
  });
  return new Response(answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
}

/** A public page with the reload script before `</body>`, and a CSP that lets it run. */
async function withReloadClient(answer: Response): Promise<Response> {
  const html = await answer.text();
  const at = html.lastIndexOf("</body>");
  const body = at < 0 ? html + CLIENT_TAG : html.slice(0, at) + CLIENT_TAG + html.slice(at);
  const headers = new Headers(answer.headers);
  headers.delete("content-length");
  const csp = headers.get("content-security-policy");
  if (csp) headers.set("content-security-policy", withScriptSources(csp, ["'self'"]));
  return new Response(body, { status: answer.status, statusText: answer.statusText, headers });
}

/**
 * The admin's document: the server's answer for this address (cookies, CSRF token, CSP and the
 * meta tags it adds before `</head>`) around Vite's index.html (its client, the refresh preamble
 * and the source entry), whose inline scripts the CSP then allows by their hashes.
 */
async function adminPage(request: Request, targets: FrontTargets): Promise<Response> {
  const answer = await toServer(request, targets);
  if (answer.status !== 200 || !isHtml(answer)) return answer;
  const shell = await answer.text();
  const viteHtml = await (await passOn(request, await targets.vite())).text();
  const meta = /((?:<meta\b[^>]*>)+)<\/head>/.exec(shell)?.[1] ?? "";
  const html = viteHtml.replace("</head>", `${meta}</head>`);
  const headers = new Headers(answer.headers);
  headers.delete("content-length");
  const csp = headers.get("content-security-policy");
  if (csp) headers.set("content-security-policy", withScriptSources(csp, await inlineHashes(html)));
  return new Response(html, { status: 200, headers });
}

/** The CSP hash source of every inline script in `html`. */
async function inlineHashes(html: string): Promise<string[]> {
  const hashes = [];
  for (const [, code] of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(code));
    hashes.push(`'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  }
  return hashes;
}

/** `csp` with `sources` added to its script-src (which replace a `'none'`). */
export function withScriptSources(csp: string, sources: string[]): string {
  const directives = csp.split(";").map((d) => d.trim()).filter(Boolean);
  const at = directives.findIndex((d) => d.split(/\s+/)[0] === "script-src");
  const own = at < 0 ? [] : directives[at].split(/\s+/).slice(1).filter((s) => s !== "'none'");
  const merged = `script-src ${[...new Set([...own, ...sources])].join(" ")}`;
  if (at < 0) directives.push(merged);
  else directives[at] = merged;
  return directives.join("; ");
}

/** While the server cannot start: its error output, and the reload script to wait for a fix. */
function failedPage(output: string): Response {
  const escaped = output.replace(/[&<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<title>The server did not start</title></head><body><h1>The server did not start</h1>` +
    `<p>Save a fix: this page reloads once the server runs again.</p><pre>${escaped}</pre>` +
    `${CLIENT_TAG}</body></html>`;
  return new Response(html, {
    status: 502,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * Vite's hot-update socket, through this origin. Each side's messages wait for the other side to
 * open: Vite greets a new socket at once ("connected", which starts its client's updates), and
 * that greeting can come before the browser's side of the upgrade is open.
 */
function socketToVite(request: Request, viteOrigin: string): Response {
  const url = new URL(request.url);
  const protocol = request.headers.get("sec-websocket-protocol") ?? undefined;
  const { socket, response } = Deno.upgradeWebSocket(request, { protocol });
  const target = new URL(url.pathname + url.search, viteOrigin.replace(/^http/, "ws"));
  const upstream = new WebSocket(target, protocol);
  upstream.binaryType = "arraybuffer";
  relay(socket, upstream);
  relay(upstream, socket);
  const closeBoth = () => {
    for (const s of [socket, upstream]) {
      if (s.readyState === WebSocket.OPEN || s.readyState === WebSocket.CONNECTING) {
        try {
          s.close();
        } catch { /* closing already */ }
      }
    }
  };
  upstream.addEventListener("close", closeBoth);
  upstream.addEventListener("error", closeBoth);
  socket.addEventListener("close", closeBoth);
  socket.addEventListener("error", closeBoth);
  return response;
}

/** `from`'s messages sent on to `to`, those that come before `to` is open once it opens. */
function relay(from: WebSocket, to: WebSocket): void {
  const early: (string | ArrayBuffer | Blob)[] = [];
  to.addEventListener("open", () => {
    for (const data of early.splice(0)) to.send(data);
  });
  from.addEventListener("message", (e) => {
    if (to.readyState === WebSocket.OPEN) to.send(e.data);
    else if (to.readyState === WebSocket.CONNECTING) early.push(e.data);
  });
}
