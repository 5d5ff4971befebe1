import { Type } from "typebox";

/** Largest page a list returns; the default is 20. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

const PageSize = Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE });

/** `page` and `page_size` query fields (spread them into a list's query schema). */
export const Paging = {
  page: Type.Integer({ minimum: 1, default: 1 }),
  page_size: PageSize,
};

/** The same fields with `page` capped at 100 000 (the modules whose queries refuse unknown fields). */
export const CappedPaging = {
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  page_size: PageSize,
};

/** A query of just `page` and `page_size`. */
export const PagingQuery = Type.Object(Paging);

/** A query of just `page` and `page_size`, `page` capped, other fields refused. */
export const StrictPagingQuery = Type.Object(CappedPaging, { additionalProperties: false });

/** OFFSET of a 1-based page. */
export function pageOffset(page: number, pageSize: number) {
  return (page - 1) * pageSize;
}

/** The common list response: one page of items, the total count and the paging that produced it. */
export function pagedResponse<T>(items: T[], total: number, page: number, pageSize: number) {
  return { items, total, page, page_size: pageSize };
}
