import { useState } from "react";

/**
 * True from the first time `opened` is true. A dialog drawn only from then on costs nothing while
 * a phone hydrates the page (a closed Mantine Modal still mounts its portal, scroll lock and
 * transition, and draws them a second time right after hydration); it then stays mounted, so
 * that closing animates.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  // Derived state, set while rendering (React's documented pattern): no effect, no extra commit.
  if (opened && !once) setOnce(true);
  return once || opened;
}
