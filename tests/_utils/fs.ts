/** Whether anything (file, folder, link) is at `path`. */
export async function exists(path: string): Promise<boolean> {
  try {
    await Deno.lstat(path);
    return true;
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return false;
    throw err;
  }
}

const SKIP = new Set(["node_modules", "dist", ".vite", ".git", "data"]);

/**
 * Every file of the repository at `root`, as paths relative to it ("tests/processes/main_test.ts"), without
 * dependencies, builds, stores and hidden folders.
 */
export async function* repositoryFiles(root: string, dir = ""): AsyncGenerator<string> {
  for await (const entry of Deno.readDir(`${root}${dir}`)) {
    if (SKIP.has(entry.name) || entry.name.startsWith(".")) continue;
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory) yield* repositoryFiles(root, path);
    else yield path;
  }
}

/** What `deno test` finds by default (and with `bench`, what `deno bench` finds). */
export const TEST_FILE = /(^|\/|_|\.)test\.(ts|tsx|mts|js|jsx|mjs)$/;
export const TEST_OR_BENCH_FILE = /(^|\/|_|\.)(test|bench)\.(ts|tsx|mts|js|jsx|mjs)$/;
