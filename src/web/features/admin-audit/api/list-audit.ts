import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AuditEntry, AuditPage } from "../../../../shared/api/audit";
import { queryKeys } from "../../../lib/query-keys";

export type { AuditEntry, AuditPage };

/** The Audit page's filters as typed (empty: no filter); see GET /api/admin/audit. */
export interface AuditListQuery {
  actor: string;
  action: string | null;
  targetType: string | null;
  targetId: string;
  page: number;
  pageSize: number;
}

export function listAudit(query: AuditListQuery): Promise<AuditPage> {
  const id = query.targetId.trim();
  return api.get("/api/admin/audit", {
    query: {
      actor: query.actor.trim(),
      action: query.action,
      target: query.targetType ? (id ? `${query.targetType}:${id}` : query.targetType) : null,
      page: query.page,
      page_size: query.pageSize,
    },
  });
}

export function useAuditLog(query: AuditListQuery) {
  return useQuery({
    queryKey: queryKeys.admin.audit.list(query),
    queryFn: () => listAudit(query),
    placeholderData: keepPreviousData,
  });
}
