import { Badge, Group, Pagination, Skeleton, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryError } from "../../../components/query-error";
import { formatCc, dateTimeFormat } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { useCredits } from "../api/get-credits";

const PAGE_SIZE = 20;

/** The own CC ledger, newest first, page by page. */
export function CreditsHistory() {
  const { t } = useTranslation("account");
  const lang = currentLanguage();
  const [page, setPage] = useState(1);
  const credits = useCredits(page);

  if (credits.isPending) return <Skeleton height={160} radius="md" />;
  if (credits.isError) return <QueryError error={credits.error} onRetry={() => void credits.refetch()} />;
  const { entries, total } = credits.data;
  if (total === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="credits-empty">
        {t("credits.empty")}
      </Text>
    );
  }
  const dateFormat = dateTimeFormat(lang);

  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing="xs" data-testid="credits-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("credits.date")}</Table.Th>
              <Table.Th>{t("credits.kind")}</Table.Th>
              <Table.Th>{t("credits.account")}</Table.Th>
              <Table.Th ta="right">{t("credits.amount")}</Table.Th>
              <Table.Th ta="right">{t("credits.balanceAfter")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{dateFormat.format(new Date(e.created_at))}</Table.Td>
                <Table.Td>
                  {t(`credits.kinds.${e.kind}`, { defaultValue: e.kind })}
                  {e.note ? (
                    <Text size="xs" c="dimmed">
                      {e.note}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={e.account === "cc" ? "blue" : "teal"}>
                    {t(`credits.accounts.${e.account}`)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right" c={e.amount < 0 ? "red.8" : "green.8"} fw={600}>
                  {e.amount > 0 ? "+" : ""}
                  {formatCc(e.amount, lang)}
                </Table.Td>
                <Table.Td ta="right">{formatCc(e.balance_after, lang)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > PAGE_SIZE ? (
        <Group justify="center" mt="md">
          <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      ) : null}
    </>
  );
}
