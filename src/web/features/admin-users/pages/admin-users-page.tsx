import { Badge, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ADMIN_PAGE_SIZE, AdminListPage } from "../../../components/admin-list-page";
import type { AdminColumn } from "../../../components/admin-table";
import { useListPaging } from "../../../components/paged-list";
import { formatCc, dayFormat } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { USER_STATUSES, useAdminUsers, type AdminUser, type UserStatus } from "../api/list-users";
import type { UserAction } from "../api/user-actions";
import { AdjustCreditsModal } from "../components/adjust-credits-modal";
import { ConfirmActionDialog } from "../components/confirm-action-dialog";
import { UserRowMenu } from "../components/user-row-menu";
import { useMe } from "../../../lib/session/get-session";

const STATUS_COLOR: Record<UserStatus, string> = {
  active: "green",
  deactivated: "gray",
  locked: "orange",
  deleted: "red",
};

/** Admin users: search, status filter, paging, and per-user actions behind confirmations. */
export function AdminUsersPage() {
  const { t } = useTranslation("admin-users");
  const lang = currentLanguage();
  const me = useMe();
  const paging = useListPaging();
  const [status, setStatus] = useState<UserStatus | "all">("all");
  const [action, setAction] = useState<UserAction | null>(null);
  const [creditsUser, setCreditsUser] = useState<AdminUser | null>(null);
  const users = useAdminUsers({
    q: paging.debouncedQ,
    status: status === "all" ? null : status,
    page: paging.page,
    pageSize: ADMIN_PAGE_SIZE,
  });
  const date = dayFormat(lang);
  const yes = (v: boolean) => (v ? t("yes") : t("no"));

  const columns: AdminColumn<AdminUser>[] = [
    {
      key: "user",
      header: t("columns.user"),
      // A long email breaks anywhere, so the row actions stay on screen at 1366 px.
      maxWidth: 280,
      cell: (u) => (
        <>
          <Text size="sm" fw={600}>
            {u.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {u.email} · {u.country ?? "—"}
          </Text>
        </>
      ),
    },
    {
      key: "status",
      header: t("columns.status"),
      nowrap: true,
      cell: (u) => (
        <>
          <Badge color={STATUS_COLOR[u.status]} variant="light" maw="none">
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
          {u.totp_enabled ? (
            <Text
              size="xs"
              c="green.8"
              maw={150}
              style={{ whiteSpace: "normal" }}
              data-testid={`admin-user-totp-${u.id}`}
            >
              {t("totpOn")}
            </Text>
          ) : null}
        </>
      ),
    },
    { key: "role", header: t("columns.role"), cell: (u) => t(`roles.${u.role}`) },
    { key: "cc", header: t("columns.cc"), align: "right", nowrap: true, cell: (u) => formatCc(u.cc_balance, lang) },
    {
      key: "cashCc",
      header: t("columns.cashCc"),
      align: "right",
      nowrap: true,
      cell: (u) => formatCc(u.cash_cc_balance, lang),
    },
    {
      key: "promo",
      header: t("columns.promo"),
      cell: (u) => (
        <>
          <Text size="xs">{[u.promo_preferred_maker, u.promo_preferred_model].filter(Boolean).join(" ") || "—"}</Text>
          <Text size="xs" c="dimmed">
            {t("promoEmail", { value: yes(u.promo_email_enabled) })}
          </Text>
        </>
      ),
    },
    { key: "created", header: t("columns.created"), nowrap: true, cell: (u) => date.format(new Date(u.created_at)) },
    {
      key: "actions",
      header: t("columns.actions"),
      actions: true,
      cell: (u) => <UserRowMenu user={u} selfId={me.data?.id} onAction={setAction} onCredits={setCreditsUser} />,
    },
  ];

  return (
    <AdminListPage
      query={users}
      paging={paging}
      t={t}
      search={{ label: t("search"), placeholder: t("searchPlaceholder"), testId: "admin-users-search" }}
      filter={{
        label: t("statusFilter"),
        value: status,
        onChange: setStatus,
        options: [
          { value: "all" as const, label: t("status.all") },
          ...USER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        ],
        testId: "admin-users-status",
      }}
      columns={columns}
      rowProps={(u) => ({ "data-testid": `admin-user-row-${u.id}` })}
      testId="admin-users"
      total={(total) => t("total", { count: total })}
      minWidth={900}
    >
      <ConfirmActionDialog action={action} onClose={() => setAction(null)} />
      <AdjustCreditsModal user={creditsUser} onClose={() => setCreditsUser(null)} />
    </AdminListPage>
  );
}
