import { memo, Suspense, use, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";

/** Opens once: what a part of the page drawn by the server waits for before it hydrates. */
type Gate = { promise: Promise<void>; open: () => void };
function newGate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

const noSubscription = () => () => {};
/**
 * True in the server's render and in the browser's hydration of it, false in a render the browser
 * makes itself (React reads the third function while hydrating).
 */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/**
 * A part of a server-drawn page below the first screen (the car page's alert preferences): the
 * server draws it whole, and the browser leaves that markup as it is, without fetching its code or
 * hydrating it, until it comes within half a screen of the viewport. A phone then runs less
 * script while the page it sees first becomes interactive. In a page the browser draws itself
 * (after a link) it renders at once.
 *
 * `children` should be a `lazy` component, so that its code comes with it. The wrapper's
 * `data-when-visible` is `drawn` until the part is interactive, then `live` (browser tests wait
 * for it).
 */
export function WhenVisible({ children, testId }: { children: ReactNode; testId?: string }) {
  const hydrating = useHydrating();
  const [gate] = useState(() => (hydrating && typeof document !== "undefined" ? newGate() : null));
  const [live, setLive] = useState(false);
  // A boundary still waiting with the server's markup must not be handed new props: React would
  // drop that markup and draw the fallback instead ("received an update before it finished
  // hydrating"). This page re-renders meanwhile (the session, the data), so until the part is live
  // the boundary keeps the very element it was first given, and the memo below leaves it alone.
  const first = useRef(children);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!gate) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return gate.open();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.open();
      },
      { rootMargin: "50% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate]);
  return (
    <div ref={ref} data-when-visible={live ? "live" : "drawn"} data-testid={testId}>
      <GatedBoundary gate={gate} onLive={setLive}>
        {live ? children : first.current}
      </GatedBoundary>
    </div>
  );
}

const GatedBoundary = memo(function GatedBoundary({
  gate,
  onLive,
  children,
}: {
  gate: Gate | null;
  onLive: (live: true) => void;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={null}>
      <Opened gate={gate} onLive={onLive}>
        {children}
      </Opened>
    </Suspense>
  );
});

function Opened({ gate, onLive, children }: { gate: Gate | null; onLive: (live: true) => void; children: ReactNode }) {
  if (gate) use(gate.promise);
  // After the part (and the lazy code inside it) has committed: hydrated, or drawn anew.
  useEffect(() => onLive(true), [onLive]);
  return children;
}
