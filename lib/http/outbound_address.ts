/**
 * Where an outgoing request made on an administrator's say-so (a webhook) may go: only to public
 * addresses, unless the operator allows private networks (`WEBHOOK_ALLOW_PRIVATE=true`). A host
 * name is resolved here (`Deno.resolveDns`) and every address it resolves to must be public, so a
 * name that answers one public and one private address is refused too. The caller then connects
 * to the address checked here and to no other (./pinned_post.ts): a name that resolved to a
 * public address when checked and to 127.0.0.1 a moment later (DNS rebinding) cannot move the
 * connection.
 */
import { BlockList, isIP } from "node:net";

/** Ranges no webhook may reach: loopback, private, link-local, shared, multicast, reserved. */
const REFUSED = new BlockList();
for (
  const [net, bits] of [
    ["0.0.0.0", 8], // "this network": 0.0.0.0 reaches the host itself
    ["10.0.0.0", 8],
    ["100.64.0.0", 10], // carrier-grade NAT
    ["127.0.0.0", 8],
    ["169.254.0.0", 16], // link-local, cloud metadata services
    ["172.16.0.0", 12],
    ["192.0.0.0", 24],
    ["192.168.0.0", 16],
    ["198.18.0.0", 15],
    ["224.0.0.0", 4], // multicast
    ["240.0.0.0", 4], // reserved, broadcast
  ] as const
) REFUSED.addSubnet(net, bits, "ipv4");
for (
  const [net, bits] of [
    ["::", 128], // unspecified
    ["::1", 128], // loopback
    ["fc00::", 7], // unique local
    ["fe80::", 10], // link-local
    ["fec0::", 10], // site-local (deprecated)
    ["ff00::", 8], // multicast
  ] as const
) REFUSED.addSubnet(net, bits, "ipv6");

/** The IPv4 address an IPv6 one carries (mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::`), if any. */
function embeddedV4(ip: string): string | null {
  const m = /^(?:::ffff:|64:ff9b::)(?:0{1,4}:)?(.+)$/i.exec(ip);
  if (!m) return null;
  const tail = m[1];
  if (isIP(tail) === 4) return tail;
  // The hex form (`::ffff:7f00:1`).
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(tail);
  if (!hex) return null;
  const [hi, lo] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
}

/** Whether `ip` (a literal address) is one a webhook may not reach. */
export function isPrivateAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, "");
  const family = isIP(bare);
  if (family === 4) return REFUSED.check(bare, "ipv4");
  if (family !== 6) return true; // Not an address at all: never reached.
  const v4 = embeddedV4(bare);
  if (v4 !== null) return REFUSED.check(v4, "ipv4");
  return REFUSED.check(bare, "ipv6");
}

/** A checked destination: the address to connect to and its family. */
export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

export type AddressCheck =
  | { ok: true; target: CheckedAddress }
  | { ok: false; reason: "private" | "unresolved" };

/** How long resolving a name may take. */
const RESOLVE_TIMEOUT_MS = 5_000;

/** The addresses `host` (a URL's hostname) stands for: itself when it is an address literal. */
async function addressesOf(host: string): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, "");
  if (isIP(bare)) return [bare];
  // resolveDns asks the name servers, not /etc/hosts: the one local name everyone uses.
  if (/^localhost\.?$/i.test(bare) || /\.localhost\.?$/i.test(bare)) return ["127.0.0.1"];
  // A name server that does not answer is a name that does not resolve, not a hung request.
  const signal = AbortSignal.timeout(RESOLVE_TIMEOUT_MS);
  const [v4, v6] = await Promise.allSettled([
    Deno.resolveDns(bare, "A", { signal }),
    Deno.resolveDns(bare, "AAAA", { signal }),
  ]);
  return [
    ...(v4.status === "fulfilled" ? v4.value : []),
    ...(v6.status === "fulfilled" ? v6.value : []),
  ];
}

/**
 * Resolves the host of `url` and checks where it leads: refused ("private") when any address is
 * private and `allowPrivate` is off; "unresolved" when the name has no address.
 */
export async function checkOutboundUrl(url: URL, allowPrivate: boolean): Promise<AddressCheck> {
  const addresses = await addressesOf(url.hostname);
  if (addresses.length === 0) return { ok: false, reason: "unresolved" };
  if (!allowPrivate && addresses.some(isPrivateAddress)) return { ok: false, reason: "private" };
  const address = addresses[0];
  return { ok: true, target: { address, family: isIP(address) === 6 ? 6 : 4 } };
}
