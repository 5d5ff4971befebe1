import { Box, NavLink } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useMatch } from "react-router";
import { ADMIN_NAV, type AdminNavItem } from "./admin-nav";

function AdminNavEntry({ item }: { item: AdminNavItem }) {
  const { t } = useTranslation("common");
  const to = item.path ? `/admin/${item.path}` : "/admin";
  const active = useMatch({ path: to, end: item.path === "" }) !== null;
  const Icon = item.icon;
  return (
    <NavLink
      component={Link}
      to={to}
      label={t(item.labelKey)}
      leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
      active={active}
      aria-current={active ? "page" : undefined}
      variant="light"
    />
  );
}

export function AdminSidebar() {
  return (
    <Box data-testid="admin-sidebar">
      {ADMIN_NAV.map((item) => (
        <AdminNavEntry key={item.path || "dashboard"} item={item} />
      ))}
    </Box>
  );
}
