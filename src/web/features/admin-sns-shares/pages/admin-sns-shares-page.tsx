import {
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
import { formatCc } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { SNS_STATUSES, STATUS_COLOR, type SnsStatus } from "../../sns/types/sns";
import { useAdminSnsSubmissions } from "../api/admin-sns";
import { VerifyDialog, type VerifyAction } from "../components/verify-dialog";

const PAGE_SIZE = 20;

/** /admin/sns: SNS share submissions, filtered by status, approved or rejected in a dialog. */
export function AdminSnsSharesPage() {
  const { t } = useTranslation("admin-sns");
  const { t: sns } = useTranslation("sns");
  const lang = currentLanguage();
  const [status, setStatus] = useState<SnsStatus | "all">("pending");
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<VerifyAction | null>(null);
  const list = useAdminSnsSubmissions({ status: status === "all" ? null : status, page, pageSize: PAGE_SIZE });
  const date = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="md">
        <SegmentedControl
          aria-label={t("statusFilter")}
          value={status}
          onChange={(v) => {
            setStatus(v as SnsStatus | "all");
            setPage(1);
          }}
          data={[
            ...SNS_STATUSES.map((s) => ({ value: s, label: sns(`status.${s}`) })),
            { value: "all", label: t("all") },
          ]}
          w="fit-content"
          data-testid="admin-sns-status"
        />
        {list.isPending ? (
          <Skeleton height={300} />
        ) : list.isError ? (
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <Text c="dimmed" data-testid="admin-sns-empty">
            {t("empty")}
          </Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={900}>
              <Table striped verticalSpacing="xs" data-testid="admin-sns-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("columns.date")}</Table.Th>
                    <Table.Th>{t("columns.user")}</Table.Th>
                    <Table.Th>{t("columns.platform")}</Table.Th>
                    <Table.Th>{t("columns.url")}</Table.Th>
                    <Table.Th>{t("columns.status")}</Table.Th>
                    <Table.Th ta="right">{t("columns.reward")}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.map((s) => (
                    <Table.Tr key={s.id} data-testid={`admin-sns-row-${s.id}`}>
                      <Table.Td>{date.format(new Date(s.created_at))}</Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {s.user_name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {s.user_email}
                        </Text>
                      </Table.Td>
                      <Table.Td>{sns(`platforms.${s.platform}`)}</Table.Td>
                      <Table.Td maw={300}>
                        <Anchor
                          href={s.url}
                          target="_blank"
                          rel="noopener noreferrer nofollow"
                          size="sm"
                          lineClamp={1}
                          style={{ overflowWrap: "anywhere" }}
                        >
                          {s.url}
                        </Anchor>
                        {s.admin_note ? (
                          <Text size="xs" c="dimmed">
                            {s.admin_note}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLOR[s.status]} variant="light">
                          {sns(`status.${s.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td ta="right">{s.reward_cc !== null ? `${formatCc(s.reward_cc, lang)} CC` : "—"}</Table.Td>
                      <Table.Td>
                        {s.status === "pending" ? (
                          <Group gap={6} wrap="nowrap">
                            <Button
                              size="xs"
                              color="green"
                              variant="light"
                              leftSection={<IconCheck size={14} aria-hidden />}
                              onClick={() => setAction({ submission: s, approved: true })}
                              data-testid={`admin-sns-approve-${s.id}`}
                            >
                              {t("approve.button")}
                            </Button>
                            <Button
                              size="xs"
                              color="red"
                              variant="light"
                              leftSection={<IconX size={14} aria-hidden />}
                              onClick={() => setAction({ submission: s, approved: false })}
                              data-testid={`admin-sns-reject-${s.id}`}
                            >
                              {t("reject.button")}
                            </Button>
                          </Group>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {list.data.total > PAGE_SIZE ? (
              <Group justify="center">
                <Pagination total={Math.ceil(list.data.total / PAGE_SIZE)} value={page} onChange={setPage} />
              </Group>
            ) : null}
          </>
        )}
      </Stack>
      <VerifyDialog action={action} onClose={() => setAction(null)} />
    </>
  );
}
