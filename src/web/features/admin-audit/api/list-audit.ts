import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AuditEntry, AuditPage } from "../../../../shared/api/audit";

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

export const auditQueryKey = ["admin", "audit"] as const;

export function listAudit(query: AuditListQuery): Promise<AuditPage> {
  const id = query.targetId.trim();
  return api.get<AuditPage>("/api/admin/audit", {
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
    queryKey: [...auditQueryKey, query],
    queryFn: () => listAudit(query),
    placeholderData: keepPreviousData,
  });
}
