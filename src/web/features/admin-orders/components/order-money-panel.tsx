import { Divider, SegmentedControl, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Payment, Refund } from "../../../../shared/api/protection";
import { fromCents, moneyOf, usdToCents } from "../../../../shared/price-chain";
import { MoneyStatement, ProtectionNote, useUsd } from "../../../components/money-statement";
import { RefundForm, useMoneyErrorMessage } from "../../../components/refund-form";
import { dayFormat } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { notifySuccess } from "../../../lib/notify";
import { useRecordPayment } from "../../../lib/order-money/admin-money";
import {
  draftReady,
  emptyDraft,
  RecordFields,
  RecordFooter,
  type RecordDraft,
} from "../../../components/money-record-fields";
import { useAcceptedClaims, type AdminOrder } from "../api/admin-orders";

const PAYABLE = new Set(["invoiced", "paid", "shipped", "delivered"]);
const cents = (usd: number | null) => (usd === null ? null : usdToCents(usd));

/** Records and the statement as they stand after this panel's own records (the dialog's order is a snapshot). */
function useStatement(order: AdminOrder, added: { payments: Payment[]; refunds: Refund[] }) {
  const newer = <T extends { id: number }>(known: T[], mine: T[]) => [
    ...known,
    ...mine.filter((m) => !known.some((k) => k.id === m.id)),
  ];
  const payments = newer(order.payments, added.payments);
  const refunds = newer(order.refunds, added.refunds);
  const due = cents(order.amount_due_usd);
  // The same sums as the server's answers (src/shared/price-chain/balance.ts); the covering payment moves an invoiced order to paid.
  const paidCents = payments.reduce((s, p) => s + (usdToCents(p.amount_usd) ?? 0), 0);
  const refundedCents = refunds.reduce((s, r) => s + (usdToCents(r.amount_usd) ?? 0), 0);
  const status =
    order.status === "invoiced" && due !== null && paidCents - refundedCents >= due ? "paid" : order.status;
  const money = moneyOf({
    status,
    amountDueCents: due,
    paymentsCents: payments.map((p) => usdToCents(p.amount_usd) ?? 0),
    refundsCents: refunds.map((r) => usdToCents(r.amount_usd) ?? 0),
    shipBy: order.protection.ship_by,
    // A refund asked for by the buyer shows as refund_due on an order that is not cancelled.
    refundRequestedAt: order.protection.status === "refund_due" && order.status !== "cancelled" ? "asked" : null,
  });
  return {
    payments,
    refunds,
    balanceUsd: money.balanceDueCents === null ? null : fromCents(money.balanceDueCents),
    refundableUsd: fromCents(Math.max(0, money.netCents)),
    protection: {
      status: money.protection.status,
      held_usd: fromCents(money.protection.heldCents),
      ship_by: money.protection.shipBy,
    },
  };
}

