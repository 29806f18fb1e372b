/**
 * Work an operation starts and does not wait for: the mails of a form submission, a newsletter
 * signup carried out after its answer, a password reset mailed after the answer is decided. Each
 * is registered here so that the process can wait for it — `settled()` and `stop()` of the
 * background work (lib/server/jobs.ts), and tests through the same function — instead of hoping
 * it is done after a while.
 */
const underWay = new Set<Promise<unknown>>();

/** Registers work under way; its failure is the work's own to log (it is only awaited here). */
export function inBackground(work: Promise<unknown>): void {
  const tracked: Promise<unknown> = work.catch(() => {}).finally(() => underWay.delete(tracked));
  underWay.add(tracked);
}

/** Resolves once no registered work is under way (work started meanwhile included). */
export async function backgroundSettled(): Promise<void> {
  while (underWay.size) await Promise.all(underWay);
}
