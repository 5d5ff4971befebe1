import { Alert, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifySuccess } from "../../../lib/notify";
import { useUserAction, type UserAction } from "../api/user-actions";
import { FormButtons } from "../../../components/form-parts";

const DESTRUCTIVE = new Set<UserAction["kind"]>([
  "deactivate",
  "delete",
  "make-admin",
  "make-user",
  "reset-totp",
  "end-sessions",
]);

/** Asks before an action on a user is run; the action runs from the dialog. */
export function ConfirmActionDialog({ action, onClose }: { action: UserAction | null; onClose: () => void }) {
  const { t } = useTranslation("admin-users");
  const message = useErrorMessage();
  const mutation = useUserAction();
  const close = () => {
    mutation.reset();
    onClose();
  };
  const selfRefused = mutation.error instanceof ApiError && mutation.error.code === "cannot_change_self";
  const deletedRefused = mutation.error instanceof ApiError && mutation.error.code === "user_deleted";
  const totpOff = mutation.error instanceof ApiError && mutation.error.code === "totp_not_enabled";

  return (
    <Modal opened={!!action} onClose={close} title={action ? t(`actions.${action.kind}.title`) : ""} centered>
      {action ? (
        <Stack gap="md" data-testid="admin-user-confirm">
          <Text size="sm">{t(`actions.${action.kind}.confirm`, { email: action.user.email })}</Text>
          {mutation.isError ? (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
              {selfRefused
                ? t("errors.self")
                : deletedRefused
                  ? t("errors.deleted")
                  : totpOff
                    ? t("errors.totpOff")
                    : message(mutation.error)}
            </Alert>
          ) : null}
          <FormButtons
            cancelLabel={t("cancel")}
            onCancel={close}
            confirmLabel={t(`actions.${action.kind}.button`)}
            onConfirm={() =>
              mutation.mutate(action, {
                onSuccess: () => {
                  notifySuccess(t(`actions.${action.kind}.done`, { email: action.user.email }));
                  close();
                },
              })
            }
            color={DESTRUCTIVE.has(action.kind) ? "red" : undefined}
            pending={mutation.isPending}
            testId="admin-user-confirm-button"
          />
        </Stack>
      ) : null}
    </Modal>
  );
}
