import { MantineProvider } from "@mantine/core";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import { Suspense, lazy, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { PageLoader } from "../components/page-loader";
import { i18n as browserI18n } from "../lib/i18n";
import { useNotificationsShown } from "../lib/notify";
import { queryClient as browserQueryClient } from "./query-client";
import { cssVariablesResolver, theme } from "./theme";

// The toast container (and its transition code) arrives with the page's first notification
// (lib/notify.ts); notifications.show() calls made before it is mounted wait in the store.
const Notifications = lazy(async () => ({
  default: (await import("../lib/notifications")).Notifications,
}));

function NotificationsContainer() {
  if (!useNotificationsShown()) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}

/** The server render (entry-server.tsx) passes its own i18next instance and query client per page. */
export function AppProviders({
  children,
  i18n = browserI18n,
  queryClient = browserQueryClient,
}: {
  children: ReactNode;
  i18n?: I18n;
  queryClient?: QueryClient;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <NotificationsContainer />
        <QueryClientProvider client={queryClient}>
          {/* The common namespace is fetched before the first paint of any text. */}
          <Suspense fallback={<PageLoader fullScreen />}>{children}</Suspense>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
