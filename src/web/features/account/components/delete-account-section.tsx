import { Alert, Button, Card, Group, Modal, PasswordInput, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifySuccess } from "../../../lib/notify";
import { useDeleteAccount } from "../api/delete-account";

/** Deleting the own account: a confirmation dialog that asks for the password again. */
export function DeleteAccountSection() {
  const { t } = useTranslation("account");
  const message = useErrorMessage();
  const mutation = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const wrongPassword = isApiError(mutation.error, 401);

  const close = () => {
    setOpen(false);
    setPassword("");
    mutation.reset();
  };

  return (
    <Card withBorder radius="md" padding="lg" style={{ borderColor: "var(--mantine-color-red-4)" }}>
      <Group justify="space-between" align="center">
        <Text size="sm" maw={560}>
          {t("delete.explain")}
        </Text>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setOpen(true)}
          data-testid="delete-account-open"
        >
          {t("delete.button")}
        </Button>
      </Group>
      <Modal opened={open} onClose={close} title={t("delete.confirmTitle")} centered>
        <form
          noValidate
          data-testid="delete-account-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!password) return;
            mutation.mutate(password, { onSuccess: () => notifySuccess(t("delete.done")) });
          }}
        >
          <Stack gap="md">
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
              {t("delete.warning")}
            </Alert>
            <PasswordInput
              label={t("delete.password")}
              autoComplete="current-password"
              required
              data-autofocus
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={wrongPassword ? t("delete.wrongPassword") : mutation.isError ? message(mutation.error) : undefined}
              data-testid="delete-account-password"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t("delete.cancel")}
              </Button>
              <Button
                type="submit"
                color="red"
                loading={mutation.isPending}
                disabled={!password}
                data-testid="delete-account-confirm"
              >
                {t("delete.confirm")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
