import { Skeleton, Text, type MantineSize } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AdminTable, type AdminTableProps } from "./admin-table";
import { QueryError } from "./query-error";

/** An unpaged list as its endpoint answers it: the rows themselves, or under `items`. */
export type ListAnswer<T> = readonly T[] | { items: readonly T[] };

export type QueryTableProps<T extends { id: number | string }> = Omit<AdminTableProps<T>, "rows" | "rowKey"> & {
  query: UseQueryResult<ListAnswer<T>>;
  /** Shown when the list has no rows. */
  empty: ReactNode;
  emptyTestId?: string;
  emptySize?: MantineSize;
  skeletonHeight: number;
};

/**
 * An admin table of a whole (unpaged) list, such as the ports or the sync rules: a skeleton while
 * it loads, the error with a retry, the empty text, or the table of its rows keyed by their id.
 */
export function QueryTable<T extends { id: number | string }>({
  query,
  empty,
  emptyTestId,
  emptySize,
  skeletonHeight,
  ...table
}: QueryTableProps<T>) {
  if (query.isPending) return <Skeleton height={skeletonHeight} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const rows = "items" in query.data ? query.data.items : query.data;
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size={emptySize} data-testid={emptyTestId}>
        {empty}
      </Text>
    );
  }
  return <AdminTable {...table} rows={rows} rowKey={(row) => row.id} />;
}
