import { Anchor, Badge, SegmentedControl, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DecisionButtons } from "../../../components/decision-buttons";
import { PageHeader } from "../../../components/page-header";
import { PagedList, useListPaging } from "../../../components/paged-list";
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
  const { page, setPage, resetting } = useListPaging();
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
          onChange={resetting((v: string) => setStatus(v as SnsStatus | "all"))}
          data={[
            ...SNS_STATUSES.map((s) => ({ value: s, label: sns(`status.${s}`) })),
            { value: "all", label: t("all") },
          ]}
          w="fit-content"
          data-testid="admin-sns-status"
        />
        <PagedList
          query={list}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={setPage}
          empty={t("empty")}
          emptyTestId="admin-sns-empty"
          skeleton={{ height: 300 }}
        >
          {(data) => (
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
                  {data.items.map((s) => (
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
                          <DecisionButtons
                            approveLabel={t("approve.button")}
                            rejectLabel={t("reject.button")}
                            onApprove={() => setAction({ submission: s, approved: true })}
                            onReject={() => setAction({ submission: s, approved: false })}
                            approveTestId={`admin-sns-approve-${s.id}`}
                            rejectTestId={`admin-sns-reject-${s.id}`}
                          />
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </PagedList>
      </Stack>
      <VerifyDialog action={action} onClose={() => setAction(null)} />
    </>
  );
}
