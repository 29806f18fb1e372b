/**
 * A real Varnish (Debian packages `varnish` and `varnish-modules`) in front of a test server,
 * with the VCL the project ships (docs/varnish.vcl), its backend pointed at the server's port.
 */
import { answering, freePort, ROOT, spawn, type Spawned } from "./process.ts";

/**
 * Whether the Varnish test must be skipped: no `varnishd` on the PATH, outside CI (where .ci/run
 * installs it, and a missing one fails the run), as the browser tests do without Chromium.
 */
export const VARNISH_MISSING = !hasVarnishd() && Deno.env.get("CI") !== "true";
if (VARNISH_MISSING) {
  console.warn(
    "The Varnish test is skipped: no varnishd. Install it with " +
      "`apt-get install -y varnish varnish-modules`.",
  );
}

function hasVarnishd(): boolean {
  for (const dir of (Deno.env.get("PATH") ?? "").split(":")) {
    try {
      if (dir && Deno.statSync(`${dir}/varnishd`).isFile) return true;
    } catch { /* not there */ }
  }
  return false;
}

export interface Varnish {
  url: string;
  stop(): Promise<void>;
}

/** The shipped VCL with its backend at `port` (the one line an operator edits too). */
export async function vclFor(port: number): Promise<string> {
  const vcl = await Deno.readTextFile(`${ROOT}docs/varnish.vcl`);
  const pointed = vcl.replace(/\.port = "\d+";/, `.port = "${port}";`);
  if (pointed === vcl) throw new Error("docs/varnish.vcl: no backend port to set");
  return pointed;
}

/**
 * Starts varnishd in the foreground (a child of the test) on `port`, before the server at
 * `backendPort`.
 */
export async function startVarnish(backendPort: number, port = freePort()): Promise<Varnish> {
  const dir = await Deno.makeTempDir({ prefix: "ximblox-varnish-" });
  await Deno.writeTextFile(`${dir}/ximblox.vcl`, await vclFor(backendPort));
  let varnish: Spawned;
  try {
    varnish = spawn("varnishd", [
      "-F",
      "-a",
      `127.0.0.1:${port}`,
      "-f",
      `${dir}/ximblox.vcl`,
      "-n",
      `${dir}/work`,
      "-s",
      "malloc,64m",
      // No management port: the test stops it by signal.
      "-T",
      "none",
      // No privilege drop to Varnish's own users: the test's temporary files are the test
      // user's alone (and as root in a container, the default jail cannot read them).
      "-j",
      "none",
    ]);
  } catch (err) {
    throw new Error(
      `varnishd could not be started (apt-get install -y varnish varnish-modules): ${err}`,
    );
  }
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await varnish.stop("SIGTERM");
    await Deno.remove(dir, { recursive: true }).catch(() => {});
  };
  // Anything answered (even a passed-through 404) means it listens and has its VCL.
  const up = await answering(varnish, `${url}/healthz`, "varnishd");
  if (up !== "up") {
    await stop();
    throw new Error(`varnishd did not come up (${up}):\n${varnish.output.join("")}`);
  }
  return { url, stop };
}
