import { Button, Group } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";

/** A table row's pair of small buttons for a pending item: approve (green) and reject (red). */
export function DecisionButtons({
  approveLabel,
  rejectLabel,
  onApprove,
  onReject,
  approveTestId,
  rejectTestId,
}: {
  approveLabel: string;
  rejectLabel: string;
  onApprove: () => void;
  onReject: () => void;
  approveTestId: string;
  rejectTestId: string;
}) {
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="xs"
        color="green"
        variant="light"
        leftSection={<IconCheck size={14} aria-hidden />}
        onClick={onApprove}
        data-testid={approveTestId}
      >
        {approveLabel}
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        leftSection={<IconX size={14} aria-hidden />}
        onClick={onReject}
        data-testid={rejectTestId}
      >
        {rejectLabel}
      </Button>
    </Group>
  );
}
