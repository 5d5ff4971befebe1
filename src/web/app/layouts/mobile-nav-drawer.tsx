import { Badge, Box, Divider, Drawer, NavLink, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useMatch } from "react-router";
import { Link } from "../../lib/lang-router";
import { LanguageSwitcher } from "../../components/language-switcher";
import { CurrencySwitcher } from "../../components/currency-switcher";
import { UserMenu } from "../../features/auth/components/user-menu";
import type { MainNavItem } from "./main-nav-items";
import { comparePath, useCompareIds } from "../../lib/compare/compare-list";
import { paths } from "../../config/paths";

function MobileNavLink({ item }: { item: MainNavItem }) {
  const { t } = useTranslation("common");
  const active = useMatch({ path: item.to, end: item.to === paths.home }) !== null;
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={t(item.labelKey)}
      active={active}
      aria-current={active ? "page" : undefined}
    />
  );
}

/** Compare, with the count, once a car is picked. */
function MobileCompareLink() {
  const { t } = useTranslation("common");
  const ids = useCompareIds();
  const active = useMatch(paths.compare) !== null;
  if (ids.length === 0) return null;
  return (
    <NavLink
      component={Link}
      to={comparePath(ids)}
      label={t("nav.compare")}
      active={active}
      rightSection={
        <Badge size="sm" circle>
          {ids.length}
        </Badge>
      }
      data-testid="nav-compare"
    />
  );
}

/** The phone menu; a chunk of its own, fetched the first time the burger is pressed. */
export function MobileNavDrawer(props: {
  id: string;
  opened: boolean;
  onClose: () => void;
  title: string;
  items: MainNavItem[];
}) {
  const { t } = useTranslation("common");
  return (
    <Drawer
      id={props.id}
      opened={props.opened}
      onClose={props.onClose}
      position="right"
      size="xs"
      title={props.title}
      closeButtonProps={{ "aria-label": t("a11y.closeMenu") }}
    >
      <Stack gap="md">
        <Box component="nav" aria-label={t("a11y.mainNavigation")}>
          {props.items.map((item) => (
            <MobileNavLink key={item.to} item={item} />
          ))}
          <MobileCompareLink />
        </Box>
        <Divider />
        <LanguageSwitcher fullWidth />
        <CurrencySwitcher fullWidth />
        <UserMenu fullWidth />
      </Stack>
    </Drawer>
  );
}
