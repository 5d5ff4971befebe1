import { Anchor, Code, Image, Text } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TOPUP_STATUSES } from "../../../../shared/api/deals-statuses";
import { AdminList } from "../../../components/admin-list";
import type { AdminColumn } from "../../../components/admin-table";
import { DecisionButtons } from "../../../components/decision-buttons";
import { PageHeader } from "../../../components/page-header";
import { useStatusFilter } from "../../../components/use-status-filter";
import { useListPaging } from "../../../components/paged-list";
import { formatCc } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { TopupStatusBadge } from "../../../components/topup-status";
import { proofUrl, useAdminTopups, type AdminTopup } from "../api/admin-topups";
import { SettleTopupDialog, type TopupAction } from "../components/settle-topup-dialog";
import { dateTimeFormat } from "../../../lib/date-format";

const PAGE_SIZE = 20;

function Slip({ topup }: { topup: AdminTopup }) {
  const { t } = useTranslation("admin-topups");
  if (!topup.has_proof)
    return (
      <Text size="xs" c="dimmed">
        {t("noSlip")}
      </Text>
    );
  if (topup.proof_type === "application/pdf")
    return (
      <Anchor
        href={proofUrl(topup.id)}
        target="_blank"
        rel="noopener"
        size="sm"
        data-testid={`admin-topup-slip-${topup.id}`}
      >
        <IconFileTypePdf size={16} aria-hidden /> {t("slipPdf")}
      </Anchor>
    );
  return (
    <Anchor href={proofUrl(topup.id)} target="_blank" rel="noopener">
      <Image
        src={proofUrl(topup.id)}
        alt={t("slipAlt", { reference: topup.reference })}
        h={72}
        w={96}
        fit="cover"
        radius="sm"
        data-testid={`admin-topup-slip-${topup.id}`}
      />
    </Anchor>
  );
}

/** /admin/topups: bank-transfer top-ups, pending first, with the slip; confirm or reject. */
export function AdminTopupsPage() {
  const { t } = useTranslation("admin-topups");
  const { t: tt } = useTranslation("topups");
  const lang = currentLanguage();
  const { statusParam, filter } = useStatusFilter(TOPUP_STATUSES, {
    fallback: "all",
    label: t("statusFilter"),
    allLabel: t("all"),
    statusLabel: (s) => tt(`status.${s}`),
    allFirst: true,
    testId: "admin-topups-status",
  });
  const paging = useListPaging();
  const [action, setAction] = useState<TopupAction | null>(null);
  const list = useAdminTopups({ status: statusParam, page: paging.page, pageSize: PAGE_SIZE });
  const date = dateTimeFormat(lang);
  const usd = (n: number) => new Intl.NumberFormat(lang, { style: "currency", currency: "USD" }).format(n);

  const columns: AdminColumn<AdminTopup>[] = [
    { key: "date", header: t("columns.date"), nowrap: true, cell: (r) => date.format(new Date(r.created_at)) },
    {
      key: "user",
      header: t("columns.user"),
      cell: (r) => (
        <>
          <Text size="sm" fw={600}>
            {r.payer_name}
          </Text>
          <Text size="xs" c="dimmed">
            {r.user_id === null ? t("deletedAccount") : r.email}
          </Text>
          {r.note ? (
            <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {r.note}
            </Text>
          ) : null}
        </>
      ),
    },
    { key: "reference", header: t("columns.reference"), cell: (r) => <Code>{r.reference}</Code> },
    {
      key: "amount",
      header: t("columns.amount"),
      align: "right",
      nowrap: true,
      cell: (r) => (
        <>
          <Text size="sm" fw={600}>
            {formatCc(r.amount_cc, lang)} CC
          </Text>
          <Text size="xs" c="dimmed">
            {usd(r.amount_usd)}
          </Text>
          {r.confirmed_amount_cc !== null && r.confirmed_amount_cc !== r.amount_cc ? (
            <Text size="xs" c="green.8">
              {t("credited", { amount: formatCc(r.confirmed_amount_cc, lang) })}
            </Text>
          ) : null}
        </>
      ),
    },
    { key: "slip", header: t("columns.slip"), cell: (r) => <Slip topup={r} /> },
    {
      key: "status",
      header: t("columns.status"),
      nowrap: true,
      cell: (r) => (
        <>
          <TopupStatusBadge status={r.status} />
          {r.reject_reason ? (
            <Text size="xs" c="dimmed" style={{ whiteSpace: "normal" }}>
              {r.reject_reason}
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
            approveLabel={t("confirm.button")}
            rejectLabel={t("reject.button")}
            onApprove={() => setAction({ topup: r, outcome: "confirm" })}
            onReject={() => setAction({ topup: r, outcome: "reject" })}
            approveTestId={`admin-topup-confirm-${r.id}`}
            rejectTestId={`admin-topup-reject-${r.id}`}
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
        rowProps={(r) => ({ "data-testid": `admin-topup-row-${r.id}` })}
        testId="admin-topups"
        empty={t("empty")}
        total={(n) => t("total", { count: n })}
        minWidth={980}
      />
      <SettleTopupDialog action={action} onClose={() => setAction(null)} />
    </>
  );
}