function PaymentForm({
  order,
  balanceUsd,
  onRecorded,
}: {
  order: AdminOrder;
  balanceUsd: number | null;
  onRecorded: (p: Payment) => void;
}) {
  const { t } = useTranslation("admin-orders");
  const day = dayFormat(currentLanguage());
  const usd = useUsd();
  const errorOf = useMoneyErrorMessage();
  const mutation = useRecordPayment();
  const [draft, setDraft] = useState<RecordDraft>(emptyDraft);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!PAYABLE.has(order.status))
    return (
      <Text size="sm" c="dimmed" data-testid="payment-not-payable">
        {t("money.notPayable")}
      </Text>
    );
  const over = balanceUsd !== null && draft.amount !== "" ? Number(draft.amount) - balanceUsd : 0;
  const ask = () => {
    if (!draftReady(draft)) return setProblem(t("money.required"));
    setProblem(null);
    setConfirming(true);
  };
  const record = () =>
    mutation.mutate(
      {
        orderId: order.id,
        body: { amount_usd: Number(draft.amount), received_on: draft.day, reference: draft.reference.trim() },
      },
      {
        onSuccess: (payment) => {
          onRecorded(payment);
          notifySuccess(t("money.paymentSaved"));
          setConfirming(false);
          setDraft(emptyDraft());
        },
        onError: () => setConfirming(false),
      },
    );
  return (
    <Stack gap="sm" data-testid="payment-form">
      <RecordFields
        prefix="payment"
        cols={3}
        draft={draft}
        onChange={(d) => {
          setDraft(d);
          setConfirming(false);
        }}
        dayLabel={t("money.receivedOn")}
      />
      {over > 0 ? (
        <Text size="sm" c="orange.8" data-testid="payment-overpays">
          {t("money.overpays", { amount: usd(over) })}
        </Text>
      ) : null}
      <RecordFooter
        prefix="payment"
        color="blue"
        confirmText={
          confirming
            ? t("money.confirmPayment", {
                amount: usd(Number(draft.amount)),
                date: day.format(draft.day),
                id: order.id,
                email: order.email || "—",
              })
            : null
        }
        error={problem ?? (mutation.isError ? errorOf(mutation.error) : null)}
        pending={mutation.isPending}
        saveLabel={t("money.savePayment")}
        onBack={() => setConfirming(false)}
        onSave={ask}
        onConfirm={record}
      />
    </Stack>
  );
}

/**
 * The buyer's money on the admin's order screen: the same statement and protection the buyer
 * sees, and the forms that record a payment received or a refund sent (each confirmed first:
 * the records are kept for good, the buyer is told).
 */
export function OrderMoneyPanel({ order }: { order: AdminOrder }) {
  const { t } = useTranslation("admin-orders");
  const { t: to } = useTranslation("orders");
  const usd = useUsd();
  const [added, setAdded] = useState<{ payments: Payment[]; refunds: Refund[] }>({ payments: [], refunds: [] });
  const [form, setForm] = useState<"payment" | "refund">("payment");
  const statement = useStatement(order, added);
  const claims = useAcceptedClaims(form === "refund" && order.status === "delivered");
  const claimOptions = (claims.data?.items ?? [])
    .filter((c) => c.order_id === order.id)
    .map((c) => ({
      id: c.id,
      label:
        c.amount_usd === null
          ? t("money.claimOptionNoAmount", { id: c.id, category: to(`claims.category.${c.category}`) })
          : t("money.claimOption", {
              id: c.id,
              category: to(`claims.category.${c.category}`),
              amount: usd(c.amount_usd),
            }),
    }));
  if (order.status === "reserved" && order.payments.length === 0) return null;
  return (
    <Stack gap="sm" mt="lg" data-testid="admin-order-money">
      <Divider />
      <Stack gap={2}>
        <Text fw={600}>{t("money.title")}</Text>
        <Text size="xs" c="dimmed">
          {t("money.appendOnly")}
        </Text>
      </Stack>
      <MoneyStatement
        money={{
          status: order.status,
          amount_due_usd: order.amount_due_usd,
          payments: statement.payments,
          refunds: statement.refunds,
          balance_due_usd: statement.balanceUsd,
        }}
      />
      <ProtectionNote protection={statement.protection} staff />
      <SegmentedControl
        value={form}
        onChange={(v) => setForm(v as "payment" | "refund")}
        data={[
          { value: "payment", label: t("money.recordPayment") },
          { value: "refund", label: t("money.recordRefund") },
        ]}
        data-testid="admin-money-form"
      />
      {form === "payment" ? (
        <PaymentForm
          order={order}
          balanceUsd={statement.balanceUsd}
          onRecorded={(p) => setAdded((a) => ({ ...a, payments: [...a.payments, p] }))}
        />
      ) : (
        <RefundForm
          key={`refund-${statement.refunds.length}`}
          orderId={order.id}
          email={order.email}
          refundableUsd={statement.refundableUsd}
          claims={claimOptions}
          onDone={(r) => setAdded((a) => ({ ...a, refunds: [...a.refunds, r] }))}
        />
      )}
    </Stack>
  );
}
