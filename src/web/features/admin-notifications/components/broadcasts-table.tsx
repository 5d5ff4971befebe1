import { Badge, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AdminTable, type AdminColumn } from "../../../components/admin-table";
import { PagedList } from "../../../components/paged-list";
import { currentLanguage } from "../../../lib/i18n";
import { useBroadcasts, type Broadcast } from "../api/list-broadcasts";
import { dateTimeFormat } from "../../../lib/format";

const PAGE_SIZE = 10;

/** Messages sent to all users, with how far each has got. */
export function BroadcastsTable() {
  const { t } = useTranslation("admin-notifications");
  const [page, setPage] = useState(1);
  const broadcasts = useBroadcasts(page, PAGE_SIZE);
  const date = dateTimeFormat(currentLanguage());
  const columns: AdminColumn<Broadcast>[] = [
    { key: "date", header: t("history.date"), cell: (b) => date.format(new Date(b.created_at)) },
    {
      key: "title",
      header: t("history.title"),
      maxWidth: 360,
      cell: (b) => (
        <>
          <Text size="sm" fw={600} lineClamp={1}>
            {b.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {b.message}
          </Text>
        </>
      ),
    },
    { key: "recipients", header: t("history.recipients"), cell: (b) => b.recipients },
    {
      key: "status",
      header: t("history.status"),
      cell: (b) =>
        b.finished_at ? (
          <Badge color="green" variant="light">
            {t("history.done", { count: b.created })}
          </Badge>
        ) : (
          <Badge color="blue" variant="light">
            {t("history.sending", { created: b.created, total: b.recipients })}
          </Badge>
        ),
    },
  ];

  return (
    <PagedList
      query={broadcasts}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      empty={t("history.empty")}
      emptyTestId="admin-broadcasts-empty"
      emptySize="sm"
      skeleton={{ height: 160, radius: "md" }}
      paginationSize="sm"
      paginationMt="sm"
    >
      {(data) => (
        <AdminTable
          rows={data.items}
          columns={columns}
          rowKey={(b) => b.id}
          testId="admin-broadcasts-table"
          minWidth={640}
        />
      )}
    </PagedList>
  );
}
