import {
  Group,
  Pagination,
  Skeleton,
  Text,
  TextInput,
  type MantineSize,
  type SkeletonProps,
  type TextInputProps,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCallback, useState, type ReactNode } from "react";
import { QueryError } from "./query-error";
import { usePagerLabels } from "./pager-labels";

/** What a paged list endpoint answers (at least). */
export interface PagedData<T> {
  items: T[];
  total: number;
}

/**
 * The page of a filtered list and a wrapper for the filters' setters: changing a filter
 * shows page 1 again. With `search`, also the search text and its debounced value for the query.
 */
export function useListPaging() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const [debouncedQ] = useDebouncedValue(q, 300);
  const resetting = useCallback(
    <V,>(set: (value: V) => void) =>
      (value: V) => {
        set(value);
        setPage(1);
      },
    [],
  );
  return { page, setPage, q, setQ: resetting(setQ), debouncedQ, resetting };
}

/** A list's search box (with the search icon); reports the new text. */
export function ListSearchInput({
  onValueChange,
  w = 320,
  ...props
}: Omit<TextInputProps, "onChange"> & { onValueChange: (value: string) => void }) {
  return (
    <TextInput
      leftSection={<IconSearch size={16} aria-hidden />}
      onChange={(event) => onValueChange(event.currentTarget.value)}
      w={w}
      {...props}
    />
  );
}

export interface PagedListProps<D extends PagedData<unknown>> {
  query: UseQueryResult<D>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Shown when the page has no items. */
  empty: ReactNode;
  emptyTestId?: string;
  emptySize?: MantineSize;
  /** Optional line above the list, e.g. "12 users". */
  total?: (total: number) => ReactNode;
  skeleton?: SkeletonProps;
  paginationSize?: MantineSize;
  paginationMt?: MantineSize;
  /** The list itself (a table), for a page that has items. */
  children: (data: D) => ReactNode;
}

/** Loading skeleton, load error with retry, empty text, or the total, the list and the pagination. */
export function PagedList<D extends PagedData<unknown>>({
  query,
  page,
  pageSize,
  onPageChange,
  empty,
  emptyTestId,
  emptySize,
  total,
  skeleton = { height: 320, radius: "md" },
  paginationSize,
  paginationMt,
  children,
}: PagedListProps<D>) {
  const pagerLabels = usePagerLabels();
  if (query.isPending) return <Skeleton {...skeleton} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) {
    return (
      <Text c="dimmed" size={emptySize} data-testid={emptyTestId}>
        {empty}
      </Text>
    );
  }
  return (
    <>
      {total ? (
        <Text size="sm" c="dimmed">
          {total(query.data.total)}
        </Text>
      ) : null}
      {children(query.data)}
      {query.data.total > pageSize ? (
        <Group justify="center" mt={paginationMt}>
          <Pagination
            getControlProps={pagerLabels}
            total={Math.ceil(query.data.total / pageSize)}
            value={page}
            onChange={onPageChange}
            size={paginationSize}
          />
        </Group>
      ) : null}
    </>
  );
}
