import { Modal, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PROTECTION_LIMITS } from "../../../../shared/api/protection-values";
import { NoteConfirmForm } from "../../../components/note-confirm-form";
import { isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifySuccess } from "../../../lib/notify";
import { useDecideClaim, type AdminClaim } from "../api/admin-claims";

export type Decision = { claim: AdminClaim; status: "accepted" | "rejected" };

function DecisionForm({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const { t } = useTranslation("admin-claims");
  const message = useErrorMessage();
  const mutation = useDecideClaim();
  const [problem, setProblem] = useState<string | null>(null);
  const { claim, status } = decision;
  const already = isApiError(mutation.error) && mutation.error.code === "invalid_transition";
  const error = problem ?? (mutation.isError ? (already ? t("decide.already") : message(mutation.error)) : null);
  return (
    <NoteConfirmForm
      testIdPrefix="admin-claim"
      dialogTestId="admin-claim-decision"
      noteLabel={t("decide.note")}
      noteHint={t("decide.noteHint")}
      noteMax={PROTECTION_LIMITS.noteMax}
      noteRequired
      noteRows={3}
      error={error}
      cancelLabel={t("decide.cancel")}
      confirmLabel={t(`decide.confirm_${status}`)}
      confirmColor={status === "accepted" ? "green" : "red"}
      pending={mutation.isPending}
      onCancel={onClose}
      onConfirm={(note) => {
        if (note.trim() === "") return setProblem(t("decide.noteRequired"));
        setProblem(null);
        mutation.mutate(
          { id: claim.id, body: { status, note: note.trim() } },
          {
            onSuccess: () => {
              notifySuccess(t(`decide.done_${status}`));
              onClose();
            },
          },
        );
      }}
    >
      <Text size="sm">{t("decide.text", { email: claim.email || t("deletedAccount") })}</Text>
    </NoteConfirmForm>
  );
}

/** Confirms a claim's decision with the note the buyer reads. */
export function DecisionDialog({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const { t } = useTranslation("admin-claims");
  return (
    <Modal
      opened={decision !== null}
      onClose={onClose}
      title={decision ? t(`decide.title_${decision.status}`, { id: decision.claim.id }) : ""}
      centered
    >
      {decision ? (
        <DecisionForm key={`${decision.claim.id}-${decision.status}`} decision={decision} onClose={onClose} />
      ) : null}
    </Modal>
  );
}
