// A single choice whose chosen label may take two lines (a port's long name on a phone), in a chunk
// of its own: only `WrappingSelectOnDemand` imports this file, lazily. Mantine's Select draws its
// value in an <input>, which cannot wrap; this is Mantine's "button as target" Combobox instead.
import { CheckIcon, Combobox, useCombobox } from "@mantine/core";
import type { WrappingSelectProps } from "./wrapping-select-on-demand";
import { WrappingSelectTarget } from "./wrapping-select-target";

export function WrappingSelectPanel({ defaultOpened, ...props }: WrappingSelectProps & { defaultOpened?: boolean }) {
  const { data, value, onChange, allowDeselect = true } = props;
  const combobox = useCombobox({
    defaultOpened,
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
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
        <WrappingSelectTarget {...props} autoFocus onClick={() => combobox.toggleDropdown()} />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          {data.map((o) => {
            const checked = o.value === value;
            // A tick beside the chosen one (as Mantine's Select draws it), the others aligned to it.
            return (
              <Combobox.Option
                value={o.value}
                key={o.value}
                active={checked}
                aria-selected={checked}
                data-checked={checked || undefined}
                style={{ display: "flex", alignItems: "center", gap: 8 }}
              >
                {checked ? (
                  <CheckIcon size={12} style={{ flexShrink: 0 }} data-testid="option-check" />
                ) : (
                  <span style={{ width: 12, flexShrink: 0 }} />
                )}
                <span>{o.label}</span>
              </Combobox.Option>
            );
          })}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
