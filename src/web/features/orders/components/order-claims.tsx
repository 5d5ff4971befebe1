import { Anchor, Badge, Button, Group, Modal, Paper, Stack, Text } from "@mantine/core";
import { IconMessageReport } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUsd } from "../../../components/money-statement";
import { dayFormat } from "../../../lib/format";
import { formatFileSize } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { CLAIM_STATUS_COLOR } from "../../../lib/statuses";
import { evidenceUrl, useMyClaims, type Claim, type Order } from "../api/orders";
import { ClaimForm } from "./claim-form";

function ClaimItem({ orderId, claim }: { orderId: number; claim: Claim }) {
  const { t } = useTranslation("orders");
  const lang = currentLanguage();
  const day = dayFormat(lang);
  const usd = useUsd();
  return (
    <Paper withBorder radius="sm" p="xs" data-testid={`order-claim-${claim.id}`} data-status={claim.status}>
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="sm" fw={600}>
            {t("claims.number", { id: claim.id })} · {t(`claims.category.${claim.category}`)}
          </Text>
          <Badge color={CLAIM_STATUS_COLOR[claim.status]} variant="light" data-testid="order-claim-status">
            {t(`claims.status.${claim.status}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {day.format(new Date(claim.created_at))}
          {claim.amount_usd !== null ? ` · ${t("claims.asked", { amount: usd(claim.amount_usd) })}` : ""}
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          {claim.description}
        </Text>
        {claim.evidence.length > 0 ? (
          <Group gap="xs" wrap="wrap">
            {claim.evidence.map((file) => (
              <Anchor
                key={file.id}
                href={evidenceUrl(orderId, claim.id, file.id)}
                download={file.filename}
                size="xs"
                style={{ overflowWrap: "anywhere" }}
              >
                {file.filename} ({formatFileSize(file.size, lang)})
              </Anchor>
            ))}
          </Group>
        ) : null}
        {claim.decision_note ? (
          <Stack gap={0} data-testid="order-claim-decision">
            <Text size="xs" c="dimmed">
              {t("claims.decisionNote")}
              {claim.decided_at ? ` · ${day.format(new Date(claim.decided_at))}` : ""}
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
              {claim.decision_note}
            </Text>
          </Stack>
        ) : null}
        {claim.refunded_usd > 0 ? (
          <Text size="sm" c="teal.8" data-testid="order-claim-refunded">
            {t("claims.refunded", { amount: usd(claim.refunded_usd) })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * Claims after delivery: the buyer's claims about the order with their decisions, and the button
 * to file one while the claim window is open (and no claim awaits a decision).
 */
export function OrderClaims({ order }: { order: Order }) {
  const { t } = useTranslation("orders");
  const day = dayFormat(currentLanguage());
  const delivered = order.status === "delivered";
  const claims = useMyClaims(order.id, delivered);
  const [filing, setFiling] = useState(false);
  if (!delivered) return null;
  const closesAt = order.claim_window_closes_at;
  const windowOpen = closesAt !== null && new Date(closesAt).getTime() > Date.now();
  const list = claims.data ?? [];
  const hasOpen = list.some((c) => c.status === "open");
  if (!windowOpen && list.length === 0 && closesAt === null) return null;
  return (
    <Stack gap="xs" data-testid="order-claims">
      <Text fw={600} size="sm">
        {t("claims.title")}
      </Text>
      {windowOpen && !hasOpen ? (
        <>
          <Text size="sm" c="dimmed" data-testid="order-claims-intro">
            {t("claims.intro", { date: day.format(new Date(closesAt)) })}
          </Text>
          <Group>
            <Button
              variant="light"
              leftSection={<IconMessageReport size={16} aria-hidden />}
              onClick={() => setFiling(true)}
              data-testid={`order-claim-button-${order.id}`}
            >
              {t("claims.button")}
            </Button>
          </Group>
        </>
      ) : null}
      {hasOpen ? (
        <Text size="sm" c="dimmed">
          {t("claims.openNote")}
        </Text>
      ) : null}
      {!windowOpen && closesAt !== null ? (
        <Text size="sm" c="dimmed" data-testid="order-claims-closed">
          {t("claims.closed", { date: day.format(new Date(closesAt)) })}
        </Text>
      ) : null}
      {list.map((claim) => (
        <ClaimItem key={claim.id} orderId={order.id} claim={claim} />
      ))}
      <Modal
        opened={filing}
        onClose={() => setFiling(false)}
        title={t("claims.form.title", { id: order.id })}
        centered
        size="lg"
      >
        {filing ? (
          <ClaimForm orderId={order.id} onDone={() => setFiling(false)} onCancel={() => setFiling(false)} />
        ) : null}
      </Modal>
    </Stack>
  );
}
