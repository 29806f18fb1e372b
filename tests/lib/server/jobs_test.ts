import { assertEquals } from "../../_utils/assert.ts";
import { withTestApp } from "../../_utils/app.ts";
import { startJobs } from "../../../lib/server/jobs.ts";
import { registry } from "../../../lib/observe/metrics.ts";
import { acceptSignup } from "../../../lib/ops/newsletter/subscribe.ts";
import { countQueuedMail } from "../../../lib/db/mail_queue.ts";

async function collectorRuns(): Promise<number> {
  const metric = await registry.getSingleMetric("ximblox_jobs_total")!.get();
  return metric.values
    .filter((v) => v.labels.job === "collector")
    .reduce((sum, v) => sum + v.value, 0);
}

Deno.test("startJobs() counts one collector run once, though it runs under a lease", async () => {
  await withTestApp(async (t) => {
    const before = await collectorRuns();
    const jobs = startJobs(t.deps, { firstCollectionMs: 0 });
    // stop() waits for the runs under way: the collector's first run, started at once here.
    await jobs.stop();
    assertEquals(await collectorRuns() - before, 1);
  });
});

Deno.test("settled() waits for work operations left running after their answer", async () => {
  await withTestApp(async (t) => {
    const jobs = startJobs(t.deps);
    try {
      // A signup is carried out after its answer, and its confirmation mail after that.
      const input = { name: "Ann", email: "ann@example.com", locale: "en-gb", trap: false };
      assertEquals(await acceptSignup(t.deps, input, "203.0.113.9"), true);
      await jobs.settled();
      assertEquals(t.smtp.mails.map((m) => m.to), ["ann@example.com"]);
      assertEquals(await countQueuedMail(t.deps.kv), 0);
    } finally {
      await jobs.stop();
    }
  });
});
