import type { InputBaseProps } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { WrappingSelectTarget } from "./wrapping-select-target";

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
      <Suspense fallback={<WrappingSelectTarget {...props} />}>
        <Panel {...props} defaultOpened />
      </Suspense>
    );
  }
  return <WrappingSelectTarget {...props} onClick={() => setWanted(true)} />;
}
