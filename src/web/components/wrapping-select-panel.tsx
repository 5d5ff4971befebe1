// A single choice whose chosen label may take two lines (a port's long name on a phone), in a chunk
// of its own: only `WrappingSelectOnDemand` imports this file, lazily. Mantine's Select draws its
// value in an <input>, which cannot wrap; this is Mantine's "button as target" Combobox instead.
import { Combobox, Input, InputBase, useCombobox } from "@mantine/core";
import type { WrappingSelectProps } from "./wrapping-select-on-demand";
import { PLACEHOLDER_COLOR, wrappingValueStyles } from "./wrapping-select-styles";

export function WrappingSelectPanel({
  data,
  value,
  onChange,
  clearable,
  allowDeselect = true,
  defaultOpened,
  placeholder,
  ...input
}: WrappingSelectProps & { defaultOpened?: boolean }) {
  const combobox = useCombobox({
    defaultOpened,
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  const chosen = data.find((o) => o.value === value);
  return (
    <Combobox
      store={combobox}
      withinPortal
      keepMounted={false}
      onOptionSubmit={(next) => {
        // Pressing the chosen one again clears it only where that is allowed (a purchase needs a port).
        onChange(next === value ? (allowDeselect ? null : value) : next);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <InputBase
          {...input}
          component="button"
          type="button"
          pointer
          autoFocus
          styles={wrappingValueStyles}
          onClick={() => combobox.toggleDropdown()}
          rightSection={
            clearable && chosen ? <Input.ClearButton onClick={() => onChange(null)} /> : <Combobox.Chevron />
          }
          rightSectionPointerEvents={clearable && chosen ? "all" : "none"}
        >
          {chosen ? chosen.label : <Input.Placeholder c={PLACEHOLDER_COLOR}>{placeholder}</Input.Placeholder>}
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          {data.map((o) => (
            <Combobox.Option value={o.value} key={o.value} active={o.value === value}>
              {o.label}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
