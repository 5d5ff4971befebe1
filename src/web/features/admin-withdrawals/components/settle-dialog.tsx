import { Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NoteConfirmForm } from "../../../components/note-confirm-form";
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
  const settled = mutation.error instanceof ApiError && mutation.error.code === "already_settled";
  const w = action.withdrawal;

  return (
    <NoteConfirmForm
      testIdPrefix="admin-withdrawal"
      noteLabel={t("note")}
      noteHint={t("noteHint")}
      error={mutation.isError ? (settled ? t("errors.already_settled") : message(mutation.error)) : null}
      cancelLabel={t("cancel")}
      confirmLabel={t(`${action.outcome}.button`)}
      confirmColor={action.outcome === "paid" ? "green" : "red"}
      pending={mutation.isPending}
      onCancel={onClose}
      onConfirm={(note) =>
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
      <Text size="sm">{t(`${action.outcome}.confirm`, { amount: formatCc(w.amount, lang), email: w.user_email })}</Text>
    </NoteConfirmForm>
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
