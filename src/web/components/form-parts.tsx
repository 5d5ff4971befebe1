import { Button, Group, type MantineColor } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A form that the page checks itself (no browser validation bubbles, which speak the browser's
 * language): submitting runs `onSubmit` and does not leave the page.
 */
export function CheckedForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/**
 * The buttons at the foot of a form or dialog, at the right: cancel, then the main action. Without
 * `onConfirm` the main button submits the form around it.
 */
export function FormButtons({
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  color,
  pending,
  testId,
}: {
  cancelLabel: string;
  onCancel: () => void;
  confirmLabel: string;
  onConfirm?: () => void;
  color?: MantineColor;
  pending: boolean;
  testId?: string;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? "button" : "submit"}
        color={color}
        loading={pending}
        onClick={onConfirm}
        data-testid={testId}
      >
        {confirmLabel}
      </Button>
    </Group>
  );
}
