/**
 * The pager: first and last page, the active page's neighbours and ellipsis
 * gaps, previous and next arrows; nothing at all for one page or fewer.
 */
import { Group, Pagination } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { pagerItems } from "../lib/pager.ts";

export interface PagerProps {
  /** Active page, from 1. */
  page: number;
  totalPages: number;
  onChange(page: number): void;
  disabled?: boolean;
}

export function Pager({ page, totalPages, onChange, disabled }: PagerProps) {
  const { t } = useTranslation();
  const items = pagerItems(page, totalPages);
  if (items.length === 0) return null;
  return (
    <nav aria-label={t("pager.label")}>
      <Pagination.Root total={totalPages} value={page} onChange={onChange} disabled={disabled}>
        <Group gap={6}>
          <Pagination.Previous aria-label={t("pager.previous")} />
          {items.map((item, i) =>
            item === "dots"
              ? <Pagination.Dots key={`dots-${i}`} aria-hidden />
              : (
                <Pagination.Control
                  key={item}
                  active={item === page}
                  aria-current={item === page ? "page" : undefined}
                  aria-label={t("pager.page", { page: item })}
                  onClick={() => onChange(item)}
                >
                  {item}
                </Pagination.Control>
              )
          )}
          <Pagination.Next aria-label={t("pager.next")} />
        </Group>
      </Pagination.Root>
    </nav>
  );
}
