/**
 * The one fetch wrapper every admin call goes through. It sends the session cookie and the CSRF
 * headers, adopts the newest CSRF token from each response, and turns `Success: false` answers
 * (and network failures) into an `ApiError` carrying the server's `Errors` list.
 */
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { initialCsrfToken } from "../lib/meta.ts";

export const API_BASE = "/api/ximblox";

let csrfToken = initialCsrfToken();
let unauthorizedListener: (() => void) | null = null;
let reauthHandler: (() => Promise<boolean>) | null = null;

/** The failure of an API call: the HTTP status (0 for network failures) and the server's errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorItem[];
  /** The whole JSON answer, for failures that carry more than errors (such as counts). */
  readonly answer: unknown;

  constructor(status: number, errors: ApiErrorItem[], answer: unknown = null) {
    super(errors.map((e) => e.code).join(", ") || `HTTP ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.errors = errors;
    this.answer = answer;
  }

  /** Whether the server answered with this code (for any property). */
  has(code: string): boolean {
    return this.errors.some((e) => e.code === code);
  }
}

/** Errors of any thrown value, so screens can show something for every failure. */
export function errorsOf(err: unknown): ApiErrorItem[] {
  if (err instanceof ApiError) return err.errors;
  return [{ property: "", code: "G_01" }];
}

/** The current CSRF token (the latest one the server sent). */
export function currentCsrfToken(): string {
  return csrfToken;
}

/** Called when an authenticated call answers 401: the session is gone. */
export function onUnauthorized(listener: (() => void) | null): void {
  unauthorizedListener = listener;
}

/**
 * Called when a sensitive action answers 403 AUTH_REAUTH (the user's last proof of who they are
 * is old, lib/ops/access/recent_proof.ts): it asks for the password and resolves true once the
 * server renewed the proof, false when the user declined. The call is then sent once more, so
 * every screen gets the repeat without code of its own.
 */
export function onReauthNeeded(handler: (() => Promise<boolean>) | null): void {
  reauthHandler = handler;
}

/** Whether a failed answer asks for the password again, and the user gave it. */
async function reauthenticated(
  response: Response,
  answer: { Errors?: ApiErrorItem[] } | null,
  repeated: boolean | undefined,
): Promise<boolean> {
  if (repeated || response.status !== 403 || !reauthHandler) return false;
  if (!answer?.Errors?.some((e) => e.code === "AUTH_REAUTH")) return false;
  return await reauthHandler();
}

export interface RequestOptions {
  /** JSON body (sent for non-GET methods). */
  body?: unknown;
  /** Multipart body; takes precedence over `body`. */
  form?: FormData;
  /** Do not report a 401 to the unauthorized listener (auth calls answer 401 by design). */
  allowUnauthorized?: boolean;
  /** The answer is an HTML document (a preview): resolve with its text. */
  html?: boolean;
  /**
   * Send the call once more when the answer is 502 or 503 (a proxy that met a process stopping
   * in a handover, a busy store). Only for calls a repeat cannot apply twice: see
   * {@link RETRY_DELAY_MS} and docs/zero_downtime.md.
   */
  retryUnavailable?: boolean;
  signal?: AbortSignal;
  /** Internal: this is the repeat after the password was given again (never a second one). */
  reauthed?: boolean;
}

/**
 * The wait before the one repeat of a `retryUnavailable` call: long enough for a proxy to find the
 * other process, or for a busy store to free (its 503 says `Retry-After: 1`), short enough that
 * the editor barely notices.
 */
export const RETRY_DELAY_MS = 1000;

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** Calls `path` (relative to the API base) and returns the successful answer's JSON. */
export async function request<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: options.html ? "text/html, application/json" : "application/json",
  };
  let body: BodyInit | undefined;
  if (method !== "GET") {
    headers["X-CSRF-Token"] = csrfToken;
    headers["X-Requested-With"] = "XMLHttpRequest";
    if (options.form) {
      body = options.form;
    } else {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.body ?? {});
    }
  }

  let response: Response;
  const send = () =>
    fetch(API_BASE + path, {
      method,
      headers,
      body,
      credentials: "same-origin",
      signal: options.signal,
    });
  try {
    response = await send();
    if (options.retryUnavailable && (response.status === 502 || response.status === 503)) {
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      response = await send();
    }
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiError(0, [{ property: "", code: "G_01" }]);
  }

  const nextToken = response.headers.get("X-CSRF-Token");
  if (nextToken) csrfToken = nextToken;

  const type = response.headers.get("Content-Type") ?? "";
  if (options.html && response.ok && type.includes("text/html")) return await response.text() as T;

  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // Not JSON (a proxy error page, an empty body): handled below as a generic failure.
  }
  const answer = json as { Success?: boolean; Errors?: ApiErrorItem[] } | null;
  if (response.ok && answer?.Success === true) return answer as T;
  if (await reauthenticated(response, answer, options.reauthed)) {
    // Sent anew: the CSRF token may have changed meanwhile, and the headers are built per call.
    return await request<T>(method, path, { ...options, reauthed: true });
  }
  throw failure(response, answer, options);
}

/** The ApiError of a failed answer (its JSON, if any, already read). */
function failure(
  response: Response,
  answer: { Errors?: ApiErrorItem[] } | null,
  options: { allowUnauthorized?: boolean } = {},
): ApiError {
  const errors = answer?.Errors?.length ? answer.Errors : [{
    property: "",
    code: response.status === 404 ? "NF_01" : "G_01",
  }];
  if (response.status === 401 && !options.allowUnauthorized) unauthorizedListener?.();
  return new ApiError(response.status, errors, answer);
}

export interface DownloadOptions {
  /** Called once the server has started answering (what it prepares first is done). */
  onStart?(): void;
  /** Called with the bytes received so far as they arrive. */
  onProgress?(received: number): void;
  signal?: AbortSignal;
}

/**
 * Fetches a file download with progress (a plain link cannot report it), as a Blob and the file
 * name from Content-Disposition; a POST (a download that starts work) sends the CSRF headers as
 * `request` does. Failures are ApiErrors, as for `request`.
 */
export async function download(
  path: string,
  options: DownloadOptions & { method?: "GET" | "POST"; reauthed?: boolean } = {},
): Promise<{ blob: Blob; fileName: string }> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = method === "GET" ? {} : {
    "X-CSRF-Token": csrfToken,
    "X-Requested-With": "XMLHttpRequest",
  };
  let response: Response;
  try {
    response = await fetch(API_BASE + path, {
      method,
      headers,
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiError(0, [{ property: "", code: "G_01" }]);
  }
  const nextToken = response.headers.get("X-CSRF-Token");
  if (nextToken) csrfToken = nextToken;
  if (!response.ok || !response.body) {
    const answer = await response.json().catch(() => null);
    if (await reauthenticated(response, answer, options.reauthed)) {
      return await download(path, { ...options, reauthed: true });
    }
    throw failure(response, answer);
  }
  options.onStart?.();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  try {
    for await (const part of response.body) {
      parts.push(part);
      received += part.byteLength;
      options.onProgress?.(received);
    }
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiError(0, [{ property: "", code: "G_01" }]);
  }
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "download";
  const type = response.headers.get("Content-Type") ?? "application/octet-stream";
  return { blob: new Blob(parts, { type }), fileName };
}

export interface UploadOptions {
  /** Called with the bytes sent so far and the total, as the browser reports them. */
  onProgress?(loaded: number, total: number): void;
  signal?: AbortSignal;
}

/**
 * Posts a multipart form with upload progress, which `fetch` cannot report: XMLHttpRequest with
 * the same CSRF headers and error handling as `request`. An upload counts only with HTTP 200 and
 * `Success: true`.
 */
export function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", API_BASE + path);
    xhr.withCredentials = true;
    xhr.responseType = "text";
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("X-CSRF-Token", csrfToken);
    xhr.setRequestHeader("X-Requested-With", "XMLHttpRequest");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded, e.total);
    };
    const abort = () => xhr.abort();
    options.signal?.addEventListener("abort", abort, { once: true });
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    xhr.onerror = () => reject(new ApiError(0, [{ property: "", code: "G_01" }]));
    xhr.onload = () => {
      options.signal?.removeEventListener("abort", abort);
      const nextToken = xhr.getResponseHeader("X-CSRF-Token");
      if (nextToken) csrfToken = nextToken;
      let answer: { Success?: boolean; Errors?: ApiErrorItem[] } | null = null;
      try {
        answer = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: a generic failure below.
      }
      if (xhr.status === 200 && answer?.Success === true) {
        resolve(answer as T);
        return;
      }
      const errors = answer?.Errors?.length ? answer.Errors : [{
        property: "",
        code: xhr.status === 413 ? "ML_01" : "G_01",
      }];
      if (xhr.status === 401) unauthorizedListener?.();
      reject(new ApiError(xhr.status, errors));
    };
    xhr.send(form);
  });
}
