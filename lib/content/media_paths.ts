/**
 * Folder paths and file names of the media library. Paths are "/" or "/a/b"; names are single
 * segments. Anything that could leave the library root or confuse a file system or a header
 * (".." and "." segments, empty segments, slashes in names, control characters, NUL) is refused.
 */
import { z } from "zod";

export const ROOT = "/";
const MAX_SEGMENT = 100;
const MAX_PATH = 500;
/** Refused in names: control characters (C0 and DEL), and what file systems reject. */
function hasBadChar(name: string): boolean {
  for (const ch of name) {
    const code = ch.codePointAt(0)!;
    if (code < 0x20 || code === 0x7f || '\\<>:"|?*'.includes(ch)) return true;
  }
  return false;
}

export function isValidSegment(name: string): boolean {
  return name.length > 0 && name.length <= MAX_SEGMENT && name === name.trim() &&
    name !== "." && name !== ".." && !name.includes("/") && !hasBadChar(name);
}

/** "/a/b" from "a/b", "/a/b/", "/a/b"; null when a segment is not valid. */
export function normaliseDir(path: string): string | null {
  if (path.length > MAX_PATH) return null;
  const trimmed = path.trim();
  if (trimmed === "" || trimmed === ROOT) return ROOT;
  const segments = trimmed.replace(/^\/+/, "").replace(/\/+$/, "").split("/");
  if (!segments.every(isValidSegment)) return null;
  return "/" + segments.join("/");
}

export function joinDir(parent: string, name: string): string {
  return parent === ROOT ? `/${name}` : `${parent}/${name}`;
}

export function parentOf(path: string): string {
  const i = path.lastIndexOf("/");
  return i <= 0 ? ROOT : path.slice(0, i);
}

export function baseName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/** Whether `path` is `ancestor` or lies below it. */
export function isWithin(path: string, ancestor: string): boolean {
  return ancestor === ROOT || path === ancestor || path.startsWith(ancestor + "/");
}

export const dirSchema = () =>
  z.string({ error: "V_01" }).transform((p, ctx) => {
    const dir = normaliseDir(p);
    if (dir === null) {
      ctx.addIssue({ code: "custom", message: "V_12" });
      return z.NEVER;
    }
    return dir;
  });

export const fileNameSchema = () =>
  z.string({ error: "V_01" }).transform((n) => n.trim().normalize("NFC")).refine(isValidSegment, {
    error: "V_12",
  });
