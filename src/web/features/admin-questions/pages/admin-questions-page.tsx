import { Anchor, Badge, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { QUESTION_STATUSES } from "../../../../shared/api/constants";
import { AdminListPage, useStatusList } from "../../../components/admin-list-page";
import type { AdminColumn } from "../../../components/admin-table";
import { carTitle } from "../../../lib/car-format";
import { dateTimeFormat } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { type AdminQuestionItem, useAdminQuestions } from "../api/admin-questions";
import { paths } from "../../../config/paths";

/** /admin/questions: buyers' questions about cars, open ones (the buyer wrote last) first. */
export function AdminQuestionsPage() {
  const { t } = useTranslation("questions", { keyPrefix: "admin" });
  const lang = currentLanguage();
  const { list } = useStatusList(
    QUESTION_STATUSES,
    {
      fallback: "open",
      label: t("statusFilter"),
      allLabel: t("all"),
      statusLabel: (s) => t(`status.${s}`),
      testId: "admin-questions-status",
    },
    useAdminQuestions,
  );
  const date = dateTimeFormat(lang);
  const columns: AdminColumn<AdminQuestionItem>[] = [
    {
      key: "car",
      header: t("columns.car"),
      maxWidth: 260,
      cell: (r) => (
        <Anchor component={Link} to={paths.admin.question(r.id)} fw={600} size="sm" data-testid="admin-question-open">
          {carTitle(r.car, lang)}
        </Anchor>
      ),
    },
    { key: "buyer", header: t("columns.buyer"), cell: (r) => r.email },
    {
      key: "last",
      header: t("columns.last"),
      maxWidth: 360,
      cell: (r) => (
        <Text size="sm" lineClamp={2} style={{ overflowWrap: "anywhere" }}>
          {r.last_message.body}
        </Text>
      ),
    },
    {
      key: "status",
      header: t("columns.status"),
      nowrap: true,
      cell: (r) => (
        <Badge color={r.status === "open" ? "orange" : "teal"} variant="light">
          {t(`status.${r.status}`)}
        </Badge>
      ),
    },
    { key: "at", header: t("columns.at"), nowrap: true, cell: (r) => date.format(r.last_message.at) },
  ];
  return (
    <AdminListPage
      {...list}
      t={t}
      columns={columns}
      rowProps={(r) => ({ "data-testid": "admin-question-row", "data-status": r.status })}
      testId="admin-questions"
      total={(total) => t("total", { count: total })}
      minWidth={820}
    />
  );
}
