import { useState } from "react";
import { useSearchParams } from "../lib/lang-router";
import type { AdminListFilter } from "./admin-list";

export interface StatusFilterOptions<S extends string> {
  /** Shown when the page's link names no known status. */
  fallback: S | "all";
  /** Accessible name of the filter. */
  label: string;
  allLabel: string;
  statusLabel: (status: S) => string;
  /** "All" leads the options where the page opens on all; otherwise it comes last. */
  allFirst?: boolean;
  testId: string;
}

/**
 * The status filter of an admin list: "all" or one status. A link such as the dashboard's
 * `/admin/topups?status=pending` opens the page on that status. `statusParam` is what the
 * list's query sends (null for all); `filter` goes to `AdminList`.
 */
export function useStatusFilter<S extends string>(statuses: readonly S[], options: StatusFilterOptions<S>) {
  const [params] = useSearchParams();
  const linked = params.get("status");
  const [status, setStatus] = useState<S | "all">(
    (statuses as readonly string[]).includes(linked ?? "") ? (linked as S) : options.fallback,
  );
  const all = { value: "all" as const, label: options.allLabel };
  const each = statuses.map((s) => ({ value: s, label: options.statusLabel(s) }));
  const filter: AdminListFilter<S | "all"> = {
    label: options.label,
    value: status,
    onChange: setStatus,
    options: options.allFirst ? [all, ...each] : [...each, all],
    testId: options.testId,
  };
  return { status, statusParam: status === "all" ? null : status, filter };
}
