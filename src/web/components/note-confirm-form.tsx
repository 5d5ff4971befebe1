import { Alert, Button, Group, Stack, Textarea, type MantineColor } from "@mantine/core";
import { useState, type ReactNode } from "react";

export interface NoteConfirmFormProps {
  /** Prefix of the test ids: `<prefix>-dialog`, `<prefix>-note`, `<prefix>-confirm`. */
  testIdPrefix: string;
  /** What is being confirmed, above the note. */
  children: ReactNode;
  noteLabel: string;
  noteHint: string;
  /** The failure to show, or null. */
  error: ReactNode | null;
  cancelLabel: string;
  confirmLabel: string;
  confirmColor: MantineColor;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (note: string) => void;
}

/**
 * The body of an administrator's decision dialog: the question, an optional note (up to
 * 1000 characters) that the user will see, the error if the call failed, and cancel/confirm.
 * Key it by the decision so that each one starts with an empty note.
 */
export function NoteConfirmForm({
  testIdPrefix,
  children,
  noteLabel,
  noteHint,
  error,
  cancelLabel,
  confirmLabel,
  confirmColor,
  pending,
  onCancel,
  onConfirm,
}: NoteConfirmFormProps) {
  const [note, setNote] = useState("");
  return (
    <Stack gap="sm" data-testid={`${testIdPrefix}-dialog`}>
      {children}
      <Textarea
        label={noteLabel}
        description={noteHint}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        maxLength={1000}
        autosize
        minRows={2}
        data-testid={`${testIdPrefix}-note`}
      />
      {error !== null ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button
          color={confirmColor}
          loading={pending}
          data-testid={`${testIdPrefix}-confirm`}
          onClick={() => onConfirm(note)}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
