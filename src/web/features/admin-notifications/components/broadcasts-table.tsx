import { Badge, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PagedList } from "../../../components/paged-list";
import { currentLanguage } from "../../../lib/i18n";
import { useBroadcasts } from "../api/list-broadcasts";
import { dateTimeFormat } from "../../../lib/date-format";

const PAGE_SIZE = 10;

/** Messages sent to all users, with how far each has got. */
export function BroadcastsTable() {
  const { t } = useTranslation("admin-notifications");
  const [page, setPage] = useState(1);
  const broadcasts = useBroadcasts(page, PAGE_SIZE);
  const date = dateTimeFormat(currentLanguage());

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
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs" data-testid="admin-broadcasts-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("history.date")}</Table.Th>
                <Table.Th>{t("history.title")}</Table.Th>
                <Table.Th>{t("history.recipients")}</Table.Th>
                <Table.Th>{t("history.status")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((b) => (
                <Table.Tr key={b.id}>
                  <Table.Td>{date.format(new Date(b.created_at))}</Table.Td>
                  <Table.Td maw={360}>
                    <Text size="sm" fw={600} lineClamp={1}>
                      {b.title}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {b.message}
                    </Text>
                  </Table.Td>
                  <Table.Td>{b.recipients}</Table.Td>
                  <Table.Td>
                    {b.finished_at ? (
                      <Badge color="green" variant="light">
                        {t("history.done", { count: b.created })}
                      </Badge>
                    ) : (
                      <Badge color="blue" variant="light">
                        {t("history.sending", { created: b.created, total: b.recipients })}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </PagedList>
  );
}
