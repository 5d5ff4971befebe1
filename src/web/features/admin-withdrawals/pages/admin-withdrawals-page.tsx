import { Badge, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CellNote, decisionColumn, NameCell } from "../../../components/admin-cells";
import { AdminListPage, useStatusList } from "../../../components/admin-list-page";
import type { AdminColumn } from "../../../components/admin-table";
import { formatCc, dateTimeFormat } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { WITHDRAWAL_STATUS_COLOR, WITHDRAWAL_STATUSES } from "../../../lib/statuses";
import { useAdminWithdrawals, type AdminWithdrawal } from "../api/admin-withdrawals";
import { SettleDialog, type SettleAction } from "../components/settle-dialog";

/** /admin/withdrawals: requests by status; mark paid or reject (the amount goes back). */
export function AdminWithdrawalsPage() {
  const { t } = useTranslation("admin-withdrawals");
  const { t: w } = useTranslation("withdrawals");
  const lang = currentLanguage();
  const { list } = useStatusList(
    WITHDRAWAL_STATUSES,
    {
      fallback: "pending",
      label: t("statusFilter"),
      allLabel: t("all"),
      statusLabel: (s) => w(`status.${s}`),
      testId: "admin-withdrawals-status",
    },
    useAdminWithdrawals,
  );
  const [action, setAction] = useState<SettleAction | null>(null);
  const date = dateTimeFormat(lang);
  const cc = (n: number) => `${formatCc(n, lang)} CC`;

  const columns: AdminColumn<AdminWithdrawal>[] = [
    { key: "date", header: t("columns.date"), nowrap: true, cell: (r) => date.format(new Date(r.created_at)) },
    {
      key: "user",
      header: t("columns.user"),
      cell: (r) => (
        <NameCell
          name={r.user_name}
          detail={`${r.user_email} · ${t("balance", { amount: cc(r.user_cash_cc_balance) })}`}
        />
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
          <CellNote>{r.admin_note}</CellNote>
          <CellNote>{r.processed_at ? date.format(new Date(r.processed_at)) : null}</CellNote>
        </>
      ),
    },
    decisionColumn({
      t,
      approve: "paid",
      onDecide: (r, approve) => setAction({ withdrawal: r, outcome: approve ? "paid" : "reject" }),
      testId: "admin-withdrawal",
    }),
  ];

  return (
    <AdminListPage
      {...list}
      t={t}
      columns={columns}
      rowProps={(r) => ({ "data-testid": `admin-withdrawal-row-${r.id}` })}
      testId="admin-withdrawals"
      minWidth={960}
    >
      <SettleDialog action={action} onClose={() => setAction(null)} />
    </AdminListPage>
  );
}
