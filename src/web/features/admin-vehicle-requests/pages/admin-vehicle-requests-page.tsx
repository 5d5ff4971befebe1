import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AdminList } from "../../../components/admin-list";
import { PageHeader } from "../../../components/page-header";
import { useListPaging } from "../../../components/paged-list";
import { REQUEST_STATUSES, type RequestStatus } from "../../../lib/statuses";
import { useAdminRequests, type AdminVehicleRequest } from "../api/list-requests";
import { RecommendModal } from "../components/recommend-modal";
import { useRequestColumns } from "../components/request-columns";
import { StatusDialog, type PendingStatus } from "../components/status-dialog";

const PAGE_SIZE = 20;

/** Admin vehicle requests: filters, paging, status changes and recommendations. */
export function AdminVehicleRequestsPage() {
  const { t } = useTranslation("admin-requests");
  const statusLabel = useTranslation("inquiry").t;
  const paging = useListPaging();
  const [status, setStatus] = useState<RequestStatus | "all">("all");
  const [change, setChange] = useState<PendingStatus | null>(null);
  const [recommending, setRecommending] = useState<AdminVehicleRequest | null>(null);
  const requests = useAdminRequests({
    q: paging.debouncedQ,
    status: status === "all" ? null : status,
    page: paging.page,
    pageSize: PAGE_SIZE,
  });
  const columns = useRequestColumns({
    onStatus: (request, s) => setChange({ request, status: s }),
    onRecommend: setRecommending,
  });

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <AdminList
        query={requests}
        paging={paging}
        pageSize={PAGE_SIZE}
        search={{ label: t("search"), placeholder: t("searchPlaceholder"), testId: "admin-requests-search" }}
        filter={{
          label: t("statusFilter"),
          value: status,
          onChange: setStatus,
          options: [
            { value: "all" as const, label: t("all") },
            ...REQUEST_STATUSES.map((s) => ({ value: s, label: statusLabel(`status.${s}`) })),
          ],
          testId: "admin-requests-status",
        }}
        columns={columns}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ "data-testid": "admin-request-row", "data-request-id": r.id, "data-status": r.status })}
        testId="admin-requests"
        empty={t("empty")}
        total={(total) => t("total", { total })}
        minWidth={880}
      />
      <StatusDialog change={change} onClose={() => setChange(null)} />
      <RecommendModal request={recommending} onClose={() => setRecommending(null)} />
    </>
  );
}
