/**
 * A hash of a build's inputs (every file under the given paths, by name and content), kept beside
 * the output so that `build.ts --if-stale` builds again only when an input changed.
 */
import { createHash } from "node:crypto";

export async function inputsHash(root: URL, inputs: readonly string[]): Promise<string> {
  const hash = createHash("sha256");
  const files: string[] = [];
  const walk = async (path: string) => {
    let info: Deno.FileInfo;
    try {
      info = await Deno.stat(new URL(path, root));
    } catch {
      return;
    }
    if (info.isFile) return void files.push(path);
    for await (const entry of Deno.readDir(new URL(path, root))) {
      await walk(`${path}/${entry.name}`);
    }
  };
  for (const input of inputs) await walk(input);
  for (const file of files.sort()) {
    hash.update(file).update(await Deno.readFile(new URL(file, root)));
  }
  return hash.digest("hex");
}
