import { ActionIcon, Menu } from "@mantine/core";
import {
  IconCoins,
  IconDots,
  IconLockOpen,
  IconShield,
  IconTrash,
  IconUserCheck,
  IconUserOff,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { AdminUser } from "../api/list-users";
import type { UserAction } from "../api/user-actions";

/** A user row's actions menu; a deleted account has none. */
export function UserRowMenu({
  user,
  onAction,
  onCredits,
}: {
  user: AdminUser;
  onAction: (a: UserAction) => void;
  onCredits: (u: AdminUser) => void;
}) {
  const { t } = useTranslation("admin-users");
  const deleted = user.status === "deleted";
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("rowActions", { email: user.email })}
          data-testid={`admin-user-menu-${user.id}`}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {!deleted && user.is_active ? (
          <Menu.Item
            leftSection={<IconUserOff size={16} aria-hidden />}
            onClick={() => onAction({ kind: "deactivate", user })}
          >
            {t("actions.deactivate.button")}
          </Menu.Item>
        ) : null}
        {!deleted && !user.is_active ? (
          <Menu.Item
            leftSection={<IconUserCheck size={16} aria-hidden />}
            onClick={() => onAction({ kind: "reactivate", user })}
          >
            {t("actions.reactivate.button")}
          </Menu.Item>
        ) : null}
        {!deleted && user.locked ? (
          <Menu.Item
            leftSection={<IconLockOpen size={16} aria-hidden />}
            onClick={() => onAction({ kind: "unlock", user })}
          >
            {t("actions.unlock.button")}
          </Menu.Item>
        ) : null}
        {!deleted ? (
          <Menu.Item
            leftSection={<IconShield size={16} aria-hidden />}
            onClick={() => onAction({ kind: user.role === "admin" ? "make-user" : "make-admin", user })}
          >
            {t(user.role === "admin" ? "actions.make-user.button" : "actions.make-admin.button")}
          </Menu.Item>
        ) : null}
        {!deleted ? (
          <Menu.Item leftSection={<IconCoins size={16} aria-hidden />} onClick={() => onCredits(user)}>
            {t("credits.open")}
          </Menu.Item>
        ) : null}
        {!deleted ? (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onAction({ kind: "delete", user })}
            >
              {t("actions.delete.button")}
            </Menu.Item>
          </>
        ) : (
          <Menu.Item disabled>{t("noActions")}</Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
