import { lazy, Suspense, useCallback, useRef, useState } from "react";
import type { PopoverPanelProps } from "./popover-panel";

const PopoverPanel = lazy(() => import("./popover-panel").then((module) => ({ default: module.PopoverPanel })));

/**
 * A popover whose code (Mantine's Popover with floating-ui, its portal, focus trap and
 * transitions: ~27 KB brotli) is fetched the first time it opens. Until then only its target is
 * drawn, so the home page and the list, with a heart and an info button on every card, do not
 * load it at all. While the code arrives the same target stays on screen. The target is drawn
 * anew inside the popover when it is made: `usePopoverOnDemand` moves the focus back to it.
 */
export function OnDemandPopover(props: PopoverPanelProps) {
  const [made, setMade] = useState(props.opened);
  if (props.opened && !made) setMade(true);
  if (!made) return props.target;
  return (
    <Suspense fallback={props.target}>
      <PopoverPanel {...props} />
    </Suspense>
  );
}

/**
 * An on-demand popover's state: `toggle` for the target's click, `targetRef` for the target
 * (it gives the focus back to each new target while the popover opened by keyboard or tap is
 * being made), `opened`/`setOpened` for `OnDemandPopover`.
 */
export function usePopoverOnDemand() {
  const [opened, setOpenedState] = useState(false);
  const refocus = useRef(false);
  const targetRef = useCallback((element: HTMLElement | null) => {
    if (element && refocus.current && document.activeElement !== element) element.focus();
  }, []);
  const setOpened = useCallback((next: boolean) => {
    if (!next) refocus.current = false;
    setOpenedState(next);
  }, []);
  const toggle = (event: { currentTarget: EventTarget }) => {
    refocus.current = document.activeElement === event.currentTarget;
    setOpened(!opened);
  };
  return { opened, setOpened, toggle, targetRef };
}
