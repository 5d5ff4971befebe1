import { Suspense, lazy, type ComponentType } from "react";
import { useOpenedOnce } from "../hooks/use-opened-once";

/**
 * A dialog whose code is fetched the first time it opens. A page that may show one (buy with CC,
 * ask a question) then hydrates without it: a visitor's first view on a phone no longer loads the
 * Modal, its focus trap and scroll lock (a dozen small chunks of the car page). Until the first
 * opening nothing is drawn, as with `useOpenedOnce`; the chunk then arrives in a few milliseconds
 * and the dialog stays mounted, so that closing animates.
 */
export function lazyDialog<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const made = useOpenedOnce(props.opened);
    if (!made) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
