import { ActionIcon, Badge, Menu, Table, Text, VisuallyHidden } from "@mantine/core";
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
import { formatCc } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import type { AdminUser, UserStatus } from "../api/list-users";
import type { UserAction } from "../api/user-actions";

const STATUS_COLOR: Record<UserStatus, string> = {
  active: "green",
  deactivated: "gray",
  locked: "orange",
  deleted: "red",
};

function RowMenu({
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

/** The admin users list with each row's state and actions. */
export function UsersTable(props: {
  users: AdminUser[];
  onAction: (a: UserAction) => void;
  onCredits: (u: AdminUser) => void;
}) {
  const { t } = useTranslation("admin-users");
  const lang = currentLanguage();
  const date = new Intl.DateTimeFormat(lang, { dateStyle: "medium" });
  const yes = (v: boolean) => (v ? t("yes") : t("no"));

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="admin-users-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("columns.user")}</Table.Th>
            <Table.Th>{t("columns.status")}</Table.Th>
            <Table.Th>{t("columns.role")}</Table.Th>
            <Table.Th ta="right">{t("columns.cc")}</Table.Th>
            <Table.Th ta="right">{t("columns.cashCc")}</Table.Th>
            <Table.Th>{t("columns.promo")}</Table.Th>
            <Table.Th>{t("columns.created")}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t("columns.actions")}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.users.map((u) => (
            <Table.Tr key={u.id} data-testid={`admin-user-row-${u.id}`}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {u.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {u.email} · {u.country ?? "—"}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOR[u.status]} variant="light">
                  {t(`status.${u.status}`)}
                </Badge>
                {u.deleted_at ? (
                  <Text size="xs" c="dimmed">
                    {date.format(new Date(u.deleted_at))}
                  </Text>
                ) : null}
                {u.locked && u.status !== "locked" ? (
                  <Text size="xs" c="orange.8">
                    {t("status.locked")}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{t(`roles.${u.role}`)}</Table.Td>
              <Table.Td ta="right">{formatCc(u.cc_balance, lang)}</Table.Td>
              <Table.Td ta="right">{formatCc(u.cash_cc_balance, lang)}</Table.Td>
              <Table.Td>
                <Text size="xs">
                  {[u.promo_preferred_maker, u.promo_preferred_model].filter(Boolean).join(" ") || "—"}
                </Text>
                <Text size="xs" c="dimmed">
                  {t("promoEmail", { value: yes(u.promo_email_enabled) })}
                </Text>
              </Table.Td>
              <Table.Td>{date.format(new Date(u.created_at))}</Table.Td>
              <Table.Td>
                <RowMenu user={u} onAction={props.onAction} onCredits={props.onCredits} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
