import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * The scroll position of each history entry, as the data router's <ScrollRestoration> kept it
 * (decision 0011 left that router): back and forward return to where the visitor was, a new
 * page starts at its top (or at its #anchor), and a reload keeps the place. Positions live in
 * sessionStorage by the history entry's key, so they last as long as the tab's history.
 */
const STORAGE_KEY = "scroll-positions";
const MAX_ENTRIES = 100;

function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function storePositions(positions: Record<string, number>) {
  const keys = Object.keys(positions);
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[key];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // storage full or refused: positions are then kept for this page's life only
  }
}

/** How long a restored position waits for the page to grow tall enough (late sections, photos). */
const RESTORE_PATIENCE_MS = 2000;

/**
 * Scrolls to `y`, and again whenever the page's height changes in the next moments: parts drawn
 * after the first commit (a section that waits for its code or the screen's width) would
 * otherwise leave the visitor short of where they were, and a placeholder that goes away above
 * them made the browser's scroll anchoring move them up by its height. The visitor's own
 * scrolling ends it.
 */
function restoreTo(y: number): () => void {
  const deadline = performance.now() + RESTORE_PATIENCE_MS;
  const apply = () => window.scrollTo(0, y);
  apply();
  const grown = new ResizeObserver(() => {
    if (performance.now() > deadline) return stop();
    apply();
  });
  const stop = () => {
    grown.disconnect();
    for (const type of USER_SCROLL) window.removeEventListener(type, stop);
  };
  grown.observe(document.body);
  for (const type of USER_SCROLL) window.addEventListener(type, stop, { passive: true });
  return stop;
}
const USER_SCROLL = ["wheel", "touchstart", "keydown"] as const;

export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const currentKey = useRef(location.key);
  currentKey.current = location.key;

  // The browser would restore before the page's answers are drawn; the app does it after.
  useEffect(() => {
    positions.current ??= readPositions();
    window.history.scrollRestoration = "manual";
    let frame = 0;
    // Recorded as the visitor scrolls (once a frame), so the position is the one they left, not
    // one the next page's shorter content has already cut.
    const record = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        positions.current![currentKey.current] = window.scrollY;
      });
    };
    const save = () => storePositions(positions.current!);
    window.addEventListener("scroll", record, { passive: true });
    window.addEventListener("pagehide", save);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", record);
      window.removeEventListener("pagehide", save);
      window.history.scrollRestoration = "auto";
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    const saved = positions.current[location.key];
    if (navigationType === "POP") {
      if (saved !== undefined) return restoreTo(saved);
      return;
    }
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
