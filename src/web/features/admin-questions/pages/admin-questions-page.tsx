import { Anchor, Badge, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { QUESTION_STATUSES } from "../../../../shared/api/constants";
import { AdminList } from "../../../components/admin-list";
import type { AdminColumn } from "../../../components/admin-table";
import { PageHeader } from "../../../components/page-header";
import { useListPaging } from "../../../components/paged-list";
import { useStatusFilter } from "../../../components/use-status-filter";
import { carTitle } from "../../../lib/car-format";
import { dateTimeFormat } from "../../../lib/date-format";
import { currentLanguage } from "../../../lib/i18n";
import { type AdminQuestionItem, useAdminQuestions } from "../api/admin-questions";
import { paths } from "../../../config/paths";

const PAGE_SIZE = 20;

/** /admin/questions: buyers' questions about cars, open ones (the buyer wrote last) first. */
export function AdminQuestionsPage() {
  const { t } = useTranslation("questions");
  const lang = currentLanguage();
  const paging = useListPaging();
  const { statusParam, filter } = useStatusFilter(QUESTION_STATUSES, {
    fallback: "open",
    label: t("admin.statusFilter"),
    allLabel: t("admin.all"),
    statusLabel: (s) => t(`admin.status.${s}`),
    testId: "admin-questions-status",
  });
  const list = useAdminQuestions({ status: statusParam, page: paging.page, pageSize: PAGE_SIZE });
  const date = dateTimeFormat(lang);
  const columns: AdminColumn<AdminQuestionItem>[] = [
    {
      key: "car",
      header: t("admin.columns.car"),
      maxWidth: 260,
      cell: (r) => (
        <Anchor component={Link} to={paths.admin.question(r.id)} fw={600} size="sm" data-testid="admin-question-open">
          {carTitle(r.car, lang)}
        </Anchor>
      ),
    },
    { key: "buyer", header: t("admin.columns.buyer"), cell: (r) => r.email },
    {
      key: "last",
      header: t("admin.columns.last"),
      maxWidth: 360,
      cell: (r) => (
        <Text size="sm" lineClamp={2} style={{ overflowWrap: "anywhere" }}>
          {r.last_message.body}
        </Text>
      ),
    },
    {
      key: "status",
      header: t("admin.columns.status"),
      nowrap: true,
      cell: (r) => (
        <Badge color={r.status === "open" ? "orange" : "teal"} variant="light">
          {t(`admin.status.${r.status}`)}
        </Badge>
      ),
    },
    { key: "at", header: t("admin.columns.at"), nowrap: true, cell: (r) => date.format(r.last_message.at) },
  ];
  return (
    <>
      <PageHeader title={t("admin.title")} description={t("admin.description")} />
      <AdminList
        query={list}
        paging={paging}
        pageSize={PAGE_SIZE}
        filter={filter}
        columns={columns}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ "data-testid": "admin-question-row", "data-status": r.status })}
        testId="admin-questions"
        empty={t("admin.empty")}
        total={(total) => t("admin.total", { count: total })}
        minWidth={820}
      />
    </>
  );
}
