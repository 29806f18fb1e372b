/**
 * main.ts as a supervisor sees it, with real processes: a start that cannot serve exits non-zero
 * at once with one line naming why, and a stop signal that arrives twice (a signal to the process
 * group of `deno task start`) still drains.
 */
import { assert, assertEquals } from "../_utils/assert.ts";
import { freePort, ROOT, type ServerProcess, startServerProcess } from "../_utils/process.ts";

/** Its exit, or a failure if it does not come (a server that hangs on instead of exiting). */
async function exitOf(server: ServerProcess, what: string): Promise<Deno.CommandStatus> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hung = new Promise<null>((resolve) => timer = setTimeout(() => resolve(null), 30_000));
  const status = await Promise.race([server.exited, hung]);
  clearTimeout(timer);
  if (status) return status;
  server.kill("SIGKILL");
  await server.exited;
  throw new Error(`${what}: still running after 30 s:\n${messages(server)}`);
}

function messages(server: ServerProcess): string {
  return server.lines.map((l) => `${l.level ?? "-"} ${l.msg}`).join("\n");
}

/** The fatal line: exactly one error, and it says the server cannot start. */
function fatalLine(server: ServerProcess): string {
  const errors = server.lines.filter((l) => l.level === "error");
  assertEquals(errors.length, 1, messages(server));
  assert(errors[0].msg.startsWith("Ximblox cannot start: "), messages(server));
  return errors[0].msg;
}

Deno.test({
  name: "a start that cannot serve exits 1 at once with one line, its background work never begun",
  sanitizeResources: false,
  async fn() {
    const dir = await Deno.makeTempDir({ prefix: "ximblox-start-" });
    const env = (name: string) => ({ KV_PATH: `${dir}/${name}.kv`, SEED: "none" });
    // A port taken by a process that does not share it (no reusePort): the bind fails.
    const taken = Deno.listen({ hostname: "0.0.0.0", port: 0 });
    try {
      const port = (taken.addr as Deno.NetAddr).port;
      const inUse = startServerProcess(env("in-use"), port);
      assertEquals((await exitOf(inUse, "port in use")).code, 1);
      const line = fatalLine(inUse);
      assert(line.includes(`port ${port} could not be bound`), line);
      assert(!messages(inUse).includes("listening"), messages(inUse));
      // The background work after the bind (search snapshot, the rest of the preparation, the
      // collector) never ran; the index backfill is part of opening a new store, before it.
      const after = inUse.lines.filter((l) =>
        (l.msg.startsWith("job ") && l.msg !== "job index-backfill done") ||
        l.msg === "The store is prepared"
      );
      assertEquals(after, [], messages(inUse));
    } finally {
      taken.close();
    }

    const cases: [string, Record<string, string>, RegExp][] = [
      ["PORT out of range", { ...env("range"), PORT: "70000" }, /PORT must be at most 65535/],
      ["PORT not a number", { ...env("nan"), PORT: "eighty" }, /PORT must be a positive integer/],
      // A store path that is a folder: the store cannot be opened.
      ["store unopenable", { KV_PATH: dir, SEED: "none" }, /store could not be opened/],
    ];
    for (const [what, vars, expected] of cases) {
      // startServerProcess sets PORT from its port (NaN for one that is not a number).
      const server = startServerProcess(vars, vars.PORT ? Number(vars.PORT) : freePort());
      const status = await exitOf(server, what);
      assertEquals(status.code, 1, `${what}:\n${messages(server)}`);
      const errors = server.lines.filter((l) => l.level === "error" || !l.level);
      assert(errors.some((l) => expected.test(l.msg)), `${what}:\n${messages(server)}`);
    }
    await Deno.remove(dir, { recursive: true });
  },
});

Deno.test({
  name:
    "SIGTERM to the process group of `deno task start` drains and exits 0; a third signal ends it",
  sanitizeResources: false,
  async fn() {
    const dir = await Deno.makeTempDir({ prefix: "ximblox-signal-" });
    const env = {
      KV_PATH: `${dir}/ximblox.kv`,
      SEED: "none",
      SHUTDOWN_DRAIN_MS: "1500",
      NO_COLOR: "1",
    };
    // `setsid` gives `deno task start` (and the server it starts) a process group of its own,
    // whose id is the task's pid: a terminal's Ctrl-C or a supervisor signals such a group.
    const task = startServerProcess(env, freePort(), [
      "setsid",
      Deno.execPath(),
      "task",
      "--cwd",
      ROOT,
      "start",
    ]);
    await task.waitFor("Ximblox is ready");
    Deno.kill(-task.pid, "SIGTERM");
    assertEquals((await exitOf(task, "group SIGTERM")).code, 0, messages(task));
    const stopped = task.lines.find((l) => l.msg === "Ximblox stopped");
    assert(stopped?.clean === true, messages(task));
    // It drained for the whole window, though the signal came twice (once from the group, once
    // forwarded by the task; the kernel merges the two when both are pending at once).
    assert(Number(stopped.ms) >= 1500, messages(task));

    // Sent to the server alone: the second is ignored, the third exits at once.
    const server = startServerProcess({ ...env, SHUTDOWN_DRAIN_MS: "60000" });
    await server.waitFor("Ximblox is ready");
    server.kill("SIGTERM");
    await server.waitFor("Ximblox is stopping");
    server.kill("SIGTERM");
    await server.waitFor("SIGTERM while stopping: the stop goes on (a third signal exits at once)");
    server.kill("SIGTERM");
    assertEquals((await exitOf(server, "third SIGTERM")).code, 1, messages(server));
    assert(messages(server).includes("a third time while stopping"), messages(server));
    await Deno.remove(dir, { recursive: true });
  },
});
