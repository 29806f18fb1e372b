/**
 * The real server on a free loopback port, for browser tests: `:memory:` KV, a seeded
 * administrator, and a local SMTP receiver collecting the mails. Serves admin/dist, so run
 * tests from the repository root after `deno task build` (the test task does that).
 */
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from "./app.ts";
import type { ReceivedMail } from "./smtp.ts";
import { freePort } from "./process.ts";

export interface TestServer {
  url: string;
  adminEmail: string;
  adminPassword: string;
  mails: ReceivedMail[];
  /** The application behind the server, for setting data up through in-process API calls. */
  app: TestApp;
  close(): Promise<void>;
}

export async function startTestServer(
  env: Record<string, string> = {},
  options: Parameters<typeof startTestApp>[1] = {},
): Promise<TestServer> {
  // The port must be known before the app is built (PUBLIC_URL), so reserve one first.
  const port = freePort();
  const url = `http://127.0.0.1:${port}`;
  const t = await startTestApp({ PUBLIC_URL: url, ...env }, options);
  const server = Deno.serve({ hostname: "127.0.0.1", port, onListen() {} }, t.app.fetch);
  return {
    url,
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    mails: t.smtp.mails,
    app: t,
    async close() {
      await server.shutdown();
      await t.close();
    },
  };
}
