import { Group, SegmentedControl, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { ListSearchInput, PagedList, useListPaging } from "../../../components/paged-list";
import { REQUEST_STATUSES, type RequestStatus } from "../../inquiry/types/vehicle-request";
import { useAdminRequests, type AdminVehicleRequest } from "../api/list-requests";
import { RecommendModal } from "../components/recommend-modal";
import { RequestsTable } from "../components/requests-table";
import { StatusDialog, type PendingStatus } from "../components/status-dialog";

const PAGE_SIZE = 20;

/** Admin vehicle requests: filters, paging, status changes and recommendations. */
export function AdminVehicleRequestsPage() {
  const { t } = useTranslation("admin-requests");
  const statusLabel = useTranslation("inquiry").t;
  const { page, setPage, q, setQ, debouncedQ, resetting } = useListPaging();
  const [status, setStatus] = useState<RequestStatus | "all">("all");
  const [change, setChange] = useState<PendingStatus | null>(null);
  const [recommending, setRecommending] = useState<AdminVehicleRequest | null>(null);
  const requests = useAdminRequests({
    q: debouncedQ,
    status: status === "all" ? null : status,
    page,
    pageSize: PAGE_SIZE,
  });

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="md">
        <Group align="flex-end" wrap="wrap">
          <ListSearchInput
            label={t("search")}
            placeholder={t("searchPlaceholder")}
            value={q}
            onValueChange={setQ}
            data-testid="admin-requests-search"
          />
          <SegmentedControl
            aria-label={t("statusFilter")}
            value={status}
            onChange={resetting((value: string) => setStatus(value as RequestStatus | "all"))}
            data={[
              { value: "all", label: t("all") },
              ...REQUEST_STATUSES.map((s) => ({ value: s, label: statusLabel(`status.${s}`) })),
            ]}
            data-testid="admin-requests-status"
          />
        </Group>
        <PagedList
          query={requests}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={setPage}
          empty={t("empty")}
          emptyTestId="admin-requests-empty"
          total={(total) => t("total", { total })}
        >
          {(data) => (
            <RequestsTable
              requests={data.items}
              onStatus={(request, s) => setChange({ request, status: s })}
              onRecommend={setRecommending}
            />
          )}
        </PagedList>
      </Stack>
      <StatusDialog change={change} onClose={() => setChange(null)} />
      <RecommendModal request={recommending} onClose={() => setRecommending(null)} />
    </>
  );
}
