import { assertEquals } from "../../_utils/assert.ts";
import { withTestApp } from "../../_utils/app.ts";
import { startJobs } from "../../../lib/server/jobs.ts";
import { registry } from "../../../lib/observe/metrics.ts";

async function collectorRuns(): Promise<number> {
  const metric = await registry.getSingleMetric("ximblox_jobs_total")!.get();
  return metric.values
    .filter((v) => v.labels.job === "collector")
    .reduce((sum, v) => sum + v.value, 0);
}

Deno.test("startJobs() counts one collector run once, though it runs under a lease", async () => {
  await withTestApp(async (t) => {
    const before = await collectorRuns();
    const jobs = startJobs(t.deps);
    // stop() waits for the runs under way: the collector's first run, started at once.
    await jobs.stop();
    assertEquals(await collectorRuns() - before, 1);
  });
});
