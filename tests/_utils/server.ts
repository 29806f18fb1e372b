/**
 * The real server on a free loopback port, for browser tests: `:memory:` KV, a seeded
 * administrator, and a local SMTP receiver collecting the mails. Serves admin/dist, so run
 * tests from the repository root after `deno task build` (the test task does that).
 */
import type { Hono } from "hono";
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from "./app.ts";
import type { ReceivedMail } from "./smtp.ts";
import type { AppEnv } from "../../routes/_env.ts";

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
  options: Parameters<typeof startTestApp>[1] & {
    /**
     * The host name of the server's address (and PUBLIC_URL): "localhost" for tests of what
     * only a secure context has (WebAuthn), which http://localhost is and http://127.0.0.1 not.
     */
    hostName?: "localhost";
  } = {},
): Promise<TestServer> {
  // The app must know its address (PUBLIC_URL) when it is built, and a port reserved and let go
  // first can be taken by another test process meanwhile (--parallel). So the server listens on
  // port 0 at once and the app is built for the port it got; nobody knows the address before
  // this function returns, so no request waits for the app.
  let app: Hono<AppEnv> | null = null;
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    // As before: Hono gets Deno's handler info as its env (remoteAddr for getConnInfo).
    (req, info) => app!.fetch(req, info),
  );
  const url = `http://${options.hostName ?? "127.0.0.1"}:${server.addr.port}`;
  let t: TestApp;
  try {
    t = await startTestApp({ PUBLIC_URL: url, ...env }, options);
  } catch (err) {
    await server.shutdown();
    throw err;
  }
  app = t.app;
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
