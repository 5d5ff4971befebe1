import { Table, VisuallyHidden } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";

/** One column of an admin list: its header and how a row fills its cell. */
export interface AdminColumn<T> {
  key: string;
  /** Header text; in the actions column it is read by screen readers only. */
  header: string;
  /**
   * The row's actions: pinned to the table's right edge while the other columns scroll sideways
   * (a phone), so an Edit button is never cut by the edge or out of sight behind the scroll.
   */
  actions?: boolean;
  align?: "left" | "right";
  /** Keeps the cell on one line (dates, amounts, status badges, buttons). */
  nowrap?: boolean;
  /** Caps a free-text column so the others keep their room. */
  maxWidth?: number;
  cell: (row: T) => ReactNode;
}

export interface AdminTableProps<T> {
  rows: readonly T[];
  columns: readonly AdminColumn<T>[];
  rowKey: (row: T) => string | number;
  /** Extra attributes of a row (test ids, data-status). */
  rowProps?: (row: T) => Record<`data-${string}`, string | number>;
  testId: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns (phones). */
  minWidth?: number;
}

const cellStyle = (c: AdminColumn<unknown>): CSSProperties | undefined =>
  c.nowrap ? { whiteSpace: "nowrap" } : undefined;

const cellClass = (c: AdminColumn<unknown>): string | undefined => (c.actions ? "pinned-actions" : undefined);

/** A striped admin table drawn from its column list: one header row, one row per item. */
export function AdminTable<T>({ rows, columns, rowKey, rowProps, testId, minWidth = 860 }: AdminTableProps<T>) {
  const cols = columns as readonly AdminColumn<unknown>[];
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid={testId} className="admin-table">
        <Table.Thead>
          <Table.Tr>
            {cols.map((c) => (
              <Table.Th key={c.key} ta={c.align} style={cellStyle(c)} className={cellClass(c)}>
                {c.actions ? <VisuallyHidden>{c.header}</VisuallyHidden> : c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
              {cols.map((c) => (
                <Table.Td key={c.key} ta={c.align} maw={c.maxWidth} style={cellStyle(c)} className={cellClass(c)}>
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
