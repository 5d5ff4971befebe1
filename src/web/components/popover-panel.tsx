import { Popover, type PopoverDropdownProps, type PopoverProps } from "@mantine/core";
import type { ReactElement, ReactNode } from "react";

export type PopoverPanelProps = Omit<PopoverProps, "children" | "opened" | "onChange"> & {
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The button the popover is anchored to. */
  target: ReactElement;
  dropdownProps?: Omit<PopoverDropdownProps, "children">;
  children: ReactNode;
};

/** Mantine's Popover, in a chunk of its own: only `OnDemandPopover` imports it, lazily. */
export function PopoverPanel({ target, dropdownProps, children, ...props }: PopoverPanelProps) {
  return (
    <Popover {...props}>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown {...dropdownProps}>{children}</Popover.Dropdown>
    </Popover>
  );
}
