/**
 * Whether this process should be sent traffic (`GET /readyz`): the store answers, the search
 * indexes are loaded and the admin bundle is on disk. `GET /healthz` only says the process is
 * alive; a process that is starting or draining for a restart is alive but not ready, so a load
 * balancer (or an operator's script) sends the traffic elsewhere first.
 *
 * Each check is read when asked, so a bundle built after the start or a store that stopped
 * answering shows at once; all are cheap (one stat, one read of a small key).
 */
import { readSchema } from "../db/schema.ts";
import { VERSION } from "../observe/version.ts";

export interface ReadinessChecks {
  store: boolean;
  search: boolean;
  admin: boolean;
}

export interface ReadinessReport {
  ready: boolean;
  /** The release answering (deno.json "version"): which one a load balancer sees, in a handover. */
  version: string;
  checks: ReadinessChecks;
}

export interface ReadinessSources {
  kv: Deno.Kv;
  /** Resolves once the search indexes can answer (lib/search/service.ts `ready`). */
  searchReady: Promise<void>;
  /** The admin bundle's entry page; relative paths are from the working directory. */
  adminIndex?: string;
}

/** The process's readiness, with a switch for the shutdown's drain. */
export class Readiness {
  #searchLoaded = false;
  #draining = false;

  constructor(readonly sources: ReadinessSources) {
    // A failed load stays "not ready"; the search service logs why.
    sources.searchReady.then(() => this.#searchLoaded = true, () => {});
  }

  /** True from the first stop signal on: not ready, whatever the checks say. */
  get draining(): boolean {
    return this.#draining;
  }

  drain(): void {
    this.#draining = true;
  }

  async report(): Promise<ReadinessReport> {
    const checks: ReadinessChecks = {
      store: await storeAnswers(this.sources.kv),
      search: this.#searchLoaded,
      admin: await exists(this.sources.adminIndex ?? "admin/dist/index.html"),
    };
    const ready = !this.#draining && checks.store && checks.search && checks.admin;
    return { ready, version: VERSION, checks };
  }
}

/** One read of a small key: a closed or broken store throws. */
async function storeAnswers(kv: Deno.Kv): Promise<boolean> {
  try {
    await readSchema(kv);
    return true;
  } catch {
    return false;
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isFile;
  } catch {
    return false;
  }
}
