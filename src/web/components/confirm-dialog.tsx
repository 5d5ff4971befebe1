import { Modal, Stack, Text } from "@mantine/core";
import { useState, type ReactNode } from "react";
import { useOutcome } from "../lib/use-outcome";
import { FormButtons } from "./form-parts";

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What is about to happen, in a sentence. */
  message: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** Red confirm button: the action removes something. */
  danger?: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** `data-testid` of the dialog's body and of its confirm button. */
  testId: string;
  confirmTestId: string;
}

/** Asks "are you sure?" before an action: the sentence, then cancel and confirm. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack data-testid={props.testId}>
        <Text size="sm">{props.message}</Text>
        <FormButtons
          cancelLabel={props.cancelLabel}
          onCancel={props.onClose}
          confirmLabel={props.confirmLabel}
          onConfirm={props.onConfirm}
          color={props.danger ? "red" : undefined}
          pending={props.pending}
          testId={props.confirmTestId}
        />
      </Stack>
    </Modal>
  );
}

/** A mutation that removes a row by its id (TanStack Query's `mutate` and `isPending`). */
interface RemoveById {
  mutate: (id: number, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

/**
 * Deleting a table's row behind a confirmation: `ask(row)` opens the red dialog, which names the
 * row (`message`); confirming removes it, notes `done` and closes. Render `dialog` once.
 */
export function useConfirmedDelete<T extends { id: number }>({
  remove,
  message,
  done,
  ...labels
}: {
  remove: RemoveById;
  message: (row: T) => string;
  done: string;
} & Pick<ConfirmDialogProps, "title" | "cancelLabel" | "confirmLabel" | "testId" | "confirmTestId">) {
  const [row, setRow] = useState<T | null>(null);
  const outcome = useOutcome();
  const dialog = (
    <ConfirmDialog
      {...labels}
      opened={row !== null}
      message={row ? message(row) : ""}
      danger
      pending={remove.isPending}
      onClose={() => setRow(null)}
      onConfirm={() =>
        row &&
        remove.mutate(
          row.id,
          outcome(done, () => setRow(null)),
        )
      }
    />
  );
  return { ask: setRow, dialog };
}
