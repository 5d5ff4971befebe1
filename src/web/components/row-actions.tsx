import { ActionIcon, Tooltip } from "@mantine/core";
import { IconArrowDown, IconArrowUp, type Icon } from "@tabler/icons-react";

/** An icon button of a table row (edit, delete, move): its name in a tooltip and for screen readers. */
export function RowAction({
  label,
  icon: IconComponent,
  onClick,
  disabled,
  danger,
  testId,
}: {
  label: string;
  icon: Icon;
  onClick: () => void;
  disabled?: boolean;
  /** Red: the action removes something (it asks first, where the caller says so). */
  danger?: boolean;
  testId?: string;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color={danger ? "red" : undefined}
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
        data-testid={testId}
      >
        <IconComponent size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * Move up and move down for the row at `index` of `count` ordered rows: off at the ends and while
 * a move is being saved (`busy`). `onMove` gets -1 or +1.
 */
export function MoveActions({
  index,
  count,
  onMove,
  busy,
  labels,
  testIds,
}: {
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  busy?: boolean;
  labels: { up: string; down: string };
  testIds?: { up: string; down: string };
}) {
  return (
    <>
      <RowAction
        label={labels.up}
        icon={IconArrowUp}
        disabled={index === 0 || busy}
        onClick={() => onMove(-1)}
        testId={testIds?.up}
      />
      <RowAction
        label={labels.down}
        icon={IconArrowDown}
        disabled={index === count - 1 || busy}
        onClick={() => onMove(1)}
        testId={testIds?.down}
      />
    </>
  );
}
