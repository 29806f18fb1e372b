/**
 * A real nginx (Debian's package `nginx`) in front of test servers, with the configuration the
 * project ships (docs/nginx.conf), as tests/_utils/varnish.ts does for Varnish.
 */
import { answering, freePort, ROOT, spawn } from "./process.ts";

/**
 * Whether the nginx test must be skipped: no `nginx` on the PATH or in /usr/sbin, outside CI
 * (where .ci/run installs it, and a missing one fails the run).
 */
export const NGINX = findNginx();
export const NGINX_MISSING = NGINX === null && Deno.env.get("CI") !== "true";
if (NGINX_MISSING) {
  console.warn("The nginx test is skipped: no nginx. Install it with `apt-get install -y nginx`.");
}

function findNginx(): string | null {
  const dirs = [...(Deno.env.get("PATH") ?? "").split(":"), "/usr/sbin"];
  for (const dir of dirs) {
    try {
      if (dir && Deno.statSync(`${dir}/nginx`).isFile) return `${dir}/nginx`;
    } catch { /* not there */ }
  }
  return null;
}

/**
 * The shipped configuration with what a test machine needs changed, and nothing else: it listens
 * on `port` (loopback), its upstream is the servers at `backendPorts`, and its pid and logs are
 * in `dir` (the lines an operator would not touch are kept word for word).
 */
export async function nginxConfFor(
  dir: string,
  port: number,
  backendPorts: number[],
): Promise<string> {
  const conf = await Deno.readTextFile(`${ROOT}docs/nginx.conf`);
  const edits: [RegExp, string][] = [
    [/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`],
    [
      /^(\s*)server 127\.0\.0\.1:8000;$/m,
      backendPorts.map((p) => `$1server 127.0.0.1:${p};`).join("\n"),
    ],
    [/^pid \/run\/nginx\.pid;$/m, `pid ${dir}/nginx.pid;`],
    [/^error_log \/var\/log\/nginx\/error\.log;$/m, `error_log ${dir}/error.log;`],
    [/^(\s*)access_log \/var\/log\/nginx\/access\.log;$/m, `$1access_log ${dir}/access.log;`],
  ];
  let edited = conf;
  for (const [line, replacement] of edits) {
    const next = edited.replace(line, replacement);
    if (next === edited) throw new Error(`docs/nginx.conf: no line ${line} to set`);
    edited = next;
  }
  return edited;
}

/** `nginx -t` on `conf` with `dir` as its prefix: the exit code and what it said. */
export async function nginxTest(dir: string, conf: string): Promise<{ code: number; out: string }> {
  await Deno.writeTextFile(`${dir}/nginx.conf`, conf);
  const out = await new Deno.Command(NGINX ?? "nginx", {
    args: ["-t", "-p", `${dir}/`, "-c", `${dir}/nginx.conf`, "-e", `${dir}/error.log`],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(out.stderr) + new TextDecoder().decode(out.stdout);
  return { code: out.code, out: text };
}

export interface Nginx {
  url: string;
  stop(): Promise<void>;
}

/** nginx in the foreground (a child of the test) with `conf`, listening at `port`. */
export async function startNginx(dir: string, conf: string, port: number): Promise<Nginx> {
  await Deno.writeTextFile(`${dir}/nginx.conf`, conf);
  const args = ["-p", `${dir}/`, "-c", `${dir}/nginx.conf`, "-e", `${dir}/error.log`];
  const nginx = spawn(NGINX ?? "nginx", [...args, "-g", "daemon off;"]);
  const url = `http://127.0.0.1:${port}`;
  // nginx's graceful stop
  const stop = async () => void await nginx.stop("SIGQUIT");
  const up = await answering(nginx, `${url}/healthz`, "nginx");
  if (up !== "up") {
    await stop();
    const log = await Deno.readTextFile(`${dir}/error.log`).catch(() => "");
    throw new Error(`nginx did not come up (${up}):\n${nginx.output.join("")}${log}`);
  }
  return { url, stop };
}

export { freePort };
