/**
 * A version's comments as the screens use them: loaded once, then kept in step with what this
 * screen adds, resolves and reopens (the server's answer replaces the comment).
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import type { CommentInput } from "../../../../lib/content/comments.ts";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import * as api from "../../api/comments.ts";
import type { CommentJson, MentionablePerson } from "../../api/comments.ts";
import { errorsOf } from "../../api/client.ts";

/** A comment that begins a thread, with its replies (one level), oldest first. */
export interface Thread {
  head: CommentJson;
  replies: CommentJson[];
}

export interface CommentsModel {
  versionID: number;
  loaded: boolean;
  loadErrors: ApiErrorItem[];
  threads: Thread[];
  mentionable: MentionablePerson[];
  /** Open threads by block key ("" for the page as a whole). */
  openCounts: ReadonlyMap<string, number>;
  add(input: CommentInput): Promise<CommentJson>;
  setResolved(id: number, resolved: boolean): Promise<void>;
}

export function threadsOf(comments: readonly CommentJson[]): Thread[] {
  const threads = new Map<number, Thread>();
  for (const c of comments) if (c.parentID === null) threads.set(c.id, { head: c, replies: [] });
  for (const c of comments) if (c.parentID !== null) threads.get(c.parentID)?.replies.push(c);
  return [...threads.values()];
}

/** Key of a block's group ("" for the page). */
export const groupKey = (blockKey: string | null) => blockKey ?? "";

export function useComments(versionID: number): CommentsModel {
  const [comments, setComments] = useState<CommentJson[]>([]);
  const [mentionable, setMentionable] = useState<MentionablePerson[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [loadErrors, setLoadErrors] = useState<ApiErrorItem[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded(false);
    api.listComments(versionID, controller.signal).then((answer) => {
      setComments(answer.comments);
      setMentionable(answer.mentionable);
      setLoaded(true);
    }, (err) => !controller.signal.aborted && setLoadErrors(errorsOf(err)));
    return () => controller.abort();
  }, [versionID]);

  const add = useCallback(async (input: CommentInput) => {
    const made = await api.addComment(versionID, input);
    setComments((list) => [...list, made]);
    return made;
  }, [versionID]);

  const setResolved = useCallback(async (id: number, resolved: boolean) => {
    const after = await api.setResolved(id, resolved);
    setComments((list) =>
      list.map((c) => c.id === id ? { ...c, ...after, earlier: c.earlier } : c)
    );
  }, []);

  const threads = useMemo(() => threadsOf(comments), [comments]);
  const openCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const { head } of threads) {
      if (head.resolved) continue;
      const key = groupKey(head.blockKey);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  }, [threads]);

  return { versionID, loaded, loadErrors, threads, mentionable, openCounts, add, setResolved };
}
