/**
 * The folder tree of the media library: folders load when they are opened, the path to the
 * selected folder opens by itself, and every row is a pair of buttons (open/close, choose), so
 * keyboard and screen-reader users need nothing more than Tab and Enter.
 */
import { ActionIcon, Anchor, Box, Breadcrumbs, Loader, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconChevronRight, IconFolder, IconFolderOpen } from "@tabler/icons-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { baseName, isWithin, ROOT } from "../../../../lib/content/media_paths.ts";
import { getDir, type MediaDirJson } from "../../api/media.ts";

export interface FolderTreeProps {
  selected: string;
  onSelect(path: string): void;
  /** Change it to reload the opened folders (after a create, move or delete). */
  version?: unknown;
  /** A folder that cannot be chosen, nor anything below it (moving a folder into itself). */
  disabledWithin?: string;
  label: string;
}

/** "/a/b/c" → ["/", "/a", "/a/b"]: the folders that hold it. */
export function ancestorsOf(path: string): string[] {
  if (path === ROOT) return [];
  const parts = path.split("/").filter(Boolean);
  const out = [ROOT];
  for (let i = 1; i < parts.length; i++) out.push("/" + parts.slice(0, i).join("/"));
  return out;
}

export function FolderTree(
  { selected, onSelect, version, disabledWithin, label }: FolderTreeProps,
) {
  const { t } = useTranslation();
  const [children, setChildren] = useState<Record<string, MediaDirJson[]>>({});
  const [open, setOpen] = useState<Set<string>>(() => new Set([ROOT, ...ancestorsOf(selected)]));

  const load = useCallback((path: string) => {
    getDir(path).then(
      (c) => setChildren((m) => ({ ...m, [path]: c.directories })),
      () => setChildren((m) => ({ ...m, [path]: [] })), // Gone or refused: shown as empty.
    );
  }, []);

  // The way to the selected folder opens by itself.
  useEffect(() => {
    setOpen((o) => {
      const need = [ROOT, ...ancestorsOf(selected)].filter((p) => !o.has(p));
      return need.length ? new Set([...o, ...need]) : o;
    });
  }, [selected]);

  // Each opened folder is loaded once, and again when the version changes.
  const known = useRef(children);
  known.current = children;
  const loadedVersion = useRef(version);
  useEffect(() => {
    const reload = loadedVersion.current !== version;
    loadedVersion.current = version;
    for (const path of open) if (reload || !(path in known.current)) load(path);
  }, [open, version, load]);

  const toggle = (path: string) =>
    setOpen((o) => {
      const next = new Set(o);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });

  function row(path: string, name: string, depth: number) {
    const isOpen = open.has(path);
    const kids = children[path];
    const disabled = disabledWithin !== undefined && isWithin(path, disabledWithin);
    const current = path === selected;
    const Icon = isOpen ? IconFolderOpen : IconFolder;
    return (
      <li key={path}>
        <Box className="folder-row" data-current={current || undefined} pl={depth * 14}>
          {kids && kids.length === 0 && isOpen
            ? <span className="folder-toggle-space" />
            : (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-expanded={isOpen}
                aria-label={t(isOpen ? "media.tree.collapse" : "media.tree.expand", { name })}
                onClick={() => toggle(path)}
              >
                {isOpen
                  ? <IconChevronDown size={14} aria-hidden />
                  : <IconChevronRight size={14} aria-hidden />}
              </ActionIcon>
            )}
          <UnstyledButton
            className="folder-button"
            onClick={() => onSelect(path)}
            aria-current={current ? "true" : undefined}
            disabled={disabled}
            data-folder-path={path}
          >
            <Icon size={16} aria-hidden />
            <span>{name}</span>
          </UnstyledButton>
        </Box>
        {isOpen && (kids
          ? kids.length > 0 && (
            <ul className="folder-list">{kids.map((d) => row(d.path, d.name, depth + 1))}</ul>
          )
          : <Loader size="xs" ml={depth * 14 + 30} my={4} aria-label={t("app.loading")} />)}
      </li>
    );
  }

  return (
    <nav aria-label={label}>
      <ul className="folder-list">{row(ROOT, t("media.root"), 0)}</ul>
    </nav>
  );
}

/** The way from the library root to `path`, each step a button that opens it. */
export function FolderBreadcrumbs({ path, onOpen }: { path: string; onOpen(path: string): void }) {
  const { t } = useTranslation();
  const steps = [...ancestorsOf(path), path];
  return (
    <nav aria-label={t("media.breadcrumbs")}>
      <Breadcrumbs separatorMargin={4}>
        {steps.map((p) =>
          p === path
            ? (
              <Text key={p} size="sm" fw={600} aria-current="location">
                {p === ROOT ? t("media.root") : baseName(p)}
              </Text>
            )
            : (
              <Anchor key={p} component="button" type="button" size="sm" onClick={() => onOpen(p)}>
                {p === ROOT ? t("media.root") : baseName(p)}
              </Anchor>
            )
        )}
      </Breadcrumbs>
    </nav>
  );
}
