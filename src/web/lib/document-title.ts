import { useEffect, useSyncExternalStore } from "react";

// The site name comes from the server's public settings; the layout sets it once
// and every page's title follows.
let siteName = "";
const listeners = new Set<() => void>();

export function setSiteName(name: string): void {
  if (name === siteName) return;
  siteName = name;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets `document.title` to "<title> · <site name>" while the calling page is shown. */
export function useDocumentTitle(title?: string): void {
  const name = useSyncExternalStore(
    subscribe,
    () => siteName,
    () => siteName,
  );
  useEffect(() => {
    document.title = [title, name].filter(Boolean).join(" · ");
  }, [title, name]);
}
