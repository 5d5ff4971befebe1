import { Menu } from "@mantine/core";
import {
  IconCoins,
  IconLockOpen,
  IconLogout,
  IconShield,
  IconShieldOff,
  IconTrash,
  IconUserCheck,
  IconUserOff,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { AdminUser } from "../api/list-users";
import { UserAction } from "../api/user-actions";
import { RowMenu } from "../../../components/row-menu";

/**
 * A user row's actions menu; a deleted account has none. An administrator's own second factor is
 * turned off on My page → Security (with a code), not here.
 */
export function UserRowMenu({
  user,
  selfId,
  onAction,
  onCredits,
}: {
  user: AdminUser;
  selfId: number | undefined;
  onAction: (a: UserAction) => void;
  onCredits: (u: AdminUser) => void;
}) {
  const { t } = useTranslation("admin-users");
  const deleted = user.status === "deleted";
  return (
    <RowMenu label={t("rowActions", { email: user.email })} testId={`admin-user-menu-${user.id}`}>
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
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => onAction({ kind: "end-sessions", user })}
          data-testid={`admin-user-end-sessions-${user.id}`}
        >
          {t("actions.end-sessions.button")}
        </Menu.Item>
      ) : null}
      {!deleted && user.totp_enabled && user.id !== selfId ? (
        <Menu.Item
          leftSection={<IconShieldOff size={16} aria-hidden />}
          onClick={() => onAction({ kind: "reset-totp", user })}
          data-testid={`admin-user-reset-totp-${user.id}`}
        >
          {t("actions.reset-totp.button")}
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
    </RowMenu>
  );
}
