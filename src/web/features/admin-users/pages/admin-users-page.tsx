import { Group, SegmentedControl, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { ListSearchInput, PagedList, useListPaging } from "../../../components/paged-list";
import { USER_STATUSES, useAdminUsers, type AdminUser, type UserStatus } from "../api/list-users";
import type { UserAction } from "../api/user-actions";
import { AdjustCreditsModal } from "../components/adjust-credits-modal";
import { ConfirmActionDialog } from "../components/confirm-action-dialog";
import { UsersTable } from "../components/users-table";

const PAGE_SIZE = 20;

/** Admin users: search, status filter, paging, and per-user actions behind confirmations. */
export function AdminUsersPage() {
  const { t } = useTranslation("admin-users");
  const { page, setPage, q, setQ, debouncedQ, resetting } = useListPaging();
  const [status, setStatus] = useState<UserStatus | "all">("all");
  const [action, setAction] = useState<UserAction | null>(null);
  const [creditsUser, setCreditsUser] = useState<AdminUser | null>(null);
  const users = useAdminUsers({ q: debouncedQ, status: status === "all" ? null : status, page, pageSize: PAGE_SIZE });

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="md">
        <Group align="flex-end" wrap="wrap">
          <ListSearchInput
            label={t("search")}
            placeholder={t("searchPlaceholder")}
            value={q}
            onValueChange={setQ}
            data-testid="admin-users-search"
          />
          <SegmentedControl
            aria-label={t("statusFilter")}
            value={status}
            onChange={resetting((value: string) => setStatus(value as UserStatus | "all"))}
            data={[
              { value: "all", label: t("status.all") },
              ...USER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
            data-testid="admin-users-status"
          />
        </Group>
        <PagedList
          query={users}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={setPage}
          empty={t("empty")}
          emptyTestId="admin-users-empty"
          total={(total) => t("total", { count: total })}
        >
          {(data) => <UsersTable users={data.items} onAction={setAction} onCredits={setCreditsUser} />}
        </PagedList>
      </Stack>
      <ConfirmActionDialog action={action} onClose={() => setAction(null)} />
      <AdjustCreditsModal user={creditsUser} onClose={() => setCreditsUser(null)} />
    </>
  );
}
