/** Calls for Configuration → API tokens (the content API's read tokens; issue 32). */
import type { ApiTokenJson } from "../../../lib/content/content_api.ts";
import { request } from "./client.ts";

export type ApiToken = ApiTokenJson;

export interface NewApiToken {
  name: string;
  locales: string[];
  pageTypes: string[];
  /** ISO 8601, or null for a token that does not expire. */
  expiresAt: string | null;
}

export async function listApiTokens(signal?: AbortSignal): Promise<ApiToken[]> {
  const answer = await request<{ Success: true; tokens: ApiToken[] }>("GET", "/api-tokens", {
    signal,
  });
  return answer.tokens;
}

/** Makes a token; answers its value, which the server never shows again. */
export async function createApiToken(input: NewApiToken): Promise<string> {
  const answer = await request<{ Success: true; id: number; token: string }>(
    "POST",
    "/api-tokens",
    { body: input },
  );
  return answer.token;
}

export async function revokeApiToken(id: number): Promise<void> {
  await request("DELETE", `/api-tokens/${id}`);
}
