import { Button, Skeleton } from "@mantine/core";
import { IconLogin, IconUser } from "@tabler/icons-react";
import { Suspense, lazy } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Link } from "../../../lib/lang-router";
import { useMe } from "../../../lib/session/get-session";
import { loginPath } from "../../../lib/session/login-path";
import { paths } from "../../../config/paths";

// Visitors never download the dropdown (menu, popover and positioning code).
const AccountMenu = lazy(async () => ({
  default: (await import("./account-menu")).AccountMenu,
}));

/**
 * "Log in" for a visitor; for a logged-in user, the account menu. `compact` (the desktop header)
 * shows the user's initial alone: a long name would crowd out the menu.
 */
export function UserMenu({ fullWidth = false, compact = false }: { fullWidth?: boolean; compact?: boolean }) {
  const { t } = useTranslation("common");
  const location = useLocation();
  const me = useMe();

  if (me.isPending) return <Skeleton height={36} width={fullWidth ? "100%" : 96} radius="md" />;

  const user = me.data;
  if (!user) {
    const next = location.pathname === paths.login ? undefined : location.pathname + location.search;
    return (
      <Button
        component={Link}
        to={loginPath(next)}
        leftSection={<IconLogin size={18} aria-hidden />}
        fullWidth={fullWidth}
        data-testid="login-button"
      >
        {t("auth.login")}
      </Button>
    );
  }

  return (
    <Suspense
      fallback={
        <Button
          component={Link}
          to={paths.me.home}
          variant="default"
          fullWidth={fullWidth}
          leftSection={<IconUser size={16} aria-hidden />}
          aria-label={compact ? user.name || user.email : undefined}
        >
          {compact ? null : user.name || user.email}
        </Button>
      }
    >
      <AccountMenu user={user} fullWidth={fullWidth} compact={compact} />
    </Suspense>
  );
}
