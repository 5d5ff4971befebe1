import { useSyncExternalStore } from "react";

/**
 * A small list kept in the browser's localStorage, shared by every component that reads it
 * (and by other tabs, through the `storage` event). Nothing is kept on the server: a visitor's
 * compare list and recently viewed cars are theirs alone. Server rendering sees an empty list.
 */
export function browserList<T>(key: string, parse: (value: unknown) => T | null) {
  const listeners = new Set<() => void>();
  const EMPTY: T[] = [];
  let cached: { raw: string | null; items: T[] } = { raw: null, items: EMPTY };

  function read(): T[] {
    if (typeof window === "undefined") return EMPTY;
    let raw: string | null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      return cached.items;
    }
    if (raw === cached.raw) return cached.items;
    let items: T[];
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      items = Array.isArray(parsed) ? parsed.map(parse).filter((v): v is T => v !== null) : EMPTY;
    } catch {
      items = EMPTY;
    }
    cached = { raw, items };
    return items;
  }

  function write(items: T[]) {
    try {
      window.localStorage.setItem(key, JSON.stringify(items));
    } catch {
      // Storage full or disabled: keep the list for this page only.
      cached = { raw: cached.raw, items };
    }
    listeners.forEach((l) => l());
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (e: StorageEvent) => {
      if (e.key === key) listener();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  }

  return {
    read,
    write,
    use: () => useSyncExternalStore(subscribe, read, () => EMPTY),
  };
}
