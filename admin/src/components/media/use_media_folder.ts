/**
 * The state of browsing the library, shared by the library screen and the image picker:
 * opening a folder clears its content and the search results; a successful
 * upload is appended when its folder is still the one open; a created folder is appended. The
 * search (debounced 500 ms, leading, max wait 1000 ms) covers the open folder and below.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { ROOT } from "../../../../lib/content/media_paths.ts";
import { errorsOf } from "../../api/client.ts";
import {
  type DirContent,
  getDir,
  type MediaDirJson,
  type MediaFileJson,
  searchFiles,
} from "../../api/media.ts";
import { debounce } from "../../../../lib/content/debounce.ts";

export interface MediaFolder {
  dir: string;
  content: DirContent | null;
  loading: boolean;
  loadErrors: ApiErrorItem[];
  open(path: string): void;
  reload(): void;
  searchInput: string;
  setSearchInput(term: string): void;
  /** Files found by the search, or null when no search is active. */
  results: MediaFileJson[] | null;
  searching: boolean;
  /** Adds an uploaded file when `dir` is still the open folder. */
  appendFile(file: MediaFileJson, dir: string): void;
  appendDir(dir: MediaDirJson, parent: string): void;
  replaceFile(file: MediaFileJson): void;
  removeFile(id: number): void;
}

export function useMediaFolder(
  initialDir: string = ROOT,
  onDirChange?: (path: string) => void,
): MediaFolder {
  const [dir, setDir] = useState(initialDir);
  const [content, setContent] = useState<DirContent | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadErrors, setLoadErrors] = useState<ApiErrorItem[]>([]);
  const [reloadToken, setReloadToken] = useState(0);
  const [searchInput, setInput] = useState("");
  const [searchTerm, setSearchTerm] = useState("");
  const [results, setResults] = useState<MediaFileJson[] | null>(null);
  const [searching, setSearching] = useState(false);
  const current = useRef(dir);
  current.current = dir;
  const dirChanged = useRef(onDirChange);
  dirChanged.current = onDirChange;

  const updateTerm = useMemo(
    () => debounce(setSearchTerm, 500, { leading: true, maxWait: 1000 }),
    [],
  );
  useEffect(() => () => updateTerm.cancel(), [updateTerm]);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    getDir(dir, controller.signal).then(
      (c) => {
        setContent(c);
        setLoadErrors([]);
        setLoading(false);
      },
      (err) => {
        if (controller.signal.aborted) return;
        setLoadErrors(errorsOf(err));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [dir, reloadToken]);

  useEffect(() => {
    const term = searchTerm.trim();
    if (!term) {
      setResults(null);
      setSearching(false);
      return;
    }
    const controller = new AbortController();
    setSearching(true);
    searchFiles(term, dir, controller.signal).then(
      (files) => {
        setResults(files);
        setSearching(false);
      },
      (err) => {
        if (controller.signal.aborted) return;
        setLoadErrors(errorsOf(err));
        setSearching(false);
      },
    );
    return () => controller.abort();
  }, [searchTerm, dir]);

  const open = useCallback((path: string) => {
    if (path === current.current) return;
    // Opening a folder clears its content and the search.
    setContent(null);
    setResults(null);
    setInput("");
    updateTerm.cancel();
    setSearchTerm("");
    setDir(path);
    dirChanged.current?.(path);
  }, [updateTerm]);

  const setSearchInput = useCallback((term: string) => {
    setInput(term);
    updateTerm(term);
  }, [updateTerm]);

  const appendFile = useCallback((file: MediaFileJson, path: string) => {
    if (path !== current.current) return;
    setContent((c) =>
      c && c.path === path && !c.files.some((f) => f.id === file.id)
        ? { ...c, files: [...c.files, file] }
        : c
    );
  }, []);

  const appendDir = useCallback((directory: MediaDirJson, parent: string) => {
    setContent((c) =>
      c && c.path === parent && !c.directories.some((d) => d.path === directory.path)
        ? { ...c, directories: [...c.directories, directory] }
        : c
    );
  }, []);

  const replaceFile = useCallback((file: MediaFileJson) => {
    setContent((c) => {
      if (!c) return c;
      // Moved to another folder: it leaves this one.
      const files = file.path === c.path
        ? c.files.map((f) => (f.id === file.id ? file : f))
        : c.files.filter((f) => f.id !== file.id);
      return { ...c, files };
    });
    setResults((r) => r && r.map((f) => (f.id === file.id ? file : f)));
  }, []);

  const removeFile = useCallback((id: number) => {
    setContent((c) => c && { ...c, files: c.files.filter((f) => f.id !== id) });
    setResults((r) => r && r.filter((f) => f.id !== id));
  }, []);

  const reload = useCallback(() => setReloadToken((n) => n + 1), []);

  return {
    dir,
    content,
    loading,
    loadErrors,
    open,
    reload,
    searchInput,
    setSearchInput,
    results,
    searching,
    appendFile,
    appendDir,
    replaceFile,
    removeFile,
  };
}
