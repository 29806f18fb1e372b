/**
 * What every command of cli/ shares: a refusal (a known, explained reason) prints its one line
 * on stderr and exits 1; anything unexpected is logged with its detail and exits 1 too; wrong
 * arguments print the usage and exit 2. Commands log through lib/observe/log.ts, so
 * LOG_FORMAT=json gives JSON lines here as it does for the server.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";
import { logError } from "../lib/observe/log.ts";

/** An explained refusal from any command's library code: its message is the whole story. */
export type Refusal = new (...args: never[]) => Error;

/**
 * Parses the arguments: unknown flags, or fewer or more file names than `files` allows, print
 * the usage and exit 2.
 */
export function args<T extends ParseArgsConfig["options"]>(
  usage: string,
  options: T,
  files: { min: number; max: number },
) {
  let problem: string;
  try {
    const parsed = parseArgs({ args: Deno.args, options, allowPositionals: true, strict: true });
    const n = parsed.positionals.length;
    if (n >= files.min && n <= files.max) return parsed;
    problem = n < files.min ? "A file name is missing." : "Too many file names.";
  } catch (err) {
    problem = (err as Error).message;
  }
  logError(`${problem} Usage: ${usage}`);
  Deno.exit(2);
}

export interface RunOptions {
  /** A sentence added to a refusal's line, saying what it left alone ("Nothing was imported."). */
  unchanged?: string;
  /** The line for an unexpected failure, where "The command failed." would not say enough. */
  failed?: (err: unknown) => string;
}

/** Runs the command; exits 1 after a refusal (one line) or an unexpected failure (with detail). */
export async function run(
  refusals: Refusal[],
  main: () => Promise<void>,
  options: RunOptions = {},
): Promise<void> {
  try {
    await main();
  } catch (err) {
    if (refusals.some((r) => err instanceof r)) {
      const { message } = err as Error;
      logError(options.unchanged ? `${message} ${options.unchanged}` : message);
    } else logError(options.failed?.(err) ?? "The command failed.", err);
    Deno.exit(1);
  }
}

/** Sizes as people read them (binary units, one decimal). */
export function formatBytes(n: number): string {
  const units = ["B", "KiB", "MiB", "GiB", "TiB"];
  let i = 0;
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024;
    i++;
  }
  return `${i === 0 ? n : n.toFixed(1)} ${units[i]}`;
}
