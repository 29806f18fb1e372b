/**
 * The progress bar of a bulk search run (index all, remove all): how far it got, coloured by its
 * state, named by the status text shown above it (the section is the progressbar, so it carries
 * the name). Shared by the search settings and FAQ screens.
 */
import { Progress } from "@mantine/core";
import type { SearchStatus } from "../../../lib/content/search_status.ts";

export function SearchRunProgress({ run, label }: { run: SearchStatus; label: string }) {
  const busy = run.state === "loading";
  const percent = run.total > 0 ? Math.round((run.done / run.total) * 100) : busy ? 0 : 100;
  return (
    <Progress.Root>
      <Progress.Section
        value={percent}
        color={run.state === "error" ? "red" : run.state === "success" ? "green" : "blue"}
        animated={busy}
        aria-label={label}
      />
    </Progress.Root>
  );
}
