import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash, type Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";

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

/**
 * A row's edit and delete buttons, after any others it has first (`children`: move up and down
 * where the rows are ordered). Delete is red and opens the page's confirmation.
 */
export function EditDeleteActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  testIds,
  children,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  testIds?: { edit: string; delete: string };
  children?: ReactNode;
}) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {children}
      <RowAction label={editLabel} icon={IconPencil} onClick={onEdit} testId={testIds?.edit} />
      <RowAction label={deleteLabel} icon={IconTrash} danger onClick={onDelete} testId={testIds?.delete} />
    </Group>
  );
}
