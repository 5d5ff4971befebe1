import { Anchor, Badge, Box, Burger, Button, Container, Group, Paper } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconCar, IconScale } from "@tabler/icons-react";
import { Suspense, lazy, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useMatch } from "react-router";
import { Link } from "../../lib/lang-router";
import { LanguageSwitcher } from "../../components/language-switcher";
import { CurrencySwitcher } from "../../components/currency-switcher";
import { UserMenu } from "../../features/auth/components/user-menu";
import { NotificationBell } from "../../features/notifications/components/notification-bell";
import { useSiteName } from "../../lib/use-site-name";
import { useIsDesktop } from "../../hooks/use-is-desktop";
import { useMainNavItems, type MainNavItem } from "./main-nav-items";
import { useRowLevel } from "./use-row-fits";
import { SwitchLinks } from "./switch-links";
import { loginPath } from "../../lib/session/login-path";
import { comparePath, useCompareIds } from "../../lib/compare/compare-list";
import { paths } from "../../config/paths";

const MobileNavDrawer = lazy(async () => ({
  default: (await import("./mobile-nav-drawer")).MobileNavDrawer,
}));

const MOBILE_NAV_ID = "mobile-navigation";

/** The header's levels (useRowLevel): the full row, a compact row, the menu button. */
const FULL = 0;
const COMPACT = 1;
const MENU_BUTTON = 2;

function DesktopNavLink({ item, compact }: { item: MainNavItem; compact: boolean }) {
  const { t } = useTranslation("common");
  const active = useMatch({ path: item.to, end: item.to === paths.home }) !== null;
  return (
    <Button
      component={Link}
      to={item.to}
      variant={active ? "light" : "subtle"}
      color={active ? "brand" : "dark"}
      aria-current={active ? "page" : undefined}
      px={compact ? 8 : "sm"}
      style={{ flexShrink: 0 }}
    >
      {t(item.labelKey)}
    </Button>
  );
}

/**
 * Compare, with how many cars are picked: shown once the visitor picked one (the tray's way in from
 * the menu). `compact`: the scales and the count alone, its name for screen readers and as a tip.
 */
function DesktopCompareLink({ compact }: { compact: boolean }) {
  const { t } = useTranslation("common");
  const ids = useCompareIds();
  const active = useMatch(paths.compare) !== null;
  if (ids.length === 0) return null;
  const count = (
    <Badge size="sm" circle>
      {ids.length}
    </Badge>
  );
  return (
    <Button
      component={Link}
      to={comparePath(ids)}
      variant={active ? "light" : "subtle"}
      color={active ? "brand" : "dark"}
      px={compact ? 8 : "sm"}
      leftSection={<IconScale size={16} aria-hidden />}
      rightSection={compact ? undefined : count}
      aria-label={compact ? `${t("nav.compare")} (${ids.length})` : undefined}
      title={compact ? t("nav.compare") : undefined}
      style={{ flexShrink: 0 }}
      data-testid="nav-compare"
    >
      {compact ? count : t("nav.compare")}
    </Button>
  );
}

export function SiteHeader() {
  const { t } = useTranslation("common");
  const siteName = useSiteName();
  const items = useMainNavItems();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Stays mounted once opened, so that closing can animate.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const { pathname } = useLocation();

  const { i18n } = useTranslation();
  const wide = useIsDesktop();
  // The full menu only while it fits on one line. Mongolian and Russian labels with Compare need
  // more room than a 1280 px laptop leaves beside the switchers: the row is drawn compact first
  // (Compare as its scales and count, narrower buttons), and only when even that does not fit does
  // the header fall back to the menu button (issue 50: it did so at once, hiding every link).
  const compareCount = useCompareIds().length;
  const row = useRowLevel(wide, 3, [i18n.language, items.length, siteName, compareCount > 0]);
  const isDesktop = row.level !== MENU_BUTTON;
  const compact = row.level === COMPACT;

  useEffect(close, [pathname, isDesktop, close]);
  useEffect(() => {
    if (opened) setDrawerLoaded(true);
  }, [opened]);

  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="white"
      style={{ zIndex: 100, borderBottom: "1px solid var(--mantine-color-gray-3)" }}
    >
      <Container size="xl" h={64}>
        <Group
          ref={row.ref}
          h="100%"
          justify="space-between"
          wrap="nowrap"
          gap="md"
          style={row.style}
          data-testid="header-row"
          data-level={row.level === FULL ? "full" : compact ? "compact" : "menu"}
        >
          <Anchor
            component={Link}
            to={paths.home}
            underline="never"
            c="brand.8"
            fw={800}
            fz="lg"
            data-testid="site-name"
            style={{ flexShrink: 0, whiteSpace: "nowrap" }}
          >
            <Group gap={8} wrap="nowrap">
              <IconCar size={26} aria-hidden />
              <span>{siteName}</span>
            </Group>
          </Anchor>

          {isDesktop ? (
            <>
              <Group component="nav" aria-label={t("a11y.mainNavigation")} gap={2} wrap="nowrap" data-testid="main-nav">
                {items.map((item) => (
                  <DesktopNavLink key={item.to} item={item} compact={compact} />
                ))}
                <DesktopCompareLink compact={compact} />
              </Group>
              <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                <LanguageSwitcher />
                <CurrencySwitcher />
                <NotificationBell />
                <UserMenu compact />
              </Group>
            </>
          ) : (
            <Group gap="xs" wrap="nowrap">
              <NotificationBell />
              {/* A <details>: without JavaScript the summary opens the plain list below it; with it,
                  the click opens the drawer instead, so the page looks the same before and after hydrating. */}
              <Box component="details" pos="relative">
                <Box
                  component="summary"
                  onClick={(event) => {
                    event.preventDefault();
                    toggle();
                  }}
                  aria-label={opened ? t("a11y.closeMenu") : t("a11y.openMenu")}
                  aria-expanded={opened}
                  aria-controls={MOBILE_NAV_ID}
                  data-testid="mobile-menu-button"
                  style={{ listStyle: "none", cursor: "pointer", display: "flex" }}
                >
                  <Burger component="span" opened={opened} aria-hidden tabIndex={-1} />
                </Box>
                <Paper
                  component="nav"
                  aria-label={t("a11y.mainNavigation")}
                  shadow="md"
                  withBorder
                  p="xs"
                  pos="absolute"
                  right={0}
                  top="100%"
                  miw={220}
                  style={{ zIndex: 200 }}
                >
                  {items.map((item) => (
                    <Anchor key={item.to} component={Link} to={item.to} display="block" py={6} px="sm" c="dark">
                      {t(item.labelKey)}
                    </Anchor>
                  ))}
                  <Anchor component={Link} to={loginPath()} display="block" py={6} px="sm">
                    {t("auth.login")}
                  </Anchor>
                  <SwitchLinks />
                </Paper>
              </Box>
            </Group>
          )}
        </Group>
      </Container>

      {drawerLoaded && !isDesktop ? (
        <Suspense fallback={null}>
          <MobileNavDrawer id={MOBILE_NAV_ID} opened={opened} onClose={close} title={siteName} items={items} />
        </Suspense>
      ) : null}
    </Box>
  );
}
