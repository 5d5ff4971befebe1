import { ComboboxChevron, Input, InputBase } from "@mantine/core";
import type { Ref } from "react";
import type { WrappingSelectProps } from "./wrapping-select-on-demand";

// The chosen label wraps onto a second line instead of being cut at the input's edge; the box
// grows with it and keeps an input's height for one line.
const wrappingValueStyles = {
  input: {
    height: "auto",
    minHeight: "var(--input-height)",
    paddingBlock: 6,
    lineHeight: 1.35,
    whiteSpace: "normal",
    textAlign: "start",
  },
} as const;

// The placeholder is text on the page here, not an input's placeholder: it needs a text's contrast
// (4.5:1; Mantine's placeholder grey has 2.9:1 on white).
const PLACEHOLDER_COLOR = "gray.7";

/**
 * What a wrapping select shows closed: a button with the chosen label (or the placeholder), a
 * clear button or the chevron. The stand-in draws it alone; the panel as its Combobox's target.
 */
export function WrappingSelectTarget({
  data,
  value,
  onChange,
  placeholder,
  clearable,
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the panel's, not an attribute
  allowDeselect,
  ref,
  ...input
}: WrappingSelectProps & { onClick?: () => void; autoFocus?: boolean; ref?: Ref<HTMLButtonElement> }) {
  const chosen = data.find((o) => o.value === value);
  const clear = clearable && chosen;
  return (
    <InputBase
      {...input}
      ref={ref}
      component="button"
      type="button"
      pointer
      styles={wrappingValueStyles}
      rightSection={clear ? <Input.ClearButton onClick={() => onChange(null)} /> : <ComboboxChevron />}
      rightSectionPointerEvents={clear ? "all" : "none"}
    >
      {chosen ? chosen.label : <Input.Placeholder c={PLACEHOLDER_COLOR}>{placeholder}</Input.Placeholder>}
    </InputBase>
  );
}
