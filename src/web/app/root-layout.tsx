import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { useUrlLanguage } from "../lib/lang-router";
import { useSiteName } from "../lib/use-site-name";
import { setSiteName } from "../lib/document-title";
import { reportVisit } from "../lib/report-visit";

/** Wraps every route: visit reporting, scroll restoration, the site name in tab titles. */
export function RootLayout() {
  const { pathname } = useLocation();
  const siteName = useSiteName();
  const lastReported = useRef<string | null>(null);
  const urlLanguage = useUrlLanguage();
  const { i18n } = useTranslation();

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
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
