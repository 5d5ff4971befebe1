import { Alert, Card, Code, Group, Pagination, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconBuildingBank } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
import { formatCc } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { RequireAuth } from "../../../components/require-auth";
import type { User } from "../../../lib/session/user";
import { useMyTopups, type Topup } from "../api/topups";
import { ProofUpload } from "../components/proof-upload";
import { TopupForm } from "../components/topup-form";
import { TopupStatusBadge } from "../../../components/topup-status";

const PAGE_SIZE = 10;

/** What to transfer where, with the reference, right after the request. */
function TransferInstructions({ topup }: { topup: Topup }) {
  const { t } = useTranslation("topups");
  const lang = currentLanguage();
  const usd = new Intl.NumberFormat(lang, { style: "currency", currency: "USD" }).format(topup.amount_usd);
  return (
    <Alert
      color="blue"
      icon={<IconBuildingBank aria-hidden />}
      title={t("instructions.title")}
      data-testid="topup-instructions"
    >
      <Stack gap="xs">
        <Text size="sm">{t("instructions.amount", { usd, amount: formatCc(topup.amount_cc, lang) })}</Text>
        <Text size="sm" fw={600}>
          {t("instructions.reference")}{" "}
          <Code fz="md" data-testid="topup-reference">
            {topup.reference}
          </Code>
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }} data-testid="topup-bank-details">
          {topup.bank_details}
        </Text>
        <Text size="sm">{t("instructions.slip")}</Text>
        <ProofUpload topup={topup} />
      </Stack>
    </Alert>
  );
}

function History() {
  const { t } = useTranslation("topups");
  const lang = currentLanguage();
  const [page, setPage] = useState(1);
  const list = useMyTopups(page, PAGE_SIZE);
  if (list.isPending) return <Skeleton height={160} radius="md" />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.total === 0)
    return (
      <Text c="dimmed" size="sm" data-testid="topups-empty">
        {t("empty")}
      </Text>
    );
  const date = new Intl.DateTimeFormat(lang, { dateStyle: "medium" });
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
                  {formatCc(topup.confirmed_amount_cc ?? topup.amount_cc, lang)} CC
                </Table.Td>
                <Table.Td>
                  <TopupStatusBadge status={topup.status} />
                  {topup.reject_reason ? (
                    <Text size="xs" c="dimmed">
                      {topup.reject_reason}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {topup.status === "pending" ? (
                    <ProofUpload topup={topup} />
                  ) : topup.has_proof ? (
                    t("proof.uploaded")
                  ) : (
                    "—"
                  )}
                </Table.Td>
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

function Content({ user }: { user: User }) {
  const { t } = useTranslation("topups");
  const lang = currentLanguage();
  const [created, setCreated] = useState<Topup | null>(null);
  // The instructions follow the list, so an uploaded slip shows at once.
  const list = useMyTopups(1, PAGE_SIZE);
  const current = created ? (list.data?.items.find((x) => x.id === created.id) ?? created) : null;
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="lg">
        <Text data-testid="topup-balance">{t("balance", { amount: formatCc(user.cc_balance, lang) })}</Text>
        <Card withBorder radius="md" padding="lg">
          <TopupForm defaultName={user.name} onCreated={setCreated} />
        </Card>
        {current ? <TransferInstructions topup={current} /> : null}
        <Title order={2} size="h3">
          {t("historyTitle")}
        </Title>
        <History />
      </Stack>
    </>
  );
}

/** /me/topups: ask for CC by bank transfer, see the bank details and reference, upload the slip. */
export function MyTopupsPage() {
  return <RequireAuth>{(user) => <Content user={user} />}</RequireAuth>;
}
