import { Badge, SegmentedControl, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DecisionButtons } from "../../../components/decision-buttons";
import { PageHeader } from "../../../components/page-header";
import { PagedList, useListPaging } from "../../../components/paged-list";
import { formatCc } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import {
  WITHDRAWAL_STATUS_COLOR,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from "../../withdrawals/types/withdrawal";
import { useAdminWithdrawals } from "../api/admin-withdrawals";
import { SettleDialog, type SettleAction } from "../components/settle-dialog";

const PAGE_SIZE = 20;

/** /admin/withdrawals: requests by status; mark paid or reject (the amount goes back). */
export function AdminWithdrawalsPage() {
  const { t } = useTranslation("admin-withdrawals");
  const { t: w } = useTranslation("withdrawals");
  const lang = currentLanguage();
  const [status, setStatus] = useState<WithdrawalStatus | "all">("pending");
  const { page, setPage, resetting } = useListPaging();
  const [action, setAction] = useState<SettleAction | null>(null);
  const list = useAdminWithdrawals({ status: status === "all" ? null : status, page, pageSize: PAGE_SIZE });
  const date = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
  const cc = (n: number) => `${formatCc(n, lang)} CC`;

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="md">
        <SegmentedControl
          aria-label={t("statusFilter")}
          value={status}
          onChange={resetting((v: string) => setStatus(v as WithdrawalStatus | "all"))}
          data={[
            ...WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: w(`status.${s}`) })),
            { value: "all", label: t("all") },
          ]}
          w="fit-content"
          data-testid="admin-withdrawals-status"
        />
        <PagedList
          query={list}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={setPage}
          empty={t("empty")}
          emptyTestId="admin-withdrawals-empty"
          skeleton={{ height: 300 }}
        >
          {(data) => (
            <Table.ScrollContainer minWidth={960}>
              <Table striped verticalSpacing="xs" data-testid="admin-withdrawals-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("columns.date")}</Table.Th>
                    <Table.Th>{t("columns.user")}</Table.Th>
                    <Table.Th ta="right">{t("columns.amount")}</Table.Th>
                    <Table.Th>{t("columns.method")}</Table.Th>
                    <Table.Th>{t("columns.details")}</Table.Th>
                    <Table.Th>{t("columns.status")}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((r) => (
                    <Table.Tr key={r.id} data-testid={`admin-withdrawal-row-${r.id}`}>
                      <Table.Td>{date.format(new Date(r.created_at))}</Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {r.user_name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {r.user_email} · {t("balance", { amount: cc(r.user_cash_cc_balance) })}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right" fw={600}>
                        {cc(r.amount)}
                      </Table.Td>
                      <Table.Td>{w(`methods.${r.method}`)}</Table.Td>
                      <Table.Td maw={260}>
                        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                          {r.account_details}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge color={WITHDRAWAL_STATUS_COLOR[r.status]} variant="light">
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
                      </Table.Td>
                      <Table.Td>
                        {r.status === "pending" ? (
                          <DecisionButtons
                            approveLabel={t("paid.button")}
                            rejectLabel={t("reject.button")}
                            onApprove={() => setAction({ withdrawal: r, outcome: "paid" })}
                            onReject={() => setAction({ withdrawal: r, outcome: "reject" })}
                            approveTestId={`admin-withdrawal-paid-${r.id}`}
                            rejectTestId={`admin-withdrawal-reject-${r.id}`}
                          />
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </PagedList>
      </Stack>
      <SettleDialog action={action} onClose={() => setAction(null)} />
    </>
  );
}
