import { useIsomorphicEffect } from "@mantine/hooks";
import { useCallback, useRef, useState, type CSSProperties } from "react";

/**
 * Whether a one-line row (the header) fits its width with everything in it. The full row is drawn
 * and measured; when its content is wider than its box, the width it needed is remembered and the
 * row is reported as not fitting until the box is at least that wide again. A change of `deps`
 * (another language, another menu) forgets the measure, so the full row is tried again.
 */
export function useRowFits(enabled: boolean, deps: unknown[]) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const ref = useCallback((el: HTMLElement | null) => setNode(el), []);
  const [needed, setNeeded] = useState<number | null>(null);
  const [width, setWidth] = useState(0);
  const key = JSON.stringify(deps);
  const lastKey = useRef(key);
  if (lastKey.current !== key) {
    lastKey.current = key;
    if (needed !== null) setNeeded(null);
  }
  const fits = needed === null || width >= needed;

  useIsomorphicEffect(() => {
    if (!node || !enabled) return;
    const measure = () => {
      setWidth(node.clientWidth);
      // Only the full row tells how much room it needs.
      if (fits && node.scrollWidth > node.clientWidth + 1) setNeeded(node.scrollWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of node.children) observer.observe(child);
    return () => observer.disconnect();
  }, [node, enabled, fits, key]);

  // While the full row is being tried it must not push the page sideways.
  const style: CSSProperties = { overflowX: "clip", overflowClipMargin: 4 };
  return { ref, fits: !enabled || fits, style };
}
