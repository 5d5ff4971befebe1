import { Alert, Stack, Textarea, type MantineColor } from "@mantine/core";
import { useState, type ReactNode } from "react";
import { FormButtons } from "./form-parts";

export interface NoteConfirmFormProps {
  /** Prefix of the test ids: `<prefix>-dialog` (unless `dialogTestId`), `<prefix>-note`, `<prefix>-confirm`. */
  testIdPrefix: string;
  dialogTestId?: string;
  /** What is being confirmed, above the note. */
  children: ReactNode;
  noteLabel: string;
  noteHint: string;
  /** The note's limit (1000 characters unless said) and whether it is required (marked, not checked here). */
  noteMax?: number;
  noteRequired?: boolean;
  noteRows?: number;
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
 * The body of an administrator's decision dialog: the question, a note (optional unless said, up
 * to 1000 characters unless said) that the user will see, the error if the call failed, and
 * cancel/confirm.
 * Key it by the decision so that each one starts with an empty note.
 */
export function NoteConfirmForm({
  testIdPrefix,
  dialogTestId,
  children,
  noteLabel,
  noteHint,
  noteMax = 1000,
  noteRequired,
  noteRows = 2,
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
    <Stack gap="sm" data-testid={dialogTestId ?? `${testIdPrefix}-dialog`}>
      {children}
      <Textarea
        label={noteLabel}
        description={noteHint}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        maxLength={noteMax}
        autosize
        minRows={noteRows}
        required={noteRequired}
        data-testid={`${testIdPrefix}-note`}
      />
      {error !== null ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <FormButtons
        cancelLabel={cancelLabel}
        onCancel={onCancel}
        confirmLabel={confirmLabel}
        onConfirm={() => onConfirm(note)}
        color={confirmColor}
        pending={pending}
        testId={`${testIdPrefix}-confirm`}
      />
    </Stack>
  );
}
