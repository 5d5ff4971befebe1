import { useIsomorphicEffect } from "@mantine/hooks";
import { useCallback, useRef, useState, type CSSProperties } from "react";

/**
 * How much of a one-line row (the header) fits its width. Level 0 is the full row, each next level
 * a more compact one, and the last (`levels - 1`) the fallback that always fits (the menu button).
 * A level is drawn and measured; when its content is wider than its box, the width it needed is
 * remembered and the next level is drawn, until the box is at least that wide again. A change of
 * `deps` (another language, another menu) forgets the measures, so the full row is tried again.
 */
export function useRowLevel(enabled: boolean, levels: number, deps: unknown[]) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const ref = useCallback((el: HTMLElement | null) => setNode(el), []);
  const [needed, setNeeded] = useState<readonly (number | null)[]>([]);
  const [width, setWidth] = useState(0);
  const key = JSON.stringify(deps);
  const lastKey = useRef(key);
  if (lastKey.current !== key) {
    lastKey.current = key;
    if (needed.length > 0) setNeeded([]);
  }
  const last = levels - 1;
  let level = 0;
  while (level < last && needed[level] != null && width < needed[level]!) level++;

  useIsomorphicEffect(() => {
    if (!node || !enabled) return;
    const measure = () => {
      setWidth(node.clientWidth);
      // Only a level that is drawn tells how much room it needs; the fallback always fits.
      if (level < last && node.scrollWidth > node.clientWidth + 1) {
        const need = node.scrollWidth;
        setNeeded((prev) => {
          const next = [...prev];
          next[level] = need;
          return next;
        });
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of node.children) observer.observe(child);
    return () => observer.disconnect();
  }, [node, enabled, level, key]);

  // While a level is being tried it must not push the page sideways.
  const style: CSSProperties = { overflowX: "clip", overflowClipMargin: 4 };
  return { ref, level: enabled ? level : last, style };
}
