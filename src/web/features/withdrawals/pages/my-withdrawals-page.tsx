import { Badge, Card, Group, Pagination, SimpleGrid, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
import { formatCc, dayFormat } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { RequireAuth } from "../../../components/require-auth";
import type { User } from "../../../lib/session/user";
import { useMyWithdrawals } from "../api/list-my-withdrawals";
import { WithdrawalForm } from "../components/withdrawal-form";
import { WITHDRAWAL_STATUS_COLOR } from "../../../lib/statuses";

const PAGE_SIZE = 20;

function Balance({ label, value, hint, testId }: { label: string; value: string; hint: string; testId: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Text size="sm" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Card>
  );
}

function History() {
  const { t } = useTranslation("withdrawals");
  const lang = currentLanguage();
  const [page, setPage] = useState(1);
  const list = useMyWithdrawals(page, PAGE_SIZE);
  if (list.isPending) return <Skeleton height={160} radius="md" />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.total === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="withdrawals-empty">
        {t("empty")}
      </Text>
    );
  }
  const date = dayFormat(lang);
  return (
    <>
      <Table.ScrollContainer minWidth={600}>
        <Table striped verticalSpacing="xs" data-testid="withdrawals-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("table.date")}</Table.Th>
              <Table.Th ta="right">{t("table.amount")}</Table.Th>
              <Table.Th>{t("table.method")}</Table.Th>
              <Table.Th>{t("table.status")}</Table.Th>
              <Table.Th>{t("table.processed")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.items.map((w) => (
              <Table.Tr key={w.id} data-testid={`withdrawal-row-${w.id}`}>
                <Table.Td>{date.format(new Date(w.created_at))}</Table.Td>
                <Table.Td ta="right">{t("ccAmount", { amount: formatCc(w.amount, lang) })}</Table.Td>
                <Table.Td>{t(`methods.${w.method}`)}</Table.Td>
                <Table.Td>
                  <Badge color={WITHDRAWAL_STATUS_COLOR[w.status]} variant="light">
                    {t(`status.${w.status}`)}
                  </Badge>
                  {w.admin_note ? (
                    <Text size="xs" c="dimmed">
                      {w.admin_note}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{w.processed_at ? date.format(new Date(w.processed_at)) : "—"}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.data.total > PAGE_SIZE ? (
        <Group justify="center" mt="md">
          <Pagination total={Math.ceil(list.data.total / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      ) : null}
    </>
  );
}

function MyWithdrawals({ user }: { user: User }) {
  const { t } = useTranslation("withdrawals");
  const lang = currentLanguage();
  const cc = (n: number) => t("ccAmount", { amount: formatCc(n, lang) });
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Balance
          label={t("balances.cash")}
          value={cc(user.cash_cc_balance)}
          hint={t("balances.cashHint")}
          testId="withdrawals-cash-balance"
        />
        <Balance
          label={t("balances.cc")}
          value={cc(user.cc_balance)}
          hint={t("balances.ccHint")}
          testId="withdrawals-cc-balance"
        />
      </SimpleGrid>
      <Stack gap="sm" component="section">
        <Title order={2} size="h3">
          {t("form.title")}
        </Title>
        <WithdrawalForm available={user.cash_cc_balance} />
      </Stack>
      <Stack gap="sm" component="section">
        <Title order={2} size="h3">
          {t("history")}
        </Title>
        <History />
      </Stack>
    </Stack>
  );
}

/** /me/withdrawals: withdrawable CC apart from other CC, a request form and the history. */
export function MyWithdrawalsPage() {
  const { t } = useTranslation("withdrawals");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <RequireAuth>{(user) => <MyWithdrawals user={user} />}</RequireAuth>
    </>
  );
}
