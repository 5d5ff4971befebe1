import { Card, Code, Group, Pagination, Skeleton, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryError } from "../../../components/query-error";
import { TopupStatusBadge } from "../../../components/topup-status";
import { useIsDesktop } from "../../../hooks/use-is-desktop";
import { dayFormat, formatCc } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { useMyTopups, type Topup } from "../api/topups";
import { ProofUpload } from "./proof-upload";

/** Also the page the top-up page reads to follow the request it just made. */
export const PAGE_SIZE = 10;

/** The buyer's top-ups: a table on a wide screen, one card each on a phone (status and slip in sight). */
export function TopupHistory() {
  const { t } = useTranslation("topups");
  const lang = currentLanguage();
  const [page, setPage] = useState(1);
  const list = useMyTopups(page, PAGE_SIZE);
  const isDesktop = useIsDesktop();
  if (list.isPending) return <Skeleton height={160} radius="md" />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.total === 0)
    return (
      <Text c="dimmed" size="sm" data-testid="topups-empty">
        {t("empty")}
      </Text>
    );
  const date = dayFormat(lang);
  const slip = (topup: Topup) =>
    topup.status === "pending" ? <ProofUpload topup={topup} /> : topup.has_proof ? t("proof.uploaded") : "—";
  const amount = (topup: Topup) => `${formatCc(topup.confirmed_amount_cc ?? topup.amount_cc, lang)} CC`;
  const status = (topup: Topup) => (
    <>
      <TopupStatusBadge status={topup.status} />
      {topup.reject_reason ? (
        <Text size="xs" c="dimmed">
          {topup.reject_reason}
        </Text>
      ) : null}
    </>
  );
  const pages =
    list.data.total > PAGE_SIZE ? (
      <Group justify="center" mt="md">
        <Pagination total={Math.ceil(list.data.total / PAGE_SIZE)} value={page} onChange={setPage} />
      </Group>
    ) : null;
  if (!isDesktop) {
    return (
      <>
        <Stack gap="sm" data-testid="topups-cards">
          {list.data.items.map((topup) => (
            <Card key={topup.id} withBorder radius="md" padding="sm" data-testid={`topup-row-${topup.id}`}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Code>{topup.reference}</Code>
                  <Text size="xs" c="dimmed">
                    {date.format(new Date(topup.created_at))}
                  </Text>
                </Stack>
                <Text fw={600} style={{ whiteSpace: "nowrap" }}>
                  {amount(topup)}
                </Text>
              </Group>
              <Group justify="space-between" mt="xs" gap="xs" wrap="wrap">
                <div>{status(topup)}</div>
                <div>{slip(topup)}</div>
              </Group>
            </Card>
          ))}
        </Stack>
        {pages}
      </>
    );
  }
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing="xs" data-testid="topups-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("table.date")}</Table.Th>
              <Table.Th>{t("table.reference")}</Table.Th>
              <Table.Th ta="right">{t("table.amount")}</Table.Th>
              <Table.Th>{t("table.status")}</Table.Th>
              <Table.Th>{t("table.slip")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.items.map((topup) => (
              <Table.Tr key={topup.id} data-testid={`topup-row-${topup.id}`}>
                <Table.Td>{date.format(new Date(topup.created_at))}</Table.Td>
                <Table.Td>
                  <Code>{topup.reference}</Code>
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {amount(topup)}
                </Table.Td>
                <Table.Td>{status(topup)}</Table.Td>
                <Table.Td>{slip(topup)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages}
    </>
  );
}
