/**
 * The server as systemd's `Type=notify` sees it: a real server process, started with
 * NOTIFY_SOCKET naming a datagram socket this test listens on (as systemd's is).
 */
import { assertEquals } from "../_utils/assert.ts";
import { startServerProcess } from "../_utils/process.ts";

Deno.test({
  name: "the server tells systemd READY=1 once ready and STOPPING=1 when it begins to stop",
  sanitizeResources: false,
  async fn() {
    const dir = await Deno.makeTempDir({ prefix: "ximblox-notify-test-" });
    const socket = Deno.listenDatagram({ transport: "unixpacket", path: `${dir}/notify` });
    const server = startServerProcess({
      KV_PATH: `${dir}/ximblox.kv`,
      SEED: "none",
      ADMIN_PASSWORD: "Owner-pass-1!",
      SHUTDOWN_DRAIN_MS: "0",
      NOTIFY_SOCKET: `${dir}/notify`,
    });
    const next = async () => new TextDecoder().decode((await socket.receive())[0]);
    assertEquals(await next(), "READY=1");
    // Ready was said after the readiness check passed, and logged.
    await server.waitFor("Ximblox is ready");
    server.kill("SIGTERM");
    assertEquals(await next(), "STOPPING=1");
    assertEquals((await server.exited).code, 0);
    socket.close();
    await Deno.remove(dir, { recursive: true });
  },
});
