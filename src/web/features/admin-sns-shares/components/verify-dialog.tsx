import { Alert, Anchor, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifySuccess } from "../../../lib/notify";
import { useVerifySubmission, type AdminSnsSubmission } from "../api/admin-sns";

export type VerifyAction = { submission: AdminSnsSubmission; approved: boolean };

function VerifyForm({ action, onClose }: { action: VerifyAction; onClose: () => void }) {
  const { t } = useTranslation("admin-sns");
  const message = useErrorMessage();
  const mutation = useVerifySubmission();
  const [note, setNote] = useState("");
  const code = mutation.error instanceof ApiError ? mutation.error.code : null;
  const known = code === "already_decided" || code === "limit_reached";
  const kind = action.approved ? "approve" : "reject";

  return (
    <Stack gap="sm" data-testid="admin-sns-dialog">
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
      <Textarea
        label={t("note")}
        description={t("noteHint")}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        maxLength={1000}
        autosize
        minRows={2}
        data-testid="admin-sns-note"
      />
      {mutation.isError ? (
        <Alert color="red" role="alert">
          {known ? t(`errors.${code}`) : message(mutation.error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t("cancel")}
        </Button>
        <Button
          color={action.approved ? "green" : "red"}
          loading={mutation.isPending}
          data-testid="admin-sns-confirm"
          onClick={() =>
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
          {t(`${kind}.button`)}
        </Button>
      </Group>
    </Stack>
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
