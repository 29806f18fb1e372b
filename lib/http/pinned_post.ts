/**
 * One POST to an address checked beforehand (./outbound_address.ts), connected to that address
 * only: node's http(s) client with a `lookup` that answers the checked address, so the name is
 * not resolved again on the way (no DNS rebinding between the check and the connection), while
 * TLS still checks the certificate against the URL's host name. `fetch` has no such hook (its
 * TCP transport would send an https request unencrypted). Redirects are never followed (node's
 * client does not; a 3xx is the answer), the whole exchange has a time limit, and only the first
 * bytes of the answer are kept.
 */
import http from "node:http";
import https from "node:https";
import type { CheckedAddress } from "./outbound_address.ts";

export interface PinnedAnswer {
  status: number;
  /** The first `keepBytes` of the body, as text. */
  body: string;
}

export interface PinnedPost {
  url: URL;
  target: CheckedAddress;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  keepBytes: number;
}

/** Sends the POST; rejects on a network error or after `timeoutMs` ("timed out"). */
export function pinnedPost(req: PinnedPost): Promise<PinnedAnswer> {
  const client = req.url.protocol === "https:" ? https : http;
  const payload = new TextEncoder().encode(req.body);
  return new Promise<PinnedAnswer>((resolve, reject) => {
    let settled = false;
    const done = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const request = client.request({
      protocol: req.url.protocol,
      hostname: req.url.hostname.replace(/^\[|\]$/g, ""),
      port: req.url.port || undefined,
      path: req.url.pathname + req.url.search,
      method: "POST",
      headers: { ...req.headers, "content-length": String(payload.byteLength) },
      // deno-lint-ignore no-explicit-any -- node's lookup callback has two shapes (`all` or not)
      lookup: (_host: string, options: any, callback: any) => {
        const { address, family } = req.target;
        if (options?.all) callback(null, [{ address, family }]);
        else callback(null, address, family);
      },
    }, (res) => {
      const chunks: Uint8Array[] = [];
      let kept = 0;
      res.on("data", (chunk: Uint8Array) => {
        if (kept >= req.keepBytes) {
          // Enough kept: the rest is not read (a huge or endless answer costs nothing more).
          res.destroy();
          finish();
          return;
        }
        chunks.push(chunk);
        kept += chunk.byteLength;
      });
      const finish = () =>
        done(() => {
          const all = new Uint8Array(kept);
          let at = 0;
          for (const c of chunks) all.set(c, at), at += c.byteLength;
          const body = new TextDecoder().decode(all.subarray(0, req.keepBytes));
          resolve({ status: res.statusCode ?? 0, body });
        });
      res.on("end", finish);
      res.on("error", (err: Error) => done(() => reject(err)));
    });
    const timer = setTimeout(() => {
      done(() => reject(new Error(`timed out after ${req.timeoutMs} ms`)));
      request.destroy();
    }, req.timeoutMs);
    request.on("error", (err: Error) => done(() => reject(err)));
    request.end(payload);
  });
}
