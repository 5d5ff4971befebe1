import { Box, Container } from "@mantine/core";
import { Suspense } from "react";
import { Outlet, useMatches } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { MAIN_CONTENT_ID, SkipLink } from "../../components/skip-link";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Route `handle` flags read by the layout. */
export interface RouteHandle {
  /** The page draws its own full-width sections (e.g. a hero) instead of a centred container. */
  fullWidth?: boolean;
}

export function PublicLayout() {
  const matches = useMatches();
  const fullWidth = matches.some((match) => (match.handle as RouteHandle | undefined)?.fullWidth);
  // While a page's code arrives its place is a screen high: the footer starts below the fold,
  // so the page does not push it (a layout shift) when it appears.
  const page = (
    <Suspense fallback={<PageLoader fullScreen />}>
      <Outlet />
    </Suspense>
  );

  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      <SkipLink />
      <SiteHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1 }}>
        {fullWidth ? (
          page
        ) : (
          <Container size="xl" py="xl">
            {page}
          </Container>
        )}
      </Box>
      <SiteFooter />
    </Box>
  );
}
