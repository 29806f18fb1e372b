/**
 * Where a webhook may go (lib/http/outbound_address.ts): loopback, private, shared, link-local,
 * multicast and reserved ranges are refused in IPv4 and IPv6, IPv4 carried in IPv6 included;
 * public addresses pass; with WEBHOOK_ALLOW_PRIVATE a private one passes.
 */
import { assertEquals } from "../../_utils/assert.ts";
import { checkOutboundUrl, isPrivateAddress } from "../../../lib/http/outbound_address.ts";

Deno.test("isPrivateAddress(): the refused ranges, v4 and v6", () => {
  const refused = [
    "127.0.0.1",
    "127.255.255.254",
    "0.0.0.0",
    "10.0.0.1",
    "100.64.0.1",
    "169.254.169.254",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.0.1",
    "192.0.0.8",
    "198.18.0.1",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "[::1]",
    "fc00::1",
    "fd12:3456:789a::1",
    "fe80::1",
    "febf::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "64:ff9b::127.0.0.1",
    "not-an-address",
  ];
  for (const ip of refused) assertEquals(isPrivateAddress(ip), true, ip);
  const allowed = ["93.184.215.14", "8.8.8.8", "172.32.0.1", "2606:4700::1111", "::ffff:8.8.8.8"];
  for (const ip of allowed) assertEquals(isPrivateAddress(ip), false, ip);
});

Deno.test("checkOutboundUrl(): literals and localhost without DNS; the flag lets private ones by", async () => {
  assertEquals(await checkOutboundUrl(new URL("http://127.0.0.1:8080/x"), false), {
    ok: false,
    reason: "private",
  });
  assertEquals(await checkOutboundUrl(new URL("http://localhost/x"), false), {
    ok: false,
    reason: "private",
  });
  assertEquals(await checkOutboundUrl(new URL("http://[::ffff:127.0.0.1]/x"), false), {
    ok: false,
    reason: "private",
  });
  assertEquals(await checkOutboundUrl(new URL("http://127.0.0.1:8080/x"), true), {
    ok: true,
    target: { address: "127.0.0.1", family: 4 },
  });
  assertEquals(await checkOutboundUrl(new URL("https://[2606:4700::1111]/x"), false), {
    ok: true,
    target: { address: "2606:4700::1111", family: 6 },
  });
  // A reserved name that never resolves (RFC 2606).
  assertEquals(await checkOutboundUrl(new URL("https://hooks.invalid/x"), false), {
    ok: false,
    reason: "unresolved",
  });
});
