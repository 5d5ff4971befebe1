import { Anchor, Badge, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconCashBanknoteMove } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CLAIM_STATUSES } from "../../../../shared/api/protection-values";
import { fromCents, usdToCents } from "../../../../shared/price-chain";
import { BuyerCell } from "../../../components/admin-cells";
import { AdminListPage, useStatusList } from "../../../components/admin-list-page";
import type { AdminColumn } from "../../../components/admin-table";
import { DecisionButtons } from "../../../components/decision-buttons";
import { useUsd } from "../../../components/money-statement";
import { RefundForm } from "../../../components/refund-form";
import { carTitle } from "../../../lib/car-format";
import { dateTimeFormat } from "../../../lib/format";
import { formatFileSize } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { CLAIM_STATUS_COLOR } from "../../../lib/statuses";
import { adminEvidenceUrl, useAdminClaims, type AdminClaim } from "../api/admin-claims";
import { DecisionDialog, type Decision } from "../components/decision-dialog";

/** What the claim asks and no refund has paid yet, in dollars (summed in cents), or nothing. */
function leftToRefund(c: AdminClaim): number | undefined {
  const asked = c.amount_usd === null ? null : usdToCents(c.amount_usd);
  const left = asked === null ? 0 : asked - (usdToCents(c.refunded_usd) ?? 0);
  return left > 0 ? fromCents(left) : undefined;
}

/** /admin/claims: buyers' claims after delivery with their evidence; decide once, refund an accepted one. */
export function AdminClaimsPage() {
  const { t } = useTranslation("admin-claims");
  const { t: to } = useTranslation("orders");
  const lang = currentLanguage();
  const date = dateTimeFormat(lang);
  const usd = useUsd();
  const { list } = useStatusList(
    CLAIM_STATUSES,
    {
      fallback: "open",
      label: t("statusFilter"),
      allLabel: t("all"),
      statusLabel: (s) => to(`claims.status.${s}`),
      testId: "admin-claims-status",
    },
    useAdminClaims,
  );
  const [decision, setDecision] = useState<Decision | null>(null);
  const [refunding, setRefunding] = useState<AdminClaim | null>(null);

  const columns: AdminColumn<AdminClaim>[] = [
    { key: "date", header: t("columns.date"), nowrap: true, cell: (c) => date.format(new Date(c.created_at)) },
    {
      key: "buyer",
      header: t("columns.buyer"),
      cell: (c) => (
        <BuyerCell name={c.user_name} email={c.user_id === null ? null : c.email} deletedLabel={t("deletedAccount")} />
      ),
    },
    {
      key: "claim",
      header: t("columns.claim"),
      maxWidth: 360,
      cell: (c) => (
        // Wide enough to read a description without a word on each line.
        <Stack gap={2} miw={240}>
          <Text size="sm" fw={600}>
            #{c.id} · {to(`claims.category.${c.category}`)}
          </Text>
          <Text size="xs" c="dimmed">
            {t("order", { id: c.order_id })} · {carTitle({ car_name: c.car.car_name }, lang)}
          </Text>
          <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
            {c.description}
          </Text>
          <Text size="xs" fw={600}>
            {c.amount_usd === null ? t("noAmount") : t("asks", { amount: usd(c.amount_usd) })}
          </Text>
        </Stack>
      ),
    },
    {
      key: "evidence",
      header: t("columns.evidence"),
      maxWidth: 220,
      cell: (c) =>
        c.evidence.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t("noEvidence")}
          </Text>
        ) : (
          <Stack gap={2}>
            {c.evidence.map((f) => (
              <Anchor
                key={f.id}
                href={adminEvidenceUrl(c.id, f.id)}
                target="_blank"
                rel="noopener"
                size="xs"
                style={{ overflowWrap: "anywhere" }}
                data-testid={`admin-claim-evidence-${f.id}`}
              >
                {f.filename} ({formatFileSize(f.size, lang)})
              </Anchor>
            ))}
          </Stack>
        ),
    },
    {
      key: "status",
      header: t("columns.status"),
      cell: (c) => (
        <Stack gap={2} miw={140} align="flex-start">
          <Badge color={CLAIM_STATUS_COLOR[c.status]} variant="light" maw="none" style={{ flexShrink: 0 }}>
            {to(`claims.status.${c.status}`)}
          </Badge>
          {c.decision_note ? (
            <Text size="xs" c="dimmed" maw={220} style={{ overflowWrap: "anywhere" }}>
              {c.decision_note}
            </Text>
          ) : null}
          {c.refunded_usd > 0 ? (
            <Text size="xs" c="teal.8">
              {t("refunded", { amount: usd(c.refunded_usd) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: "actions",
      header: t("columns.actions"),
      actions: true,
      nowrap: true,
      cell: (c) =>
        c.status === "open" ? (
          // One above the other, as on Admin → Orders: the pinned column leaves the claim in sight on a phone.
          <DecisionButtons
            stacked
            approveLabel={t("accept")}
            rejectLabel={t("reject")}
            onApprove={() => setDecision({ claim: c, status: "accepted" })}
            onReject={() => setDecision({ claim: c, status: "rejected" })}
            approveTestId={`admin-claim-accept-${c.id}`}
            rejectTestId={`admin-claim-reject-${c.id}`}
          />
        ) : c.status === "accepted" ? (
          <Button
            size="xs"
            variant="light"
            color="orange"
            leftSection={<IconCashBanknoteMove size={14} aria-hidden />}
            onClick={() => setRefunding(c)}
            data-testid={`admin-claim-refund-${c.id}`}
          >
            {t("refund")}
          </Button>
        ) : null,
    },
  ];

  return (
    <AdminListPage
      {...list}
      t={t}
      columns={columns}
      rowProps={(c) => ({ "data-testid": `admin-claim-row-${c.id}` })}
      testId="admin-claims"
      minWidth={1000}
    >
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
      <Modal
        opened={refunding !== null}
        onClose={() => setRefunding(null)}
        title={refunding ? t("refundTitle", { id: refunding.id }) : ""}
        centered
        size="lg"
      >
        {refunding ? (
          <Group grow>
            <RefundForm
              key={refunding.id}
              orderId={refunding.order_id}
              email={refunding.email}
              claims={[
                { id: refunding.id, label: `#${refunding.id} · ${to(`claims.category.${refunding.category}`)}` },
              ]}
              initial={{
                claimId: refunding.id,
                amount: leftToRefund(refunding),
                reason: `${to("claims.number", { id: refunding.id })}: ${to(`claims.category.${refunding.category}`)}`,
              }}
              onDone={() => setRefunding(null)}
            />
          </Group>
        ) : null}
      </Modal>
    </AdminListPage>
  );
}
