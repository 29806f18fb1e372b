/**
 * The password cost: the production scrypt cost wherever nothing lowers it, a lower one only with
 * the test-only flag, and stored hashes checked with their own parameters whatever the cost now.
 * (This process has the cheap test cost: tests/_utils/weak_password_hashes.ts.)
 */
import "../_utils/weak_password_hashes.ts";
import { throws } from "node:assert";
import { assert, assertEquals } from "../_utils/assert.ts";
import { hashPassword, verifyPassword } from "../../lib/auth/password.ts";
import { PASSWORD_SCRYPT_N, readConfig, scryptCost } from "../../lib/config.ts";

const PASSWORD_MODULE = new URL("../../lib/auth/password.ts", import.meta.url).href;

Deno.test("a process whose environment does not lower the cost hashes at the production cost", async () => {
  const env = Deno.env.toObject();
  delete env.PASSWORD_SCRYPT_N;
  delete env.XIMBLOX_TEST_WEAK_PASSWORD_HASHES;
  const out = await new Deno.Command(Deno.execPath(), {
    args: [
      "eval",
      `const { hashPassword } = await import(${JSON.stringify(PASSWORD_MODULE)});` +
      `console.log(await hashPassword("Correct-horse-1!"));`,
    ],
    clearEnv: true,
    env,
    stdout: "piped",
    stderr: "piped",
  }).output();
  const stdout = new TextDecoder().decode(out.stdout).trim();
  assert(out.success, new TextDecoder().decode(out.stderr));
  assertEquals(PASSWORD_SCRYPT_N, 16384);
  assertEquals(stdout.split("$").slice(0, 4), ["scrypt", "16384", "8", "1"]);
  // And that hash is checked here, where new hashes are cheap: with its own parameters.
  assertEquals(await verifyPassword("Correct-horse-1!", stdout), true);
  assertEquals(await verifyPassword("Correct-horse-2!", stdout), false);
});

Deno.test("PASSWORD_SCRYPT_N: raised freely, lowered only with the test-only flag", () => {
  assertEquals(scryptCost({}), 16384);
  assertEquals(scryptCost({ PASSWORD_SCRYPT_N: "" }), 16384);
  assertEquals(scryptCost({ PASSWORD_SCRYPT_N: "32768" }), 32768);
  throws(() => scryptCost({ PASSWORD_SCRYPT_N: "16" }), /only tests may lower it/);
  throws(() => readConfig({ PASSWORD_SCRYPT_N: "16" }), /only tests may lower it/);
  throws(
    () => scryptCost({ PASSWORD_SCRYPT_N: "16", XIMBLOX_TEST_WEAK_PASSWORD_HASHES: "true" }),
    /only tests may lower it/,
  );
  assertEquals(scryptCost({ PASSWORD_SCRYPT_N: "16", XIMBLOX_TEST_WEAK_PASSWORD_HASHES: "1" }), 16);
  throws(() => scryptCost({ PASSWORD_SCRYPT_N: "20000" }), /power of two/);
  throws(() => scryptCost({ PASSWORD_SCRYPT_N: "1" }), /power of two/);
});

Deno.test("a hash keeps its cost: checked with its own parameters after the cost changes", async () => {
  const cheap = await hashPassword("Correct-horse-1!");
  assertEquals(cheap.split("$")[1], Deno.env.get("PASSWORD_SCRYPT_N"));
  const before = Deno.env.get("PASSWORD_SCRYPT_N")!;
  Deno.env.set("PASSWORD_SCRYPT_N", "32");
  try {
    const raised = await hashPassword("Correct-horse-1!");
    assertEquals(raised.split("$")[1], "32");
    assertEquals(await verifyPassword("Correct-horse-1!", cheap), true);
    assertEquals(await verifyPassword("Correct-horse-1!", raised), true);
    assertEquals(await verifyPassword("Correct-horse-2!", cheap), false);
  } finally {
    Deno.env.set("PASSWORD_SCRYPT_N", before);
  }
});
