import { Button, Group, Stack } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";

/**
 * A table row's pair of small buttons for a pending item: approve (green) and reject (red), side
 * by side or, `stacked`, one above the other (a pinned column that leaves the row in sight on a phone).
 */
export function DecisionButtons({
  approveLabel,
  rejectLabel,
  onApprove,
  onReject,
  approveTestId,
  rejectTestId,
  stacked,
}: {
  approveLabel: string;
  rejectLabel: string;
  onApprove: () => void;
  onReject: () => void;
  approveTestId: string;
  rejectTestId: string;
  stacked?: boolean;
}) {
  const buttons = (
    <>
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
    </>
  );
  return stacked ? (
    <Stack gap={4} align="stretch">
      {buttons}
    </Stack>
  ) : (
    <Group gap={6} wrap="nowrap">
      {buttons}
    </Group>
  );
}
