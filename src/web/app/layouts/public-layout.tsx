import { Box, Container } from "@mantine/core";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { MAIN_CONTENT_ID, SkipLink } from "../../components/skip-link";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { CompareTray } from "../../components/compare-tray";

/**
 * While a page's code arrives its place is a screen high: the footer starts below the fold, so the
 * page does not push it (a layout shift) when it appears.
 */
function PageOutlet() {
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <Outlet />
    </Suspense>
  );
}

/** The header, the footer and the compare tray around every public page. */
export function PublicLayout() {
  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      <SkipLink />
      <SiteHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1 }}>
        <PageOutlet />
      </Box>
      <SiteFooter />
      <CompareTray />
    </Box>
  );
}

/** The pages that sit in the centred container (all but home, which draws full-width sections). */
export function ContainedPages() {
  return (
    <Container size="xl" py="xl">
      <PageOutlet />
    </Container>
  );
}
