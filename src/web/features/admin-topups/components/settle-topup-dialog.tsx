import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { formatCc } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { notifySuccess } from "../../../lib/notify";
import { useSettleTopup, type AdminTopup } from "../api/admin-topups";

export type TopupAction = { topup: AdminTopup; outcome: "confirm" | "reject" };

function SettleForm({ action, onClose }: { action: TopupAction; onClose: () => void }) {
  const { t } = useTranslation("admin-topups");
  const lang = currentLanguage();
  const message = useErrorMessage();
  const mutation = useSettleTopup();
  const { topup, outcome } = action;
  const [amount, setAmount] = useState<number | string>(topup.amount_cc);
  const [reason, setReason] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const settled = mutation.error instanceof ApiError && mutation.error.code === "invalid_transition";

  const submit = () => {
    if (outcome === "reject") {
      if (!reason.trim()) return setFieldError(t("reject.reasonRequired"));
      mutation.mutate(
        { id: topup.id, outcome, reason: reason.trim() },
        { onSuccess: () => (notifySuccess(t("reject.done")), onClose()) },
      );
      return;
    }
    const value = typeof amount === "number" ? amount : Number(amount);
    if (!Number.isFinite(value) || value <= 0) return setFieldError(t("confirm.amountRequired"));
    mutation.mutate(
      { id: topup.id, outcome, amount_cc: value },
      { onSuccess: () => (notifySuccess(t("confirm.done")), onClose()) },
    );
  };

  return (
    <Stack gap="md" data-testid="admin-topup-dialog">
      <Text size="sm">
        {t(`${outcome}.question`, {
          amount: formatCc(topup.amount_cc, lang),
          reference: topup.reference,
          email: topup.email,
        })}
      </Text>
      {outcome === "confirm" ? (
        <NumberInput
          label={t("confirm.amount")}
          description={t("confirm.amountHint")}
          value={amount}
          onChange={setAmount}
          decimalScale={3}
          min={0.001}
          error={fieldError}
          data-testid="admin-topup-amount"
        />
      ) : (
        <Textarea
          label={t("reject.reason")}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={2}
          error={fieldError}
          data-testid="admin-topup-reason"
        />
      )}
      {mutation.isError ? (
        <Alert color="red" role="alert">
          {settled ? t("errors.settled") : message(mutation.error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t("cancel")}
        </Button>
        <Button
          color={outcome === "confirm" ? "green" : "red"}
          loading={mutation.isPending}
          onClick={submit}
          data-testid="admin-topup-submit"
        >
          {t(`${outcome}.button`)}
        </Button>
      </Group>
    </Stack>
  );
}

/** Asks before crediting or rejecting a top-up. */
export function SettleTopupDialog({ action, onClose }: { action: TopupAction | null; onClose: () => void }) {
  const { t } = useTranslation("admin-topups");
  return (
    <Modal opened={action !== null} onClose={onClose} title={action ? t(`${action.outcome}.title`) : ""} centered>
      {action ? <SettleForm key={`${action.topup.id}-${action.outcome}`} action={action} onClose={onClose} /> : null}
    </Modal>
  );
}
