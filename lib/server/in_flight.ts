/**
 * Requests being answered right now, counted around the handler, so that a stopping server
 * can pick a moment when none is (lib/server/lifecycle.ts): `server.shutdown()` is reported to
 * make the bodies of requests in flight unreadable on Deno 2.9 (denoland/deno#36809; not seen
 * here with a chunked JSON upload, tests/processes/lifecycle_test.ts), and the wait is a counter.
 */
type Handler = (request: Request, info: Deno.ServeHandlerInfo) => Response | Promise<Response>;

export class InFlight {
  #count = 0;
  #idle = new Set<() => void>();

  get count(): number {
    return this.#count;
  }

  /** `handler`, counted from the request's arrival to its response's head. */
  wrap(handler: Handler): Handler {
    return (request, info) => {
      this.#count++;
      let answer: Response | Promise<Response>;
      try {
        answer = handler(request, info);
      } catch (err) {
        this.#done();
        throw err;
      }
      if (answer instanceof Response) {
        this.#done();
        return answer;
      }
      return answer.finally(() => this.#done());
    };
  }

  /**
   * Resolves at a moment when no request is in flight. It resolves in the same turn of the event
   * loop as the last one finished, so what the caller does next happens before another begins.
   */
  idle(): Promise<void> {
    if (this.#count === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.add(resolve));
  }

  #done(): void {
    if (--this.#count > 0) return;
    for (const resolve of this.#idle) resolve();
    this.#idle.clear();
  }
}
