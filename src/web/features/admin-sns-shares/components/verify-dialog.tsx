import { Anchor, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NoteConfirmForm } from "../../../components/note-confirm-form";
import { ApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifySuccess } from "../../../lib/notify";
import { useVerifySubmission, type AdminSnsSubmission } from "../api/admin-sns";

export type VerifyAction = { submission: AdminSnsSubmission; approved: boolean };

function VerifyForm({ action, onClose }: { action: VerifyAction; onClose: () => void }) {
  const { t } = useTranslation("admin-sns");
  const message = useErrorMessage();
  const mutation = useVerifySubmission();
  const code = mutation.error instanceof ApiError ? mutation.error.code : null;
  const known = code === "already_decided" || code === "limit_reached";
  const kind = action.approved ? "approve" : "reject";

  return (
    <NoteConfirmForm
      testIdPrefix="admin-sns"
      noteLabel={t("note")}
      noteHint={t("noteHint")}
      error={mutation.isError ? (known ? t(`errors.${code}`) : message(mutation.error)) : null}
      cancelLabel={t("cancel")}
      confirmLabel={t(`${kind}.button`)}
      confirmColor={action.approved ? "green" : "red"}
      pending={mutation.isPending}
      onCancel={onClose}
      onConfirm={(note) =>
        mutation.mutate(
          { id: action.submission.id, approved: action.approved, note },
          {
            onSuccess: () => {
              notifySuccess(t(`${kind}.done`));
              onClose();
            },
          },
        )
      }
    >
      <Text size="sm">{t(`${kind}.confirm`, { email: action.submission.user_email })}</Text>
      <Anchor
        href={action.submission.url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        size="sm"
        style={{ overflowWrap: "anywhere" }}
      >
        {action.submission.url}
      </Anchor>
    </NoteConfirmForm>
  );
}

/** Confirms an approval or rejection, with an optional note the user will see. */
export function VerifyDialog({ action, onClose }: { action: VerifyAction | null; onClose: () => void }) {
  const { t } = useTranslation("admin-sns");
  return (
    <Modal
      opened={action !== null}
      onClose={onClose}
      title={action ? t(action.approved ? "approve.title" : "reject.title") : ""}
      centered
    >
      {/* Keyed, so each submission starts with an empty note and no old error. */}
      {action ? (
        <VerifyForm key={`${action.submission.id}-${action.approved}`} action={action} onClose={onClose} />
      ) : null}
    </Modal>
  );
}
