import { Badge } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CellNote, decisionColumn, NameCell } from "../../../components/admin-cells";
import { AdminListPage, useStatusList } from "../../../components/admin-list-page";
import type { AdminColumn } from "../../../components/admin-table";
import { formatCc, dateTimeFormat } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { SNS_STATUSES, SNS_STATUS_COLOR } from "../../../lib/statuses";
import { useAdminSnsSubmissions, type AdminSnsSubmission } from "../api/admin-sns";
import { VerifyDialog, type VerifyAction } from "../components/verify-dialog";
import { SharedPostLink } from "../../../components/shared-post-link";

/** /admin/sns: SNS share submissions, filtered by status, approved or rejected in a dialog. */
export function AdminSnsSharesPage() {
  const { t } = useTranslation("admin-sns");
  const { t: sns } = useTranslation("sns");
  const lang = currentLanguage();
  const { list } = useStatusList(
    SNS_STATUSES,
    {
      fallback: "pending",
      label: t("statusFilter"),
      allLabel: t("all"),
      statusLabel: (s) => sns(`status.${s}`),
      testId: "admin-sns-status",
    },
    useAdminSnsSubmissions,
  );
  const [action, setAction] = useState<VerifyAction | null>(null);
  const date = dateTimeFormat(lang);

  const columns: AdminColumn<AdminSnsSubmission>[] = [
    { key: "date", header: t("columns.date"), nowrap: true, cell: (s) => date.format(new Date(s.created_at)) },
    {
      key: "user",
      header: t("columns.user"),
      cell: (s) => <NameCell name={s.user_name} detail={s.user_email} />,
    },
    { key: "platform", header: t("columns.platform"), cell: (s) => sns(`platforms.${s.platform}`) },
    {
      key: "url",
      header: t("columns.url"),
      maxWidth: 300,
      cell: (s) => (
        <>
          <SharedPostLink url={s.url} />
          <CellNote>{s.admin_note}</CellNote>
        </>
      ),
    },
    {
      key: "status",
      header: t("columns.status"),
      nowrap: true,
      cell: (s) => (
        <Badge color={SNS_STATUS_COLOR[s.status]} variant="light" maw="none">
          {sns(`status.${s.status}`)}
        </Badge>
      ),
    },
    {
      key: "reward",
      header: t("columns.reward"),
      align: "right",
      nowrap: true,
      cell: (s) => (s.reward_cc !== null ? `${formatCc(s.reward_cc, lang)} CC` : "—"),
    },
    decisionColumn({
      t,
      approve: "approve",
      onDecide: (s, approved) => setAction({ submission: s, approved }),
      testId: "admin-sns",
    }),
  ];

  return (
    <AdminListPage
      {...list}
      t={t}
      columns={columns}
      rowProps={(s) => ({ "data-testid": `admin-sns-row-${s.id}` })}
      testId="admin-sns"
      minWidth={900}
    >
      <VerifyDialog action={action} onClose={() => setAction(null)} />
    </AdminListPage>
  );
}
