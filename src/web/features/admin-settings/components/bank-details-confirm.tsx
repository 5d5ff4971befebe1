import { Alert, Button, Code, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useInvoicedOrdersCount } from "../api/count-invoiced-orders";

/** The bank details an invoice prints: its own, or while they are empty the top-up ones (orders/invoice-facts.ts). */
export const invoiceBankDetailsOf = (values: Record<string, unknown>) =>
  (String(values.invoice_bank_details ?? "").trim() || String(values.topup_bank_details ?? "")).trim();

/**
 * Asked before the invoices' bank details change: the new account is where every buyer with an
 * invoiced order will be told to pay (they are emailed it), so the admin sees how many first.
 */
export function BankDetailsConfirm({
  details,
  opened,
  saving,
  onConfirm,
  onCancel,
}: {
  /** The new details as the invoices will print them. */
  details: string;
  opened: boolean;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("common");
  const count = useInvoicedOrdersCount(opened);
  return (
    <Modal opened={opened} onClose={onCancel} title={t("settings.bankConfirm.title")} centered size="lg">
      <Stack gap="sm" data-testid="bank-details-confirm">
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />}>
          {count.data === undefined ? (
            <Loader size="xs" />
          ) : (
            <Text size="sm" data-testid="bank-details-confirm-count" data-count={count.data}>
              {count.data === 0
                ? t("settings.bankConfirm.none")
                : t("settings.bankConfirm.orders", { count: count.data })}
            </Text>
          )}
        </Alert>
        <Text size="sm" fw={600}>
          {t("settings.bankConfirm.newDetails")}
        </Text>
        <Code block style={{ whiteSpace: "pre-wrap", overflowWrap: "break-word" }}>
          {details || "—"}
        </Code>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-testid="bank-details-confirm-cancel">
            {t("settings.bankConfirm.cancel")}
          </Button>
          <Button
            color="orange"
            loading={saving}
            disabled={count.data === undefined}
            onClick={onConfirm}
            data-testid="bank-details-confirm-ok"
          >
            {t("settings.bankConfirm.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
