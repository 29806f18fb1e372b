/**
 * A reusable paginated list: optional sort control, collapsible search
 * box (debounced 500 ms, leading, max wait 1000 ms), a slot for custom controls, a table with a
 * header and a pager, and a no-results message. The caller supplies the fetch function, so the
 * same list serves users (paged in the browser) and later pages or media (paged by the server).
 */
import {
  ActionIcon,
  Box,
  Button,
  Collapse,
  Group,
  NativeSelect,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from "@mantine/core";
import { IconSearch, IconSortAscending, IconSortDescending } from "@tabler/icons-react";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../lib/content/errors.ts";
import { errorsOf } from "../api/client.ts";
import type { ListQuery, ListResult, SortOrder } from "../api/types.ts";
import { debounce } from "../../../lib/content/debounce.ts";
import { selectWidth } from "../lib/fit_text.ts";
import { pageCount } from "../lib/pager.ts";
import { ErrorList } from "./error_list.tsx";
import { Pager } from "./pager.tsx";
import { hintProps } from "./hint_tooltip.tsx";

export const DEFAULT_PAGE_SIZE = 25;
const SEARCH_WAIT_MS = 500;
const SEARCH_MAX_WAIT_MS = 1000;

export interface Column<T> {
  key: string;
  header: ReactNode;
  render(item: T): ReactNode;
  /** Header only for screen readers (an actions column, say). */
  hiddenHeader?: boolean;
  width?: number | string;
}

/** The last column: a row's buttons, to the right, with a header for screen readers only. */
export function actionsColumn<T>(
  header: string,
  width: number,
  render: (item: T) => ReactNode,
): Column<T> {
  return {
    key: "actions",
    header,
    hiddenHeader: true,
    width,
    render: (item) => <Group gap={4} justify="flex-end" wrap="nowrap">{render(item)}</Group>,
  };
}

export interface SortOption {
  value: string;
  label: string;
}

export interface PaginatedListProps<T> {
  /** Accessible name of the table. */
  label: string;
  fetchItems(query: ListQuery, signal: AbortSignal): Promise<ListResult<T>>;
  columns: Column<T>[];
  rowKey(item: T): string | number;
  /** With options, a sort control (column and direction) is shown. */
  sortOptions?: SortOption[];
  defaultSort?: { column: string; order: SortOrder };
  searchable?: boolean;
  /** Extra controls beside the search and sort controls (an add button, filters). */
  controls?: ReactNode;
  /**
   * Shown when the list has nothing at all (no search, no filter), instead of the standard
   * no-results message.
   */
  emptyMessage?: ReactNode;
  /** Shown when a search or filter finds nothing (default: the standard no-results message). */
  noResultsMessage?: ReactNode;
  /** Whether the custom controls narrow the list now (a filter is set). */
  filtered?: boolean;
  pageSize?: number;
  /** Change it to reload the current page (after an add, edit or delete). */
  reloadToken?: unknown;
  /**
   * Opens an item when its row is clicked. Keyboard users open it through a link in the row,
   * which keeps one tab stop per row.
   */
  onRowClick?(item: T): void;
  /** Below this width the table scrolls sideways (default 640; less for a narrow panel). */
  minWidth?: number;
}

interface Loaded<T> {
  result: ListResult<T>;
  pageIndex: number;
}

export function PaginatedList<T>(props: PaginatedListProps<T>) {
  const { t } = useTranslation();
  const pageSize = props.pageSize ?? DEFAULT_PAGE_SIZE;
  const [pageIndex, setPageIndex] = useState(0);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchInput, setSearchInput] = useState("");
  const [searchTerm, setSearchTerm] = useState("");
  const [columnToSort, setColumnToSort] = useState(
    props.defaultSort?.column ?? props.sortOptions?.[0]?.value ?? "",
  );
  const [sortOrder, setSortOrder] = useState<SortOrder>(props.defaultSort?.order ?? "asc");
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const [loading, setLoading] = useState(true);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const [retryToken, setRetryToken] = useState(0);
  const searchId = useId();
  const searchInputRef = useRef<HTMLInputElement>(null);

  const updateSearchTerm = useMemo(
    () => debounce(setSearchTerm, SEARCH_WAIT_MS, { leading: true, maxWait: SEARCH_MAX_WAIT_MS }),
    [],
  );
  useEffect(() => () => updateSearchTerm.cancel(), [updateSearchTerm]);

  const { fetchItems, reloadToken } = props;
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetchItems({ pageIndex, pageSize, searchTerm, columnToSort, sortOrder }, controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return;
        // An emptied page that is not the first (after a delete or a narrower search): go back.
        if (result.items.length === 0 && pageIndex > 0) {
          const lastPage = Math.max(0, pageCount(result.totalItems, pageSize) - 1);
          setPageIndex(Math.min(pageIndex - 1, lastPage));
          return;
        }
        setLoaded({ result, pageIndex });
        setErrors([]);
        setLoading(false);
      })
      .catch((err) => {
        if (controller.signal.aborted) return;
        console.error("List fetch failed", err);
        setErrors(errorsOf(err));
        setLoading(false);
      });
    return () => controller.abort();
  }, [
    fetchItems,
    pageIndex,
    pageSize,
    searchTerm,
    columnToSort,
    sortOrder,
    reloadToken,
    retryToken,
  ]);

  // Opening the search puts the cursor in it; closing it drops the search, so no hidden term
  // narrows the list.
  // The Collapse shows the field only once it has measured it, an animation frame or two after it
  // opens, and a hidden field cannot take the focus: try each frame until it has it (at most a
  // second, in case it never shows).
  useEffect(() => {
    if (!searchOpen) return;
    let frame = 0;
    let tries = 60;
    const focusWhenShown = () => {
      const input = searchInputRef.current;
      if (input) input.focus();
      if (input && document.activeElement === input) return;
      if (--tries > 0) frame = requestAnimationFrame(focusWhenShown);
    };
    frame = requestAnimationFrame(focusWhenShown);
    return () => cancelAnimationFrame(frame);
  }, [searchOpen]);

  const toggleSearch = () => {
    if (searchOpen && searchInput) {
      setSearchInput("");
      updateSearchTerm.cancel();
      setSearchTerm("");
    }
    setSearchOpen(!searchOpen);
  };

  const changeSort = (column: string, order: SortOrder) => {
    setColumnToSort(column);
    setSortOrder(order);
    setPageIndex(0);
  };

  const result = loaded?.result;
  const totalPages = result ? pageCount(result.totalItems, pageSize) : 0;
  const shownIndex = loaded?.pageIndex ?? pageIndex;
  const from = shownIndex * pageSize + 1;
  const to = result ? shownIndex * pageSize + result.items.length : 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          {props.searchable && (
            <ActionIcon
              {...hintProps(t("list.toggleSearch"))}
              variant={searchOpen ? "filled" : "default"}
              size="input-sm"
              aria-label={t("list.toggleSearch")}
              aria-expanded={searchOpen}
              aria-controls={searchId}
              onClick={toggleSearch}
            >
              <IconSearch size={18} aria-hidden />
            </ActionIcon>
          )}
          {props.sortOptions && props.sortOptions.length > 0 && (
            <>
              {
                /* The browser's own select: a few fixed choices need no search, and Mantine's
                  Select (with its floating list, some 10 KB) would join the dashboard's load. */
              }
              <NativeSelect
                label={t("list.sortBy")}
                data={props.sortOptions}
                value={columnToSort}
                onChange={(event) => changeSort(event.currentTarget.value, sortOrder)}
                w={selectWidth(props.sortOptions.map((o) => o.label), { min: 150 })}
                size="sm"
              />
              <Box>
                <VisuallyHidden id={`${searchId}-order`}>{t("list.sortOrder")}</VisuallyHidden>
                <SegmentedControl
                  aria-labelledby={`${searchId}-order`}
                  value={sortOrder}
                  onChange={(value) => changeSort(columnToSort, value as SortOrder)}
                  data={[
                    {
                      value: "asc",
                      label: (
                        <Group gap={4} wrap="nowrap">
                          <IconSortAscending size={16} aria-hidden />
                          <span>{t("list.ascending")}</span>
                        </Group>
                      ),
                    },
                    {
                      value: "desc",
                      label: (
                        <Group gap={4} wrap="nowrap">
                          <IconSortDescending size={16} aria-hidden />
                          <span>{t("list.descending")}</span>
                        </Group>
                      ),
                    },
                  ]}
                />
              </Box>
            </>
          )}
        </Group>
        {props.controls && <Group gap="sm">{props.controls}</Group>}
      </Group>

      {props.searchable && (
        <Collapse expanded={searchOpen} id={searchId}>
          <TextInput
            ref={searchInputRef}
            label={t("list.search")}
            placeholder={t("list.searchPlaceholder")}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={searchInput}
            onChange={(event) => {
              setSearchInput(event.currentTarget.value);
              updateSearchTerm(event.currentTarget.value);
            }}
            type="search"
            maw={420}
          />
        </Collapse>
      )}

      {errors.length > 0 && (
        <Stack gap="xs">
          <ErrorList errors={errors} title={t("list.loadFailed")} />
          <Group>
            <Button variant="light" size="xs" onClick={() => setRetryToken((n) => n + 1)}>
              {t("common.retry")}
            </Button>
          </Group>
        </Stack>
      )}

      <Table.ScrollContainer minWidth={props.minWidth ?? 640}>
        <Table
          aria-label={props.label}
          aria-busy={loading}
          highlightOnHover
          verticalSpacing="sm"
          style={{ opacity: loading && result ? 0.6 : 1, transition: "opacity 120ms" }}
        >
          <Table.Thead>
            <Table.Tr>
              {props.columns.map((column) => (
                <Table.Th key={column.key} w={column.width}>
                  {column.hiddenHeader
                    ? <VisuallyHidden>{column.header}</VisuallyHidden>
                    : column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {!result && loading &&
              Array.from({ length: 4 }, (_, row) => (
                <Table.Tr key={`skeleton-${row}`}>
                  {props.columns.map((column) => (
                    <Table.Td key={column.key}>
                      <Skeleton height={14} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            {result?.items.map((item) => (
              <Table.Tr
                key={props.rowKey(item)}
                onClick={props.onRowClick
                  ? (event) => {
                    // Links and buttons inside the row do their own thing.
                    if ((event.target as HTMLElement).closest("a, button, input")) return;
                    props.onRowClick?.(item);
                  }
                  : undefined}
                style={props.onRowClick ? { cursor: "pointer" } : undefined}
              >
                {props.columns.map((column) => (
                  <Table.Td key={column.key}>{column.render(item)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
            {result && result.items.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={props.columns.length}>
                  <Text component="div" c="dimmed" ta="center" py="lg" role="status">
                    {searchTerm.trim() || props.filtered
                      ? (props.noResultsMessage ?? t("list.noResults"))
                      : (props.emptyMessage ?? t("list.noResults"))}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {result && result.totalItems > 0 && (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t("list.range", { from, to, total: result.totalItems })}
          </Text>
          <Pager
            page={shownIndex + 1}
            totalPages={totalPages}
            onChange={(page) => setPageIndex(page - 1)}
            disabled={loading}
          />
        </Group>
      )}
    </Stack>
  );
}
