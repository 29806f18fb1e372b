/**
 * The server's log: every error, every background job's outcome, every start and stop — not one
 * line per request (the metrics count those). `LOG_FORMAT=json` prints each as one JSON line
 * (`{time, level, msg, …fields}`) for a log shipper; otherwise a readable line with the fields
 * appended. A leaf module: anything in lib/ may log without pulling in more.
 */
export type LogLevel = "info" | "warn" | "error";
export type LogFields = Record<string, unknown>;

let json = readFormat();

function readFormat(): boolean {
  try {
    return Deno.env.get("LOG_FORMAT") === "json";
  } catch {
    return false; // no --allow-env: readable lines
  }
}

/** For tests and the commands: switches the format after start. */
export function setLogFormat(format: "json" | "text"): void {
  json = format === "json";
}

export function logInfo(msg: string, fields?: LogFields): void {
  write("info", msg, fields);
}

export function logWarn(msg: string, fields?: LogFields): void {
  write("warn", msg, fields);
}

/** An error: `err` (an Error or anything thrown) is printed with its stack in the text format. */
export function logError(msg: string, err?: unknown, fields?: LogFields): void {
  write("error", msg, err === undefined ? fields : { ...fields, error: describe(err) }, err);
}

function write(level: LogLevel, msg: string, fields: LogFields | undefined, err?: unknown): void {
  const out = level === "info" ? console.log : level === "warn" ? console.warn : console.error;
  if (json) {
    out(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }));
    return;
  }
  const rest = Object.entries(fields ?? {})
    .filter(([k]) => k !== "error" || err === undefined)
    .map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`);
  const line = rest.length ? `${msg} ${rest.join(" ")}` : msg;
  if (err === undefined) out(line);
  else out(line, err);
}

function describe(err: unknown): { message: string; stack?: string } {
  if (err instanceof Error) return { message: err.message, stack: err.stack };
  return { message: String(err) };
}
