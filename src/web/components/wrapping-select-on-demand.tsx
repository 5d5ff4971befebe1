import { ComboboxChevron, Input, InputBase, type InputBaseProps } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { PLACEHOLDER_COLOR, wrappingValueStyles } from "./wrapping-select-styles";

const Panel = lazy(() => import("./wrapping-select-panel").then((m) => ({ default: m.WrappingSelectPanel })));

export interface WrappingSelectProps extends Omit<InputBaseProps, "value" | "onChange" | "children"> {
  data: readonly { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  clearable?: boolean;
  /** Pressing the chosen option again clears it (default true). */
  allowDeselect?: boolean;
  "data-testid"?: string;
}

/**
 * A single choice whose chosen label wraps instead of being cut (a long port name on a phone). As
 * `SelectOnDemand`, its list's code (Combobox, Popover, floating-ui) comes when it is pressed;
 * until then a stand-in of the same size is drawn, by the server too.
 */
export function WrappingSelectOnDemand(props: WrappingSelectProps) {
  const [wanted, setWanted] = useState(false);
  if (wanted) {
    return (
      <Suspense fallback={<StandIn {...props} />}>
        <Panel {...props} defaultOpened />
      </Suspense>
    );
  }
  return <StandIn {...props} onOpen={() => setWanted(true)} />;
}

function StandIn({
  data,
  value,
  onChange,
  placeholder,
  clearable,
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the panel's, not an attribute
  allowDeselect,
  onOpen,
  ...input
}: WrappingSelectProps & { onOpen?: () => void }) {
  const chosen = data.find((o) => o.value === value);
  const clear = clearable && chosen;
  return (
    <InputBase
      {...input}
      component="button"
      type="button"
      pointer
      styles={wrappingValueStyles}
      onClick={onOpen}
      rightSection={clear ? <Input.ClearButton onClick={() => onChange(null)} /> : <ComboboxChevron />}
      rightSectionPointerEvents={clear ? "all" : "none"}
    >
      {chosen ? chosen.label : <Input.Placeholder c={PLACEHOLDER_COLOR}>{placeholder}</Input.Placeholder>}
    </InputBase>
  );
}
