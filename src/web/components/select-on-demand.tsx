import { ComboboxChevron, Input, InputBase, type SelectProps } from "@mantine/core";
import { lazy, Suspense, useState, type ComponentType } from "react";

// Select is generic over its values; the app's are strings (SelectProps' default).
const Select = lazy(() =>
  import("./select-panel").then((module) => ({ default: module.SelectPanel as ComponentType<SelectProps> })),
);

/** The label of `value` in a Select's data (strings, options or groups of them). */
function labelOf(data: SelectProps["data"], value: string | null | undefined): string {
  if (value == null) return "";
  for (const item of (data ?? []) as unknown[]) {
    if (typeof item === "string") {
      if (item === value) return item;
      continue;
    }
    const option = item as { value?: string; label?: string; items?: SelectProps["data"] };
    if (option.items) {
      const found = labelOf(option.items, value);
      if (found) return found;
    } else if (option.value === value) {
      return option.label ?? option.value;
    }
  }
  return "";
}

const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

/**
 * Mantine's Select, with its code (Combobox, Popover, floating-ui, ScrollArea: ~35 KB brotli)
 * fetched when the visitor reaches for it. Until then (and in the server's page) a stand-in is
 * drawn: the same input, label, value and chevron, so nothing moves when the real one takes its
 * place. A press opens the real one's list; the keyboard's focus moves on to it.
 */
export function SelectOnDemand(props: SelectProps) {
  const [wanted, setWanted] = useState<"focus" | "open" | null>(null);
  if (wanted) {
    return (
      <Suspense fallback={<StandIn {...props} />}>
        <Select {...props} autoFocus defaultDropdownOpened={wanted === "open"} />
      </Suspense>
    );
  }
  return (
    <StandIn
      {...props}
      onPointerDown={() => setWanted("open")}
      onFocus={() => setWanted((w) => w ?? "focus")}
      onKeyDown={(event) => {
        if (OPENING_KEYS.has(event.key)) setWanted("open");
      }}
    />
  );
}

/** What a closed Select draws, without the Combobox behind it. */
function StandIn({
  data,
  value,
  onChange,
  clearable,
  disabled,
  readOnly,
  size,
  error,
  searchable,
  // Select's own props, which an input would pass to the page as attributes:
  /* eslint-disable @typescript-eslint/no-unused-vars */
  allowDeselect,
  comboboxProps,
  nothingFoundMessage,
  dropdownOpened,
  defaultDropdownOpened,
  onDropdownOpen,
  onDropdownClose,
  onOptionSubmit,
  onSearchChange,
  searchValue,
  defaultSearchValue,
  defaultValue,
  filter,
  limit,
  maxDropdownHeight,
  withScrollArea,
  withCheckIcon,
  checkIconPosition,
  renderOption,
  clearButtonProps,
  hiddenInputProps,
  scrollAreaProps,
  chevronColor,
  onClear,
  /* eslint-enable @typescript-eslint/no-unused-vars */
  ...input
}: SelectProps) {
  const clear = clearable && value != null && !disabled && !readOnly;
  return (
    <InputBase
      {...input}
      size={size}
      error={error}
      disabled={disabled}
      // As the Select's own input: typed into only when searchable (the first key brings the real one).
      readOnly={readOnly || !searchable}
      onChange={() => {}}
      pointer={!searchable}
      value={labelOf(data, value)}
      rightSection={
        clear ? (
          <Input.ClearButton onClick={() => onChange?.(null, null as never)} />
        ) : (
          <ComboboxChevron size={size} error={error} />
        )
      }
      rightSectionPointerEvents={clear ? "all" : "none"}
    />
  );
}
