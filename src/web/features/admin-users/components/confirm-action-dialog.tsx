import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifySuccess } from "../../../lib/notify";
import { useUserAction, type UserAction } from "../api/user-actions";

const DESTRUCTIVE = new Set<UserAction["kind"]>(["deactivate", "delete", "make-admin", "make-user"]);

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

  return (
    <Modal opened={!!action} onClose={close} title={action ? t(`actions.${action.kind}.title`) : ""} centered>
      {action ? (
        <Stack gap="md" data-testid="admin-user-confirm">
          <Text size="sm">{t(`actions.${action.kind}.confirm`, { email: action.user.email })}</Text>
          {mutation.isError ? (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
              {selfRefused ? t("errors.self") : deletedRefused ? t("errors.deleted") : message(mutation.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("cancel")}
            </Button>
            <Button
              color={DESTRUCTIVE.has(action.kind) ? "red" : undefined}
              loading={mutation.isPending}
              data-testid="admin-user-confirm-button"
              onClick={() =>
                mutation.mutate(action, {
                  onSuccess: () => {
                    notifySuccess(t(`actions.${action.kind}.done`, { email: action.user.email }));
                    close();
                  },
                })
              }
            >
              {t(`actions.${action.kind}.button`)}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
