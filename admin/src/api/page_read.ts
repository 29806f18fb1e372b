/**
 * Reading one page for the editor: a module of its own, as the admin's start-up asks for it early
 * (./early.ts) and the sign-in screen's load should not carry the rest of ./pages.ts (issue 30).
 */
import type { PageJson } from "../../../lib/content/pages.ts";
import { request, type RequestOptions } from "./client.ts";

export async function getPage(
  id: number,
  options: Pick<RequestOptions, "signal" | "allowUnauthorized"> = {},
): Promise<PageJson> {
  return (await request<{ page: PageJson }>("GET", `/page/${id}`, options)).page;
}
