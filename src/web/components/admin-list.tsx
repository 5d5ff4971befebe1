import { Group, Stack } from "@mantine/core";
import { FilterChoices } from "./filter-choices";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AdminTable, type AdminColumn } from "./admin-table";
import { ListSearchInput, PagedList, type PagedData, type useListPaging } from "./paged-list";

/** The status (or visibility) filter above an admin list. */
export interface AdminListFilter<S extends string> {
  /** Accessible name of the filter. */
  label: string;
  value: S;
  options: readonly { value: S; label: string }[];
  onChange: (value: S) => void;
  testId?: string;
}

export interface AdminListSearch {
  label: string;
  placeholder?: string;
  testId?: string;
}

export interface AdminListProps<T, S extends string> {
  query: UseQueryResult<PagedData<T>>;
  /** From `useListPaging()`: a new filter or search text shows page 1 again. */
  paging: ReturnType<typeof useListPaging>;
  pageSize: number;
  search?: AdminListSearch;
  filter?: AdminListFilter<S>;
  /** Further filters of the page's own (inputs and selects), in the same row. */
  filters?: ReactNode;
  /** The page's buttons (add, load), at the right of the filters' row. */
  actions?: ReactNode;
  columns: readonly AdminColumn<T>[];
  rowKey: (row: T) => string | number;
  rowProps?: (row: T) => Record<`data-${string}`, string | number>;
  /** `data-testid` prefix: `<id>-table`, `<id>-empty`. */
  testId: string;
  empty: ReactNode;
  total?: (total: number) => ReactNode;
  minWidth?: number;
}

/**
 * An admin list page's body: search and status filter, then loading/error/empty states,
 * the column-driven table and the pagination. Dialogs for row actions stay with the page.
 */
export function AdminList<T, S extends string = string>({
  query,
  paging,
  pageSize,
  search,
  filter,
  filters,
  actions,
  columns,
  rowKey,
  rowProps,
  testId,
  empty,
  total,
  minWidth,
}: AdminListProps<T, S>) {
  const controls =
    search || filter || filters ? (
      <Group align="flex-end" wrap="wrap">
        {search ? (
          <ListSearchInput
            label={search.label}
            placeholder={search.placeholder}
            value={paging.q}
            onValueChange={paging.setQ}
            data-testid={search.testId}
          />
        ) : null}
        {filter ? (
          <FilterChoices
            aria-label={filter.label}
            value={filter.value}
            onChange={paging.resetting((v: string) => filter.onChange(v as S))}
            data={filter.options.map((o) => ({ value: o.value, label: o.label }))}
            data-testid={filter.testId}
          />
        ) : null}
        {filters}
      </Group>
    ) : null;
  return (
    <Stack gap="md">
      {actions ? (
        <Group justify="space-between" align="flex-end" wrap="wrap">
          {controls}
          <Group>{actions}</Group>
        </Group>
      ) : (
        controls
      )}
      <PagedList
        query={query}
        page={paging.page}
        pageSize={pageSize}
        onPageChange={paging.setPage}
        empty={empty}
        emptyTestId={`${testId}-empty`}
        total={total}
        skeleton={{ height: 300, radius: "md" }}
      >
        {(data) => (
          <AdminTable
            rows={data.items}
            columns={columns}
            rowKey={rowKey}
            rowProps={rowProps}
            testId={`${testId}-table`}
            minWidth={minWidth}
          />
        )}
      </PagedList>
    </Stack>
  );
}
