/**
 * Who is asking, for rate limits on public calls (forms, the newsletter): the address of the
 * connection. X-Forwarded-For, which any client can write, counts only as far as it was written
 * by the reverse proxies TRUST_PROXY names: read from the right, the visitor is the first address
 * that is not one of them (as Express's trust proxy reads it). Without it, every visitor behind
 * a proxy shares the proxy's address and the limits hold them together. An IPv6 client usually
 * holds a whole /64, so that prefix counts as one address.
 *
 * The proxies are matched (`trustFor`, lib/config.ts, which checks TRUST_PROXY at start) with
 * Node's built-in `net.BlockList` (addresses and CIDR ranges, IPv4 and IPv6), so no package is
 * needed for it.
 *
 * Stored rate-limit records hold only a keyed hash of it ({@link addressKey}): no visitor's IP
 * address is kept in the store.
 */
import { createHmac } from "node:crypto";
import { isIP } from "node:net";
import { trustFor } from "../config.ts";
import type { Context } from "hono";

export { trustFor };

/**
 * The visitor's address from the connection's and X-Forwarded-For, trusting the header only as
 * far as the hops are `proxies`.
 */
export function visitorAddress(
  connection: string,
  forwardedFor: string | undefined,
  proxies: readonly string[],
): string {
  if (proxies.length === 0 || !forwardedFor) return connection;
  const trusted = trustFor(proxies);
  const hops = forwardedFor.split(",").map((h) => h.trim()).reverse();
  let visitor = connection;
  for (const hop of hops) {
    if (!trusted(visitor)) return visitor;
    // Something that is no address (garbage a client wrote): the last one known is all there is.
    if (!isIP(hop)) return visitor;
    visitor = hop;
  }
  return visitor;
}

/**
 * The connection's own peer address (Deno.ServeHandlerInfo), never a header; "" when there is
 * none (a request made in-process).
 */
export function peerAddress(c: Context): string {
  const env = c.env as { remoteAddr?: { hostname?: unknown } } | undefined;
  const hostname = env?.remoteAddr?.hostname;
  return typeof hostname === "string" ? hostname : "";
}

/** The visitor's address (see the header), or "unknown" when the connection has none. */
export function clientAddress(c: Context): string {
  const hostname = peerAddress(c);
  if (hostname === "") return "unknown";
  const deps = (c.var as { deps?: { config?: { trustProxy?: string[] } } }).deps;
  const proxies = deps?.config?.trustProxy ?? [];
  const address = visitorAddress(hostname, c.req.header("X-Forwarded-For"), proxies);
  return address.includes(":") ? ipv6Prefix(address) : address;
}

/** The first four groups (/64) of an IPv6 address, "::" expanded; IPv4-mapped ones as IPv4. */
export function ipv6Prefix(address: string): string {
  const plain = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "").toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return mapped[1];
  const [head, tail = ""] = plain.split("::");
  const left = head ? head.split(":") : [];
  const right = plain.includes("::") && tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  const groups = plain.includes("::")
    ? [...left, ...Array(Math.max(0, missing)).fill("0"), ...right]
    : left;
  return groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":") + "::/64";
}

/**
 * A short, stable stand-in for an address in a store key: keyed with a secret of the store
 * (lib/db/secrets.ts), since a plain hash of an IPv4 address is undone by trying them all.
 */
export function addressKey(address: string, secret: Uint8Array): string {
  return createHmac("sha256", secret).update(address).digest("base64url").slice(0, 22);
}
