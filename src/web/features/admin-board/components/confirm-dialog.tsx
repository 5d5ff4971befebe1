import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Asks "are you sure?" before a destructive action. */
export function ConfirmDialog(props: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin-board");
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack data-testid="admin-board-confirm">
        <Text size="sm">{props.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t("cancel")}
          </Button>
          <Button
            color="red"
            loading={props.pending}
            onClick={props.onConfirm}
            data-testid="admin-board-confirm-button"
          >
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
