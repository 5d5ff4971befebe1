import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { useUrlLanguage } from "../lib/lang-router";
import { useSiteName } from "../lib/use-site-name";
import { setSiteName } from "../lib/document-title";
import { reportVisit } from "../lib/report-visit";
import { useScrollRestoration } from "../lib/scroll-restoration";
import { RouteErrorBoundary } from "./routes/route-error";

/** Wraps every route: visit reporting, scroll restoration, the site name in tab titles, errors. */
export function RootLayout() {
  const { pathname } = useLocation();
  const siteName = useSiteName();
  const lastReported = useRef<string | null>(null);
  const urlLanguage = useUrlLanguage();
  const { i18n } = useTranslation();
  useScrollRestoration();

  // A URL of one language (?lang=, e.g. back to a page of another language) shows that language.
  useEffect(() => {
    if (urlLanguage && urlLanguage !== i18n.language) void i18n.changeLanguage(urlLanguage);
  }, [urlLanguage, i18n]);

  useEffect(() => setSiteName(siteName), [siteName]);

  useEffect(() => {
    // The ref keeps StrictMode's double effect run from counting a visit twice.
    if (lastReported.current === pathname) return;
    lastReported.current = pathname;
    reportVisit(pathname);
  }, [pathname]);

  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Outlet />
    </RouteErrorBoundary>
  );
}
