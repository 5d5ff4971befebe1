import { Anchor, Code, Image, Text } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TOPUP_STATUSES } from "../../../../shared/api/deals-statuses";
import { CellNote, decisionColumn, NameCell } from "../../../components/admin-cells";
import { AdminListPage, useStatusList } from "../../../components/admin-list-page";
import type { AdminColumn } from "../../../components/admin-table";
import { formatCc, dateTimeFormat, usdExact } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { TopupStatusBadge } from "../../../components/topup-status";
import { proofUrl, useAdminTopups, type AdminTopup } from "../api/admin-topups";
import { SettleTopupDialog, type TopupAction } from "../components/settle-topup-dialog";

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
  const { list } = useStatusList(
    TOPUP_STATUSES,
    {
      fallback: "all",
      label: t("statusFilter"),
      allLabel: t("all"),
      statusLabel: (s) => tt(`status.${s}`),
      allFirst: true,
      testId: "admin-topups-status",
    },
    useAdminTopups,
  );
  const [action, setAction] = useState<TopupAction | null>(null);
  const date = dateTimeFormat(lang);
  const usd = (n: number) => usdExact(n, lang);

  const columns: AdminColumn<AdminTopup>[] = [
    { key: "date", header: t("columns.date"), nowrap: true, cell: (r) => date.format(new Date(r.created_at)) },
    {
      key: "user",
      header: t("columns.user"),
      cell: (r) => (
        <NameCell name={r.payer_name} detail={r.user_id === null ? t("deletedAccount") : r.email}>
          <CellNote wrap>{r.note}</CellNote>
        </NameCell>
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
    decisionColumn({
      t,
      approve: "confirm",
      onDecide: (r, approve) => setAction({ topup: r, outcome: approve ? "confirm" : "reject" }),
      testId: "admin-topup",
    }),
  ];

  return (
    <AdminListPage
      {...list}
      t={t}
      columns={columns}
      rowProps={(r) => ({ "data-testid": `admin-topup-row-${r.id}` })}
      testId="admin-topups"
      total={(n) => t("total", { count: n })}
      minWidth={980}
    >
      <SettleTopupDialog action={action} onClose={() => setAction(null)} />
    </AdminListPage>
  );
}
