import { Alert, Table, Text } from "@mantine/core";
import { IconShieldCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { OrderStatus } from "../../shared/api/deals-statuses";
import type { Payment, Protection, Refund } from "../../shared/api/protection";
import { dayFormat, usdExact } from "../lib/format";
import { currentLanguage } from "../lib/i18n";
import { PROTECTION_COLOR } from "../lib/statuses";

/** US dollars with cents in the page's language ("$28,788.97", "28 788,97 $"), as orders write them. */
export function useUsd() {
  const lang = currentLanguage();
  return (amount: number) => usdExact(amount, lang);
}

export type MoneyFigures = {
  status: OrderStatus;
  amount_due_usd: number | null;
  payments: Payment[];
  refunds: Refund[];
  balance_due_usd: number | null;
};

/**
 * An order's money as a small statement (api.md "The buyer's money, protected"): the amount due,
 * each payment received and each refund sent with its day and bank reference, and the balance.
 * The same on the buyer's order and the admin's order screen.
 */
export function MoneyStatement({ money }: { money: MoneyFigures }) {
  const { t } = useTranslation("orders");
  const lang = currentLanguage();
  const day = dayFormat(lang);
  const usd = useUsd();
  const rows = [
    ...money.payments.map((p) => ({ key: `p${p.id}`, day: p.received_on, kind: "payment" as const, ...p })),
    ...money.refunds.map((r) => ({ key: `r${r.id}`, day: r.paid_on, kind: "refund" as const, ...r })),
  ].sort((a, b) => (a.day === b.day ? a.created_at.localeCompare(b.created_at) : a.day.localeCompare(b.day)));
  // Once the car has shipped nothing more is asked: a balance then comes from refunds (a claim settled).
  const done = money.status === "shipped" || money.status === "delivered";
  return (
    <Table withRowBorders verticalSpacing={4} fz="sm" data-testid="money-statement">
      <Table.Tbody>
        <Table.Tr data-testid="money-amount-due">
          <Table.Td>{t("money.amountDue")}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
            {money.amount_due_usd === null ? "—" : usd(money.amount_due_usd)}
          </Table.Td>
        </Table.Tr>
        {rows.map((r) => (
          <Table.Tr key={r.key} data-testid={`money-${r.kind}`}>
            <Table.Td>
              <Text size="sm">{t(`money.${r.kind}`, { date: day.format(r.day) })}</Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {t("money.reference", { reference: r.reference })}
                {r.kind === "refund" ? ` · ${r.reason}` : ""}
              </Text>
            </Table.Td>
            <Table.Td ta="right" c={r.kind === "refund" ? "red.8" : "teal.8"} style={{ whiteSpace: "nowrap" }}>
              {r.kind === "refund" ? "−" : "+"}
              {usd(r.amount_usd)}
            </Table.Td>
          </Table.Tr>
        ))}
        {rows.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={2}>
              <Text size="xs" c="dimmed">
                {t("money.nothingYet")}
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : null}
        <Table.Tr data-testid="money-balance">
          <Table.Td fw={700}>{t(done ? "money.balanceAfter" : "money.balance")}</Table.Td>
          <Table.Td ta="right" fw={700} style={{ whiteSpace: "nowrap" }}>
            {money.balance_due_usd === null ? "—" : usd(money.balance_due_usd)}
          </Table.Td>
        </Table.Tr>
        {done && money.refunds.length > 0 && (money.balance_due_usd ?? 0) > 0 ? (
          <Table.Tr>
            <Table.Td colSpan={2}>
              <Text size="xs" c="dimmed" data-testid="money-refunds-note">
                {t("money.refundsNote")}
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : null}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Where the buyer's money stands, in a sentence: held until the B/L, its ship-by date, released,
 * due back, refunded; told to the buyer, or (`staff`) to the admin on the order screen.
 */
export function ProtectionNote({ protection, staff = false }: { protection: Protection; staff?: boolean }) {
  const { t } = useTranslation("orders");
  const lang = currentLanguage();
  const day = dayFormat(lang);
  const usd = useUsd();
  const status = protection.status;
  const words = staff ? "money.protectionAdmin" : "money.protection";
  const text =
    status === "held"
      ? protection.ship_by
        ? t(`${words}.heldShipBy`, { amount: usd(protection.held_usd), date: day.format(protection.ship_by) })
        : t(`${words}.held`, { amount: usd(protection.held_usd) })
      : status === "refund_due"
        ? t(`${words}.refund_due`, { amount: usd(protection.held_usd) })
        : t(`${words}.${status}`);
  return (
    <Alert
      variant="light"
      color={PROTECTION_COLOR[status]}
      icon={<IconShieldCheck size={18} aria-hidden />}
      title={t("money.protection.title")}
      data-testid="money-protection"
      data-status={status}
    >
      <Text size="sm">{text}</Text>
      {protection.ship_by && (status === "held" || status === "refund_due") ? (
        <Text size="xs" c="dimmed" mt={4} data-testid="money-ship-by">
          {t("money.protection.shipBy", { date: day.format(protection.ship_by) })}
        </Text>
      ) : null}
    </Alert>
  );
}
