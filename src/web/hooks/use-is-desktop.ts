import { useMantineTheme } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";

/**
 * True from the `md` breakpoint up. Layouts render either the desktop or the phone
 * variant of a control (not both, hidden by CSS), so each control exists once in
 * the page for assistive technology and browser tests.
 */
export function useIsDesktop(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(min-width: ${theme.breakpoints.md})`, true, {
    getInitialValueInEffect: false,
  });
}
