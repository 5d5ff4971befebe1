import { Alert, Modal, Stack, Text, Textarea } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifySuccess } from "../../../lib/notify";
import type { AdminVehicleRequest } from "../api/list-requests";
import { useUpdateRequestStatus, type StatusChange } from "../api/request-actions";
import { FormButtons } from "../../../components/form-parts";

export type PendingStatus = { request: AdminVehicleRequest; status: StatusChange };

/** Confirms a status change (the requester gets a notification), with an optional note to them. */
export function StatusDialog({ change, onClose }: { change: PendingStatus | null; onClose: () => void }) {
  const { t } = useTranslation("admin-requests");
  const message = useErrorMessage();
  const mutation = useUpdateRequestStatus();
  const [note, setNote] = useState("");
  useEffect(() => setNote(""), [change]);
  const close = () => {
    mutation.reset();
    onClose();
  };

  return (
    <Modal
      opened={!!change}
      onClose={close}
      title={change ? t(`statusDialog.title.${change.status}`, { id: change.request.id }) : ""}
      centered
    >
      {change ? (
        <Stack gap="md" data-testid="admin-request-status-dialog">
          <Text size="sm">{t("statusDialog.text", { email: change.request.email })}</Text>
          <Textarea
            label={t("statusDialog.note")}
            autosize
            minRows={2}
            maxLength={2000}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          {mutation.isError ? (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
              {message(mutation.error)}
            </Alert>
          ) : null}
          <FormButtons
            cancelLabel={t("cancel")}
            onCancel={close}
            confirmLabel={t(`actions.${change.status}`)}
            onConfirm={() =>
              mutation.mutate(
                { id: change.request.id, status: change.status, admin_note: note.trim() || undefined },
                {
                  onSuccess: () => {
                    notifySuccess(t("statusDialog.done", { id: change.request.id }));
                    close();
                  },
                },
              )
            }
            color={change.status === "in_progress" ? undefined : "red"}
            pending={mutation.isPending}
            testId="admin-request-status-confirm"
          />
        </Stack>
      ) : null}
    </Modal>
  );
}
