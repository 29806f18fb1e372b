/**
 * Password hashes at a cheap scrypt cost for this test process and the processes it starts
 * (they inherit its environment): at the production cost (16384) each hash takes tens of
 * milliseconds, and the API tests make hundreds. Imported first by the helpers that build an app
 * or start a process (app.ts, process.ts). lib/config.ts `scryptCost` refuses
 * the low cost without the test-only flag; tests/processes/password_cost_test.ts checks that a
 * process with neither variable hashes at the production cost.
 */
Deno.env.set("XIMBLOX_TEST_WEAK_PASSWORD_HASHES", "1");
Deno.env.set("PASSWORD_SCRYPT_N", "16");
