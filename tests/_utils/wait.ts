/**
 * Polls `check` until it answers a value (anything but null, undefined or false); a check that
 * throws has not succeeded yet. Fails, naming `what`, after `ms`.
 */
export async function waitFor<T>(
  what: string,
  ms: number,
  check: () => T | null | undefined | false | Promise<T | null | undefined | false>,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await Promise.resolve().then(check).catch(() => null);
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${ms} ms waiting for ${what}.`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
