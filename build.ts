/**
 * Builds what the server serves: the admin bundle (Vite). With --if-stale it builds only when the
 * bundle is missing or its inputs changed since the last build (a hash of them is kept in dist).
 */
import { createHash } from "node:crypto";

const INPUTS = [
  "admin/src",
  "admin/index.html",
  "admin/vite.config.ts",
  "admin/deno.json",
  "lib/content",
  "deno.lock",
];
const STAMP = "admin/dist/.inputs-hash";

async function inputsHash(): Promise<string> {
  const hash = createHash("sha256");
  const files: string[] = [];
  const walk = async (path: string) => {
    let info: Deno.FileInfo;
    try {
      info = await Deno.stat(path);
    } catch {
      return;
    }
    if (info.isFile) return void files.push(path);
    for await (const entry of Deno.readDir(path)) await walk(`${path}/${entry.name}`);
  };
  for (const input of INPUTS) await walk(input);
  for (const file of files.sort()) {
    hash.update(file).update(await Deno.readFile(file));
  }
  return hash.digest("hex");
}

async function readStamp(): Promise<string | null> {
  try {
    return (await Deno.readTextFile(STAMP)).trim();
  } catch {
    return null;
  }
}

const ifStale = Deno.args.includes("--if-stale");
const hash = await inputsHash();
if (ifStale && (await readStamp()) === hash) Deno.exit(0);

console.log("Building the admin bundle…");
const vite = new Deno.Command(Deno.execPath(), {
  args: ["run", "-A", "npm:vite", "build", "--logLevel", "warn"],
  cwd: "admin",
  stdout: "inherit",
  stderr: "inherit",
});
const { code } = await vite.output();
if (code !== 0) {
  console.error("The admin build failed.");
  Deno.exit(code);
}
await Deno.writeTextFile(STAMP, hash);
console.log("Admin bundle built in admin/dist.");
