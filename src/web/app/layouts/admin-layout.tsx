import "./admin-styles";
import { Anchor, AppShell, Badge, Burger, Button, Container, Group, ScrollArea, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconExternalLink, IconLock } from "@tabler/icons-react";
import { Suspense, useEffect, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { Link, Navigate } from "../../lib/lang-router";
import { LanguageSwitcher } from "../../components/language-switcher";
import { PageLoader } from "../../components/page-loader";
import { QueryError } from "../../components/query-error";
import { MAIN_CONTENT_ID, SkipLink } from "../../components/skip-link";
import { StatusPage } from "../../components/status-page";
import { useMe } from "../../lib/session/get-session";
import { UserMenu } from "../../features/auth/components/user-menu";
import { TotpEnrollmentGate } from "../../features/account/components/totp-enrollment-gate";
import { loginPath } from "../../lib/session/login-path";
import { usePublicSettings } from "../../lib/public-settings";
import { useSiteName } from "../../lib/use-site-name";
import { useIsDesktop } from "../../hooks/use-is-desktop";
import { AdminSidebar } from "./admin-sidebar";
import { paths } from "../../config/paths";

const SIDEBAR_ID = "admin-sidebar";

function ViewSiteButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation("common");
  return (
    <Button
      component={Link}
      to={paths.home}
      variant="subtle"
      color="dark"
      fullWidth={fullWidth}
      justify={fullWidth ? "flex-start" : undefined}
      rightSection={<IconExternalLink size={16} aria-hidden />}
    >
      {t("admin.viewSite")}
    </Button>
  );
}

function AdminShell() {
  const { t } = useTranslation("common");
  const siteName = useSiteName();
  const { data: settings } = usePublicSettings();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  const isDesktop = useIsDesktop();

  useEffect(close, [pathname, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: "md", collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              hiddenFrom="md"
              size="sm"
              opened={opened}
              onClick={toggle}
              aria-label={t("a11y.toggleSidebar")}
              aria-expanded={opened}
              aria-controls={SIDEBAR_ID}
            />
            <Anchor component={Link} to={paths.admin.home} underline="never" c="brand.8" fw={800} truncate>
              {siteName}
            </Anchor>
            <Text fw={600} c="gray.7" visibleFrom="sm">
              {t("admin.title")}
            </Text>
            {settings?.app_env === "staging" ? (
              <Badge
                color="yellow.5"
                size="lg"
                radius="sm"
                title={t("admin.stagingHint")}
                style={{ flexShrink: 0 }}
                data-testid="staging-badge"
              >
                {t("admin.staging")}
              </Badge>
            ) : null}
          </Group>
          {isDesktop ? (
            <Group gap="xs" wrap="nowrap">
              <ViewSiteButton />
              <LanguageSwitcher />
              <UserMenu />
            </Group>
          ) : null}
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id={SIDEBAR_ID} p="xs" aria-label={t("a11y.adminNavigation")}>
        <AppShell.Section grow component={ScrollArea} type="auto">
          <AdminSidebar />
        </AppShell.Section>
        {isDesktop ? null : (
          // On phones the header has no room for these.
          <AppShell.Section pt="sm">
            <Stack gap="xs">
              <ViewSiteButton fullWidth />
              <LanguageSwitcher fullWidth />
              <UserMenu fullWidth />
            </Stack>
          </AppShell.Section>
        )}
      </AppShell.Navbar>
      <AppShell.Main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        bg="gray.0"
        // A table's pinned actions column (global.css) is drawn on the same grey.
        style={{ "--admin-table-surface": "var(--mantine-color-gray-0)" } as CSSProperties}
      >
        <Suspense fallback={<PageLoader />}>
          <TotpEnrollmentGate>
            <Outlet />
          </TotpEnrollmentGate>
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}

/** /admin/*: visitors go to /login and back, logged-in non-admins get a 403 page. */
export function AdminLayout() {
  const { t } = useTranslation("common");
  const me = useMe();
  const location = useLocation();

  if (me.isPending) return <PageLoader fullScreen />;
  if (me.isError) {
    return (
      <Container component="main" id={MAIN_CONTENT_ID} size="sm" py="xl">
        <QueryError error={me.error} onRetry={() => void me.refetch()} />
      </Container>
    );
  }
  if (!me.data) {
    return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  }
  if (me.data.role !== "admin") {
    return (
      <Container component="main" id={MAIN_CONTENT_ID} size="sm" py="xl">
        <StatusPage
          testId="forbidden"
          icon={<IconLock aria-hidden />}
          title={t("forbidden.title")}
          description={t("forbidden.description")}
          actionLabel={t("notFound.backHome")}
        />
      </Container>
    );
  }
  return <AdminShell />;
}
