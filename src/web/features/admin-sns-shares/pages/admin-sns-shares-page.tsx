import { Anchor, Badge, Text } from "@mantine/core";
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
import { SNS_STATUSES, SNS_STATUS_COLOR } from "../../../lib/statuses";
import { useAdminSnsSubmissions, type AdminSnsSubmission } from "../api/admin-sns";
import { VerifyDialog, type VerifyAction } from "../components/verify-dialog";
import { dateTimeFormat } from "../../../lib/date-format";

const PAGE_SIZE = 20;

/** /admin/sns: SNS share submissions, filtered by status, approved or rejected in a dialog. */
export function AdminSnsSharesPage() {
  const { t } = useTranslation("admin-sns");
  const { t: sns } = useTranslation("sns");
  const lang = currentLanguage();
  const { statusParam, filter } = useStatusFilter(SNS_STATUSES, {
    fallback: "pending",
    label: t("statusFilter"),
    allLabel: t("all"),
    statusLabel: (s) => sns(`status.${s}`),
    testId: "admin-sns-status",
  });
  const paging = useListPaging();
  const [action, setAction] = useState<VerifyAction | null>(null);
  const list = useAdminSnsSubmissions({
    status: statusParam,
    page: paging.page,
    pageSize: PAGE_SIZE,
  });
  const date = dateTimeFormat(lang);

  const columns: AdminColumn<AdminSnsSubmission>[] = [
    { key: "date", header: t("columns.date"), nowrap: true, cell: (s) => date.format(new Date(s.created_at)) },
    {
      key: "user",
      header: t("columns.user"),
      cell: (s) => (
        <>
          <Text size="sm" fw={600}>
            {s.user_name}
          </Text>
          <Text size="xs" c="dimmed">
            {s.user_email}
          </Text>
        </>
      ),
    },
    { key: "platform", header: t("columns.platform"), cell: (s) => sns(`platforms.${s.platform}`) },
    {
      key: "url",
      header: t("columns.url"),
      maxWidth: 300,
      cell: (s) => (
        <>
          <Anchor
            href={s.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            size="sm"
            lineClamp={1}
            title={s.url}
            style={{ overflowWrap: "anywhere" }}
          >
            {s.url}
          </Anchor>
          {s.admin_note ? (
            <Text size="xs" c="dimmed">
              {s.admin_note}
            </Text>
          ) : null}
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
    {
      key: "actions",
      header: t("columns.actions"),
      actions: true,
      cell: (s) =>
        s.status === "pending" ? (
          <DecisionButtons
            approveLabel={t("approve.button")}
            rejectLabel={t("reject.button")}
            onApprove={() => setAction({ submission: s, approved: true })}
            onReject={() => setAction({ submission: s, approved: false })}
            approveTestId={`admin-sns-approve-${s.id}`}
            rejectTestId={`admin-sns-reject-${s.id}`}
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
        rowKey={(s) => s.id}
        rowProps={(s) => ({ "data-testid": `admin-sns-row-${s.id}` })}
        testId="admin-sns"
        empty={t("empty")}
        minWidth={900}
      />
      <VerifyDialog action={action} onClose={() => setAction(null)} />
    </>
  );
}
