import { throws } from "node:assert/strict";
import { assertEquals, assertNotEquals } from "../../_utils/assert.ts";
import { addressKey, ipv6Prefix, visitorAddress } from "../../../lib/http/client_address.ts";
import { readConfig } from "../../../lib/config.ts";

Deno.test("ipv6Prefix() counts a whole /64 as one address", () => {
  assertEquals(ipv6Prefix("2001:db8:1:2:3:4:5:6"), "2001:db8:1:2::/64");
  assertEquals(ipv6Prefix("2001:db8:1:2::7"), "2001:db8:1:2::/64");
  assertEquals(ipv6Prefix("2001:0db8::1"), "2001:db8:0:0::/64");
  assertEquals(ipv6Prefix("[::1]"), "0:0:0:0::/64");
  assertEquals(ipv6Prefix("fe80::1%eth0"), "fe80:0:0:0::/64");
  assertEquals(ipv6Prefix("::ffff:192.0.2.7"), "192.0.2.7");
});

Deno.test("addressKey() is stable per secret and does not show the address", () => {
  const a = new Uint8Array(32).fill(1);
  const b = new Uint8Array(32).fill(2);
  assertEquals(addressKey("192.0.2.1", a), addressKey("192.0.2.1", a));
  assertNotEquals(addressKey("192.0.2.1", a), addressKey("192.0.2.2", a));
  assertNotEquals(addressKey("192.0.2.1", a), addressKey("192.0.2.1", b));
  assertEquals(addressKey("192.0.2.1", a).includes("192"), false);
});

Deno.test("visitorAddress() believes X-Forwarded-For only as far as the trusted proxies wrote it", () => {
  const header = "203.0.113.9, 198.51.100.7, 10.0.0.2";
  // No proxy trusted: the connection, whatever the header says.
  assertEquals(visitorAddress("10.0.0.1", header, []), "10.0.0.1");
  // The proxy on 10.0.0.1 is trusted, and so is the one before it (10.0.0.2), not 198.51.100.7.
  assertEquals(visitorAddress("10.0.0.1", header, ["10.0.0.0/8"]), "198.51.100.7");
  assertEquals(visitorAddress("127.0.0.1", "203.0.113.9", ["loopback"]), "203.0.113.9");
  // A connection that is not a trusted proxy wrote its own header: not believed.
  assertEquals(visitorAddress("192.0.2.50", header, ["10.0.0.0/8"]), "192.0.2.50");
  // Garbage in the header is not an address.
  assertEquals(visitorAddress("10.0.0.1", "not-an-ip", ["10.0.0.0/8"]), "10.0.0.1");
  assertEquals(visitorAddress("10.0.0.1", undefined, ["10.0.0.0/8"]), "10.0.0.1");
  // Every hop trusted: the furthest one is the visitor.
  assertEquals(visitorAddress("10.0.0.1", "10.9.9.9, 10.0.0.2", ["10.0.0.0/8"]), "10.9.9.9");
  // IPv6 ranges and the named ones.
  assertEquals(visitorAddress("fd00::5", "2001:db8::7", ["uniquelocal"]), "2001:db8::7");
  assertEquals(
    visitorAddress("2001:db8:1::9", "198.51.100.7", ["2001:db8:1::/48"]),
    "198.51.100.7",
  );
  assertEquals(
    visitorAddress("2001:db8:2::9", "198.51.100.7", ["2001:db8:1::/48"]),
    "2001:db8:2::9",
  );
  assertEquals(visitorAddress("192.168.1.1", "198.51.100.7", ["loopback"]), "192.168.1.1");
});

Deno.test("TRUST_PROXY is read as a list, and an entry that is no address stops the start", () => {
  assertEquals(readConfig({ TRUST_PROXY: " loopback, 10.0.0.0/8 " }).trustProxy, [
    "loopback",
    "10.0.0.0/8",
  ]);
  assertEquals(readConfig({}).trustProxy, []);
  throws(() => readConfig({ TRUST_PROXY: "proxy.example" }), /TRUST_PROXY/);
  throws(() => readConfig({ TRUST_PROXY: "10.0.0.0/33" }), /TRUST_PROXY/);
  throws(() => readConfig({ TRUST_PROXY: "10.0.0.0/x" }), /TRUST_PROXY/);
  throws(() => readConfig({ TRUST_PROXY: "::1/129" }), /TRUST_PROXY/);
});
