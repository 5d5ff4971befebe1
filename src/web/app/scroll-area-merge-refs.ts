/**
 * What Mantine's ScrollArea takes from `@floating-ui/react`: one hook, `useMergeRefs`. Importing it
 * from there brought floating-ui's whole shared chunk (14 KB brotli, the positioning engine of
 * popovers and tooltips) into the first load of every page with a Table, the car page's specs
 * among them. vite.config.ts points ScrollArea's import here; Mantine's own `useMergedRef` does
 * the same work (each ref set, and its cleanup run, as the element comes and goes).
 */
import { useMergedRef } from "@mantine/hooks";
import type { Ref } from "react";

export function useMergeRefs<T>(refs: (Ref<T> | undefined)[]) {
  return useMergedRef<T>(...refs);
}
