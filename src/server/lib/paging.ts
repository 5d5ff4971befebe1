/** OFFSET of a 1-based page (the page and page-size schemas are in `src/shared/api/common.ts`). */
export function pageOffset(page: number, pageSize: number) {
  return (page - 1) * pageSize;
}

/** The common list response: one page of items, the total count and the paging that produced it. */
export function pagedResponse<T>(items: T[], total: number, page: number, pageSize: number) {
  return { items, total, page, page_size: pageSize };
}
