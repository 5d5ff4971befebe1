import { Badge, Box, NavLink } from "@mantine/core";
import { useOpenQuestionCount } from "../../features/admin-questions/api/admin-questions";
import { useTranslation } from "react-i18next";
import { useMatch } from "react-router";
import { Link } from "../../lib/lang-router";
import { ADMIN_NAV, type AdminNavItem } from "./admin-nav";
import { paths } from "../../config/paths";

function AdminNavEntry({ item }: { item: AdminNavItem }) {
  const { t } = useTranslation("common");
  const { to } = item;
  const active = useMatch({ path: to, end: to === paths.admin.home }) !== null;
  const Icon = item.icon;
  return (
    <NavLink
      component={Link}
      to={to}
      label={t(item.labelKey)}
      leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
      rightSection={item.count === "openQuestions" ? <OpenQuestionsBadge /> : undefined}
      active={active}
      aria-current={active ? "page" : undefined}
      variant="light"
    />
  );
}

/** Threads whose last message is the buyer's (nothing while there are none). */
function OpenQuestionsBadge() {
  const { t } = useTranslation("common");
  const open = useOpenQuestionCount();
  if (!open) return null;
  return (
    <Badge
      size="sm"
      color="red"
      variant="filled"
      circle={open < 10}
      aria-label={t("admin.nav.openQuestions", { count: open })}
      data-testid="admin-nav-questions-count"
    >
      {open}
    </Badge>
  );
}

export function AdminSidebar() {
  return (
    <Box data-testid="admin-sidebar">
      {ADMIN_NAV.map((item) => (
        <AdminNavEntry key={item.to} item={item} />
      ))}
    </Box>
  );
}
