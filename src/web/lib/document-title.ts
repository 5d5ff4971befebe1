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

// A server render has no document: the page's own title goes to the render (entry-server.tsx),
// which hands it to the server for the page's <title>, so the tab reads the same before and
// after the app takes over.
let serverTitleSink: ((title: string) => void) | undefined;
export function setServerTitleSink(sink: (title: string) => void): void {
  serverTitleSink = sink;
}

/** Sets `document.title` to "<title> · <site name>" while the calling page is shown. */
export function useDocumentTitle(title?: string): void {
  if (typeof document === "undefined" && title) serverTitleSink?.(title);
  const name = useSyncExternalStore(
    subscribe,
    () => siteName,
    () => siteName,
  );
  useEffect(() => {
    document.title = [title, name].filter(Boolean).join(" · ");
  }, [title, name]);
}
