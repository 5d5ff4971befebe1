import { Anchor, Code, Image, SegmentedControl, Stack, Table, Text } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { TOPUP_STATUSES, type TopupStatus } from "../../../../shared/api/deals-statuses";
import { DecisionButtons } from "../../../components/decision-buttons";
import { PageHeader } from "../../../components/page-header";
import { PagedList, useListPaging } from "../../../components/paged-list";
import { formatCc } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { TopupStatusBadge } from "../../../components/topup-status";
import { proofUrl, useAdminTopups, type AdminTopup } from "../api/admin-topups";
import { SettleTopupDialog, type TopupAction } from "../components/settle-topup-dialog";

const PAGE_SIZE = 20;

function Slip({ topup }: { topup: AdminTopup }) {
  const { t } = useTranslation("admin-topups");
  if (!topup.has_proof)
    return (
      <Text size="xs" c="dimmed">
        {t("noSlip")}
      </Text>
    );
  if (topup.proof_type === "application/pdf")
    return (
      <Anchor
        href={proofUrl(topup.id)}
        target="_blank"
        rel="noopener"
        size="sm"
        data-testid={`admin-topup-slip-${topup.id}`}
      >
        <IconFileTypePdf size={16} aria-hidden /> {t("slipPdf")}
      </Anchor>
    );
  return (
    <Anchor href={proofUrl(topup.id)} target="_blank" rel="noopener">
      <Image
        src={proofUrl(topup.id)}
        alt={t("slipAlt", { reference: topup.reference })}
        h={72}
        w={96}
        fit="cover"
        radius="sm"
        data-testid={`admin-topup-slip-${topup.id}`}
      />
    </Anchor>
  );
}

/** /admin/topups: bank-transfer top-ups, pending first, with the slip; confirm or reject. */
export function AdminTopupsPage() {
  const { t } = useTranslation("admin-topups");
  const { t: tt } = useTranslation("topups");
  const lang = currentLanguage();
  const [params] = useSearchParams();
  const initial = params.get("status");
  const [status, setStatus] = useState<TopupStatus | "all">(
    (TOPUP_STATUSES as readonly string[]).includes(initial ?? "") ? (initial as TopupStatus) : "all",
  );
  const { page, setPage, resetting } = useListPaging();
  const [action, setAction] = useState<TopupAction | null>(null);
  const list = useAdminTopups({ status: status === "all" ? null : status, page, pageSize: PAGE_SIZE });
  const date = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
  const usd = (n: number) => new Intl.NumberFormat(lang, { style: "currency", currency: "USD" }).format(n);

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="md">
        <SegmentedControl
          aria-label={t("statusFilter")}
          value={status}
          onChange={resetting((v: string) => setStatus(v as TopupStatus | "all"))}
          data={[
            { value: "all", label: t("all") },
            ...TOPUP_STATUSES.map((s) => ({ value: s, label: tt(`status.${s}`) })),
          ]}
          w="fit-content"
          data-testid="admin-topups-status"
        />
        <PagedList
          query={list}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={setPage}
          empty={t("empty")}
          emptyTestId="admin-topups-empty"
          total={(n) => t("total", { count: n })}
          skeleton={{ height: 300 }}
        >
          {(data) => (
            <Table.ScrollContainer minWidth={980}>
              <Table striped verticalSpacing="xs" data-testid="admin-topups-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("columns.date")}</Table.Th>
                    <Table.Th>{t("columns.user")}</Table.Th>
                    <Table.Th>{t("columns.reference")}</Table.Th>
                    <Table.Th ta="right">{t("columns.amount")}</Table.Th>
                    <Table.Th>{t("columns.slip")}</Table.Th>
                    <Table.Th>{t("columns.status")}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((r) => (
                    <Table.Tr key={r.id} data-testid={`admin-topup-row-${r.id}`}>
                      <Table.Td>{date.format(new Date(r.created_at))}</Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {r.payer_name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {r.email}
                        </Text>
                        {r.note ? (
                          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                            {r.note}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Code>{r.reference}</Code>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text size="sm" fw={600}>
                          {formatCc(r.amount_cc, lang)} CC
                        </Text>
                        <Text size="xs" c="dimmed">
                          {usd(r.amount_usd)}
                        </Text>
                        {r.confirmed_amount_cc !== null && r.confirmed_amount_cc !== r.amount_cc ? (
                          <Text size="xs" c="green.8">
                            {t("credited", { amount: formatCc(r.confirmed_amount_cc, lang) })}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Slip topup={r} />
                      </Table.Td>
                      <Table.Td miw={120}>
                        <TopupStatusBadge status={r.status} />
                        {r.reject_reason ? (
                          <Text size="xs" c="dimmed">
                            {r.reject_reason}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        {r.status === "pending" ? (
                          <DecisionButtons
                            approveLabel={t("confirm.button")}
                            rejectLabel={t("reject.button")}
                            onApprove={() => setAction({ topup: r, outcome: "confirm" })}
                            onReject={() => setAction({ topup: r, outcome: "reject" })}
                            approveTestId={`admin-topup-confirm-${r.id}`}
                            rejectTestId={`admin-topup-reject-${r.id}`}
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
      <SettleTopupDialog action={action} onClose={() => setAction(null)} />
    </>
  );
}
