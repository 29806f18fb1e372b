/**
 * systemd's readiness protocol (`Type=notify`, sd_notify(3)): when started by systemd with
 * NOTIFY_SOCKET set, the process says "READY=1" once it is ready and "STOPPING=1" when it begins
 * to stop. `systemctl start` then returns only once the new process is ready, which is what the
 * zero-downtime handover needs before it stops the old one (docs/zero_downtime.md). Without
 * NOTIFY_SOCKET this does nothing.
 *
 * A datagram on a Unix socket, as the protocol wants; Deno sends one from a socket of its own,
 * bound in a temporary folder for the moment of sending (unstable "net", enabled in deno.json).
 */
import { logWarn } from "../observe/log.ts";

export async function notifySystemd(state: string): Promise<void> {
  const target = Deno.env.get("NOTIFY_SOCKET");
  if (!target) return;
  if (target.startsWith("@")) {
    logWarn("NOTIFY_SOCKET in the abstract namespace is not supported; systemd is not told");
    return;
  }
  const dir = await Deno.makeTempDir({ prefix: "ximblox-notify-" });
  try {
    const socket = Deno.listenDatagram({ transport: "unixpacket", path: `${dir}/socket` });
    try {
      await socket.send(new TextEncoder().encode(state), { transport: "unixpacket", path: target });
    } finally {
      socket.close();
    }
  } catch (err) {
    logWarn(`systemd could not be told ${state}: ${err instanceof Error ? err.message : err}`);
  } finally {
    await Deno.remove(dir, { recursive: true }).catch(() => {});
  }
}
