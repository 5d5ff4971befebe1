import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { formatCc } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { notifySuccess } from "../../../lib/notify";
import { useSettleWithdrawal, type AdminWithdrawal } from "../api/admin-withdrawals";

export type SettleAction = { withdrawal: AdminWithdrawal; outcome: "paid" | "reject" };

function SettleForm({ action, onClose }: { action: SettleAction; onClose: () => void }) {
  const { t } = useTranslation("admin-withdrawals");
  const lang = currentLanguage();
  const message = useErrorMessage();
  const mutation = useSettleWithdrawal();
  const [note, setNote] = useState("");
  const settled = mutation.error instanceof ApiError && mutation.error.code === "already_settled";
  const w = action.withdrawal;

  return (
    <Stack gap="sm" data-testid="admin-withdrawal-dialog">
      <Text size="sm">{t(`${action.outcome}.confirm`, { amount: formatCc(w.amount, lang), email: w.user_email })}</Text>
      <Textarea
        label={t("note")}
        description={t("noteHint")}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        maxLength={1000}
        autosize
        minRows={2}
        data-testid="admin-withdrawal-note"
      />
      {mutation.isError ? (
        <Alert color="red" role="alert">
          {settled ? t("errors.already_settled") : message(mutation.error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t("cancel")}
        </Button>
        <Button
          color={action.outcome === "paid" ? "green" : "red"}
          loading={mutation.isPending}
          data-testid="admin-withdrawal-confirm"
          onClick={() =>
            mutation.mutate(
              { id: w.id, outcome: action.outcome, note },
              {
                onSuccess: () => {
                  notifySuccess(t(`${action.outcome}.done`));
                  onClose();
                },
              },
            )
          }
        >
          {t(`${action.outcome}.button`)}
        </Button>
      </Group>
    </Stack>
  );
}

/** Confirms "paid" or "reject" for a withdrawal request, with an optional note. */
export function SettleDialog({ action, onClose }: { action: SettleAction | null; onClose: () => void }) {
  const { t } = useTranslation("admin-withdrawals");
  return (
    <Modal opened={action !== null} onClose={onClose} title={action ? t(`${action.outcome}.title`) : ""} centered>
      {action ? (
        <SettleForm key={`${action.withdrawal.id}-${action.outcome}`} action={action} onClose={onClose} />
      ) : null}
    </Modal>
  );
}
