import { lazy, type ComponentType } from "react";

/** React.lazy for a page module that exports its component by name (no default exports). */
export function lazyPage<K extends string>(load: () => Promise<{ [key in K]: ComponentType }>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
