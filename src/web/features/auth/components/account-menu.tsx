import { Avatar, Button, Menu } from "@mantine/core";
import { IconChevronDown, IconLogout, IconSettings, IconUser } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useLogout } from "../api/logout";
import type { User } from "../../../lib/session/user";
import { paths } from "../../../config/paths";

/** The logged-in user's menu: My page, Admin (admins only), Log out. Loaded on its own chunk. */
export function AccountMenu({
  user,
  fullWidth = false,
  compact = false,
}: {
  user: User;
  fullWidth?: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation("common");
  const logoutMutation = useLogout();
  const message = useErrorMessage();
  const displayName = user.name || user.email;

  const handleLogout = () =>
    logoutMutation.mutate(undefined, {
      onSuccess: () => notifySuccess(t("auth.loggedOut")),
      onError: (error) => notifyError(message(error)),
    });

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          fullWidth={fullWidth}
          justify={fullWidth ? "space-between" : undefined}
          leftSection={
            <Avatar size={24} color="brand" radius="xl" aria-hidden>
              {displayName.charAt(0).toUpperCase()}
            </Avatar>
          }
          rightSection={<IconChevronDown size={16} aria-hidden />}
          aria-label={t("a11y.userMenu", { name: displayName })}
          data-testid="user-menu"
        >
          {compact ? null : displayName}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {compact ? <Menu.Label data-testid="user-menu-name">{displayName}</Menu.Label> : null}
        <Menu.Item component={Link} to={paths.me.home} leftSection={<IconUser size={16} aria-hidden />}>
          {t("auth.myPage")}
        </Menu.Item>
        {user.role === "admin" ? (
          <Menu.Item
            component={Link}
            to={paths.admin.home}
            leftSection={<IconSettings size={16} aria-hidden />}
            data-testid="admin-link"
          >
            {t("auth.admin")}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={handleLogout}
          disabled={logoutMutation.isPending}
          data-testid="logout-button"
        >
          {t("auth.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
