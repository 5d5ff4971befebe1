import { Group, Pagination, SegmentedControl, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
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
  const [q, setQ] = useState("");
  const [debouncedQ] = useDebouncedValue(q, 300);
  const [status, setStatus] = useState<RequestStatus | "all">("all");
  const [page, setPage] = useState(1);
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
          <TextInput
            label={t("search")}
            placeholder={t("searchPlaceholder")}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={q}
            onChange={(event) => {
              setQ(event.currentTarget.value);
              setPage(1);
            }}
            w={320}
            data-testid="admin-requests-search"
          />
          <SegmentedControl
            aria-label={t("statusFilter")}
            value={status}
            onChange={(value) => {
              setStatus(value as RequestStatus | "all");
              setPage(1);
            }}
            data={[
              { value: "all", label: t("all") },
              ...REQUEST_STATUSES.map((s) => ({ value: s, label: statusLabel(`status.${s}`) })),
            ]}
            data-testid="admin-requests-status"
          />
        </Group>
        {requests.isPending ? (
          <Skeleton height={320} radius="md" />
        ) : requests.isError ? (
          <QueryError error={requests.error} onRetry={() => void requests.refetch()} />
        ) : requests.data.items.length === 0 ? (
          <Text c="dimmed" data-testid="admin-requests-empty">
            {t("empty")}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t("total", { total: requests.data.total })}
            </Text>
            <RequestsTable
              requests={requests.data.items}
              onStatus={(request, s) => setChange({ request, status: s })}
              onRecommend={setRecommending}
            />
            {requests.data.total > PAGE_SIZE ? (
              <Group justify="center">
                <Pagination total={Math.ceil(requests.data.total / PAGE_SIZE)} value={page} onChange={setPage} />
              </Group>
            ) : null}
          </>
        )}
      </Stack>
      <StatusDialog change={change} onClose={() => setChange(null)} />
      <RecommendModal request={recommending} onClose={() => setRecommending(null)} />
    </>
  );
}
