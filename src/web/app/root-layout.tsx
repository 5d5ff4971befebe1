import { useEffect, useRef } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { useSiteName } from "../lib/use-site-name";
import { setSiteName } from "../lib/document-title";
import { reportVisit } from "../lib/report-visit";

/** Wraps every route: visit reporting, scroll restoration, the site name in tab titles. */
export function RootLayout() {
  const { pathname } = useLocation();
  const siteName = useSiteName();
  const lastReported = useRef<string | null>(null);

  useEffect(() => setSiteName(siteName), [siteName]);

  useEffect(() => {
    // The ref keeps StrictMode's double effect run from counting a visit twice.
    if (lastReported.current === pathname) return;
    lastReported.current = pathname;
    reportVisit(pathname);
  }, [pathname]);

  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
