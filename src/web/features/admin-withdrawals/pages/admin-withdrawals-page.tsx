import { Badge, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AdminList } from "../../../components/admin-list";
import type { AdminColumn } from "../../../components/admin-table";
import { DecisionButtons } from "../../../components/decision-buttons";
import { PageHeader } from "../../../components/page-header";
import { useStatusFilter } from "../../../components/use-status-filter";
import { useListPaging } from "../../../components/paged-list";
import { formatCc } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { WITHDRAWAL_STATUS_COLOR, WITHDRAWAL_STATUSES } from "../../../lib/statuses";
import { useAdminWithdrawals, type AdminWithdrawal } from "../api/admin-withdrawals";
import { SettleDialog, type SettleAction } from "../components/settle-dialog";
import { dateTimeFormat } from "../../../lib/date-format";

const PAGE_SIZE = 20;

/** /admin/withdrawals: requests by status; mark paid or reject (the amount goes back). */
export function AdminWithdrawalsPage() {
  const { t } = useTranslation("admin-withdrawals");
  const { t: w } = useTranslation("withdrawals");
  const lang = currentLanguage();
  const { statusParam, filter } = useStatusFilter(WITHDRAWAL_STATUSES, {
    fallback: "pending",
    label: t("statusFilter"),
    allLabel: t("all"),
    statusLabel: (s) => w(`status.${s}`),
    testId: "admin-withdrawals-status",
  });
  const paging = useListPaging();
  const [action, setAction] = useState<SettleAction | null>(null);
  const list = useAdminWithdrawals({
    status: statusParam,
    page: paging.page,
    pageSize: PAGE_SIZE,
  });
  const date = dateTimeFormat(lang);
  const cc = (n: number) => `${formatCc(n, lang)} CC`;

  const columns: AdminColumn<AdminWithdrawal>[] = [
    { key: "date", header: t("columns.date"), nowrap: true, cell: (r) => date.format(new Date(r.created_at)) },
    {
      key: "user",
      header: t("columns.user"),
      cell: (r) => (
        <>
          <Text size="sm" fw={600}>
            {r.user_name}
          </Text>
          <Text size="xs" c="dimmed">
            {r.user_email} · {t("balance", { amount: cc(r.user_cash_cc_balance) })}
          </Text>
        </>
      ),
    },
    {
      key: "amount",
      header: t("columns.amount"),
      align: "right",
      nowrap: true,
      cell: (r) => (
        <Text size="sm" fw={600}>
          {cc(r.amount)}
        </Text>
      ),
    },
    { key: "method", header: t("columns.method"), cell: (r) => w(`methods.${r.method}`) },
    {
      key: "details",
      header: t("columns.details"),
      maxWidth: 260,
      cell: (r) => (
        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {r.account_details}
        </Text>
      ),
    },
    {
      key: "status",
      header: t("columns.status"),
      cell: (r) => (
        <>
          <Badge color={WITHDRAWAL_STATUS_COLOR[r.status]} variant="light" maw="none">
            {w(`status.${r.status}`)}
          </Badge>
          {r.admin_note ? (
            <Text size="xs" c="dimmed">
              {r.admin_note}
            </Text>
          ) : null}
          {r.processed_at ? (
            <Text size="xs" c="dimmed">
              {date.format(new Date(r.processed_at))}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: "actions",
      header: t("columns.actions"),
      actions: true,
      cell: (r) =>
        r.status === "pending" ? (
          <DecisionButtons
            approveLabel={t("paid.button")}
            rejectLabel={t("reject.button")}
            onApprove={() => setAction({ withdrawal: r, outcome: "paid" })}
            onReject={() => setAction({ withdrawal: r, outcome: "reject" })}
            approveTestId={`admin-withdrawal-paid-${r.id}`}
            rejectTestId={`admin-withdrawal-reject-${r.id}`}
          />
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <AdminList
        query={list}
        paging={paging}
        pageSize={PAGE_SIZE}
        filter={filter}
        columns={columns}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ "data-testid": `admin-withdrawal-row-${r.id}` })}
        testId="admin-withdrawals"
        empty={t("empty")}
        minWidth={960}
      />
      <SettleDialog action={action} onClose={() => setAction(null)} />
    </>
  );
}
