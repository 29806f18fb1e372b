import { assertEquals, assertNotEquals } from "../../_utils/assert.ts";
import { addressKey, ipv6Prefix } from "../../../lib/http/client_address.ts";

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
