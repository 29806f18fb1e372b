/**
 * Who is asking, for rate limits on public calls (forms, the newsletter): the address of the
 * connection, never a header a client can write (X-Forwarded-For is not trusted; behind a
 * reverse proxy every visitor would share the proxy's address, so such a setup limits them
 * together). An IPv6 client usually holds a whole /64, so that prefix counts as one address.
 *
 * Stored rate-limit records hold only a keyed hash of it ({@link addressKey}): no visitor's IP
 * address is kept in the store.
 */
import { createHmac } from "node:crypto";
import type { Context } from "hono";

/** The connection's address as Deno.serve reports it (`app.fetch(request, info)`), or "unknown". */
export function clientAddress(c: Context): string {
  const env = c.env as { remoteAddr?: { hostname?: unknown } } | undefined;
  const hostname = env?.remoteAddr?.hostname;
  if (typeof hostname !== "string" || hostname === "") return "unknown";
  return hostname.includes(":") ? ipv6Prefix(hostname) : hostname;
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
