import { SegmentedControl, type SegmentedControlProps } from "@mantine/core";
import { useIsomorphicEffect } from "@mantine/hooks";
import { useRef, useState } from "react";

/**
 * A status or period filter: Mantine's SegmentedControl in a row where its choices fit, and one
 * above the other where they do not (a phone, a long Mongolian label). A row too narrow cut the
 * last choices off, with nothing to say there were more.
 */
export function FilterChoices(props: SegmentedControlProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The width the choices need in a row, once they were found not to fit; null while they fit.
  const [needed, setNeeded] = useState<number | null>(null);
  const labels = props.data.map((d) => (typeof d === "string" ? d : String(d.label))).join("\u0000");
  useIsomorphicEffect(() => {
    const control = ref.current;
    const room = control?.parentElement;
    if (!control || !room) return;
    const measure = () => {
      if (needed === null) {
        if (control.scrollWidth > control.clientWidth + 1) setNeeded(control.scrollWidth);
      } else if (room.clientWidth >= needed) {
        setNeeded(null);
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(room);
    return () => observer.disconnect();
  }, [needed, labels]);
  // New labels (another language) are measured in a row again.
  const [measuredLabels, setMeasuredLabels] = useState(labels);
  if (measuredLabels !== labels) {
    setMeasuredLabels(labels);
    setNeeded(null);
  }
  const stacked = needed !== null;
  return (
    <SegmentedControl
      ref={ref}
      {...props}
      orientation={stacked ? "vertical" : "horizontal"}
      fullWidth={stacked || props.fullWidth}
    />
  );
}
