/**
 * Runs the load generator (bench/_http_load.ts) in a process of its own against a URL, so the
 * client's work does not share the server's event loop, and answers what it measured.
 */
export interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface LoadShape {
  connections: number;
  threads: number;
  seconds: number;
  /** Paths on `url`'s host to ask for in turn (default: `url` alone). */
  paths?: string[];
}

export async function runLoad(url: string, shape: LoadShape): Promise<Load> {
  const pathsFile = shape.paths && await Deno.makeTempFile({ suffix: ".json" });
  if (pathsFile) await Deno.writeTextFile(pathsFile, JSON.stringify(shape.paths));
  const out = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--allow-net=127.0.0.1",
      "--allow-read",
      new URL("./_http_load.ts", import.meta.url).pathname,
      url,
      String(shape.connections),
      String(shape.seconds),
      String(shape.threads),
      ...pathsFile ? [pathsFile] : [],
    ],
    stdout: "piped",
    stderr: "inherit",
  }).output().finally(() => pathsFile && Deno.remove(pathsFile));
  if (!out.success) throw new Error("the load generator failed");
  const result = JSON.parse(new TextDecoder().decode(out.stdout)) as Load;
  if (result.errors) throw new Error(`${url}: ${result.errors} answers were not 200`);
  return result;
}
