// One shard of the browser tests: tests/_utils/suites.ts says which files and why.
import { importShard } from "../../_utils/suites.ts";

await importShard(import.meta.url);
