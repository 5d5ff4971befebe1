import type { UseQueryResult } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { AdminList, type AdminListProps } from "./admin-list";
import { PageHeader } from "./page-header";
import { useListPaging, type PagedData } from "./paged-list";
import { useStatusFilter, type StatusFilterOptions } from "./use-status-filter";

/** Rows per page of every admin list. */
export const ADMIN_PAGE_SIZE = 20;

export type AdminListPageProps<T extends { id: number | string }, S extends string> = Omit<
  AdminListProps<T, S>,
  "rowKey" | "pageSize" | "empty"
> & {
  /** The page's own texts: its `title`, `description` and, unless `empty` is given, `empty`. */
  t: TFunction;
  empty?: ReactNode;
  /** The page's dialogs for its rows' actions. */
  children?: ReactNode;
};

/**
 * An admin list page: its header, then the list (`AdminList`, rows keyed by their id, 20 a page),
 * then the dialogs of its rows' actions.
 */
export function AdminListPage<T extends { id: number | string }, S extends string = string>({
  t,
  empty,
  children,
  ...list
}: AdminListPageProps<T, S>) {
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <AdminList {...list} empty={empty ?? t("empty")} pageSize={ADMIN_PAGE_SIZE} rowKey={(row) => row.id} />
      {children}
    </>
  );
}

/** What an admin list's query hook takes: the status (null for all) and the page. */
export interface StatusPageQuery<S extends string> {
  status: S | null;
  page: number;
  pageSize: number;
}

/**
 * The state of an admin list filtered by status: the filter (a link may name the status), the page
 * and the query the page's hook makes of them. `list` goes to `AdminListPage`.
 */
export function useStatusList<S extends string, T>(
  statuses: readonly S[],
  options: StatusFilterOptions<S>,
  useQuery: (query: StatusPageQuery<S>) => UseQueryResult<PagedData<T>>,
) {
  const { status, statusParam, filter } = useStatusFilter(statuses, options);
  const paging = useListPaging();
  const query = useQuery({ status: statusParam, page: paging.page, pageSize: ADMIN_PAGE_SIZE });
  return { status, list: { query, paging, filter } };
}
