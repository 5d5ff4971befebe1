import { useMantineTheme } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { firstRenderDesktop } from "../lib/hydration";

/**
 * True from the `md` breakpoint up. Layouts render either the desktop or the phone
 * variant of a control (not both, hidden by CSS), so each control exists once in
 * the page for assistive technology and browser tests. A server-rendered page starts from
 * what the server drew (it guesses from the User-Agent) and measures after hydrating.
 */
export function useIsDesktop(): boolean {
  const theme = useMantineTheme();
  const initial = firstRenderDesktop();
  return useMediaQuery(`(min-width: ${theme.breakpoints.md})`, initial ?? true, {
    getInitialValueInEffect: initial !== undefined,
  });
}
