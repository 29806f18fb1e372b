/**
 * Who is asking, for rate limits on public calls (forms, the newsletter): the address of the
 * connection. X-Forwarded-For, which any client can write, counts only as far as it was written
 * by the reverse proxies TRUST_PROXY names (read with `proxy-addr`, as Express does): the
 * visitor is the nearest address in it that is not one of them. Without it, every visitor behind
 * a proxy shares the proxy's address and the limits hold them together. An IPv6 client usually
 * holds a whole /64, so that prefix counts as one address.
 *
 * Stored rate-limit records hold only a keyed hash of it ({@link addressKey}): no visitor's IP
 * address is kept in the store.
 */
import { createHmac } from "node:crypto";
import { isIP } from "node:net";
import type { Context } from "hono";
// @ts-types="@types/proxy-addr"
import proxyaddr from "proxy-addr";

type Trust = (address: string, hop: number) => boolean;
const compiled = new Map<string, Trust>();

/** The trust function of a list of proxies (compiled once); throws on an invalid entry. */
export function trustFor(proxies: readonly string[]): Trust {
  const key = proxies.join(",");
  let trust = compiled.get(key);
  if (!trust) compiled.set(key, trust = proxyaddr.compile([...proxies]));
  return trust;
}

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
  const request = {
    connection: { remoteAddress: connection },
    headers: { "x-forwarded-for": forwardedFor },
  };
  try {
    const visitor = proxyaddr(request as never, trustFor(proxies));
    // Something that is no address (garbage a client wrote): the connection is all that is known.
    return isIP(visitor) ? visitor : connection;
  } catch {
    return connection;
  }
}

/** The visitor's address (see the header), or "unknown" when the connection has none. */
export function clientAddress(c: Context): string {
  const env = c.env as { remoteAddr?: { hostname?: unknown } } | undefined;
  const hostname = env?.remoteAddr?.hostname;
  if (typeof hostname !== "string" || hostname === "") return "unknown";
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
