import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { IconCashBanknoteMove } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PROTECTION_LIMITS } from "../../../../shared/api/protection-values";
import { MoneyStatement, ProtectionNote, useUsd } from "../../../components/money-statement";
import { isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { dayFormat } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { notifySuccess } from "../../../lib/notify";
import { useRequestRefund, type Order } from "../api/orders";

/** Today as the buyer's calendar has it ("2026-12-01"); the server decides by its own time zone. */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

/** The buyer asks for the money back once the ship-by date has passed with the money still held. */
function RefundRequest({ order }: { order: Order }) {
  const { t } = useTranslation("orders");
  const day = dayFormat(currentLanguage());
  const usd = useUsd();
  const message = useErrorMessage();
  const mutation = useRequestRefund();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const shipBy = order.protection.ship_by;
  if (order.protection.status !== "held" || !shipBy || !(today() > shipBy)) return null;
  const error = mutation.isError
    ? isApiError(mutation.error) && mutation.error.code === "refund_not_due"
      ? t("money.refundRequest.notDue")
      : message(mutation.error)
    : null;
  return (
    <>
      <Button
        variant="light"
        color="orange"
        leftSection={<IconCashBanknoteMove size={16} aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid={`order-refund-request-${order.id}`}
      >
        {t("money.refundRequest.button")}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t("money.refundRequest.title")} centered>
        <Stack data-testid="order-refund-request-dialog">
          <Text size="sm">
            {t("money.refundRequest.text", { date: day.format(shipBy), amount: usd(order.protection.held_usd) })}
          </Text>
          <Textarea
            label={t("money.refundRequest.reason")}
            description={t("money.refundRequest.reasonHint")}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={PROTECTION_LIMITS.reasonMax}
            autosize
            minRows={2}
            required
            data-testid="order-refund-request-reason"
          />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t("money.refundRequest.keep")}
            </Button>
            <Button
              color="orange"
              disabled={reason.trim() === ""}
              loading={mutation.isPending}
              data-testid="order-refund-request-confirm"
              onClick={() =>
                mutation.mutate(
                  { id: order.id, reason: reason.trim() },
                  {
                    onSuccess: () => {
                      setOpen(false);
                      notifySuccess(t("money.refundRequest.done"));
                    },
                  },
                )
              }
            >
              {t("money.refundRequest.confirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * The buyer's money on the order: the statement (amount due, each payment and refund, the
 * balance), the protection with its ship-by date, and the refund request when it is due. Shown
 * from the invoice on, and on a cancelled order that took money.
 */
export function OrderMoney({ order }: { order: Order }) {
  const { t } = useTranslation("orders");
  if (order.status === "reserved" || (order.status === "cancelled" && order.payments.length === 0)) return null;
  return (
    <Stack gap="xs" data-testid="order-money">
      <Text fw={600} size="sm">
        {t("money.title")}
      </Text>
      <MoneyStatement money={order} />
      <ProtectionNote protection={order.protection} />
      <RefundRequest order={order} />
    </Stack>
  );
}
