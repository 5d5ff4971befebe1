import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ADMIN_PAGE_SIZE, AdminListPage } from "../../../components/admin-list-page";
import { useStatusFilter } from "../../../components/use-status-filter";
import { useListPaging } from "../../../components/paged-list";
import { REQUEST_STATUSES } from "../../../lib/statuses";
import { useAdminRequests, type AdminVehicleRequest } from "../api/list-requests";
import { RecommendModal } from "../components/recommend-modal";
import { useRequestColumns } from "../components/request-columns";
import { StatusDialog, type PendingStatus } from "../components/status-dialog";

/** Admin vehicle requests: filters, paging, status changes and recommendations. */
export function AdminVehicleRequestsPage() {
  const { t } = useTranslation("admin-requests");
  const statusLabel = useTranslation("inquiry").t;
  const paging = useListPaging();
  const { statusParam, filter } = useStatusFilter(REQUEST_STATUSES, {
    fallback: "all",
    label: t("statusFilter"),
    allLabel: t("all"),
    statusLabel: (s) => statusLabel(`status.${s}`),
    allFirst: true,
    testId: "admin-requests-status",
  });
  const [change, setChange] = useState<PendingStatus | null>(null);
  const [recommending, setRecommending] = useState<AdminVehicleRequest | null>(null);
  const requests = useAdminRequests({
    q: paging.debouncedQ,
    status: statusParam,
    page: paging.page,
    pageSize: ADMIN_PAGE_SIZE,
  });
  const columns = useRequestColumns({
    onStatus: (request, s) => setChange({ request, status: s }),
    onRecommend: setRecommending,
  });

  return (
    <AdminListPage
      query={requests}
      paging={paging}
      t={t}
      search={{ label: t("search"), placeholder: t("searchPlaceholder"), testId: "admin-requests-search" }}
      filter={filter}
      columns={columns}
      rowProps={(r) => ({ "data-testid": "admin-request-row", "data-request-id": r.id, "data-status": r.status })}
      testId="admin-requests"
      total={(total) => t("total", { total })}
      minWidth={880}
    >
      <StatusDialog change={change} onClose={() => setChange(null)} />
      <RecommendModal request={recommending} onClose={() => setRecommending(null)} />
    </AdminListPage>
  );
}
