/** A temporary folder removed when the test's scope ends, passed or failed (`await using`). */
export async function tempDir(
  prefix = "ximblox-test-",
): Promise<{ path: string } & AsyncDisposable> {
  const path = await Deno.makeTempDir({ prefix });
  return {
    path,
    [Symbol.asyncDispose]: () => Deno.remove(path, { recursive: true }),
  };
}
