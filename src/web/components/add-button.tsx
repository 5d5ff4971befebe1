import { Button, type ButtonProps } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";

/** A list's "Add …" button with the plus icon. */
export function AddButton({
  label,
  onClick,
  testId,
  ...props
}: Omit<ButtonProps, "leftSection" | "children"> & { label: string; onClick: () => void; testId: string }) {
  return (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onClick} data-testid={testId} {...props}>
      {label}
    </Button>
  );
}
