import { Group, Pagination, SegmentedControl, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
import { USER_STATUSES, useAdminUsers, type AdminUser, type UserStatus } from "../api/list-users";
import type { UserAction } from "../api/user-actions";
import { AdjustCreditsModal } from "../components/adjust-credits-modal";
import { ConfirmActionDialog } from "../components/confirm-action-dialog";
import { UsersTable } from "../components/users-table";

const PAGE_SIZE = 20;

/** Admin users: search, status filter, paging, and per-user actions behind confirmations. */
export function AdminUsersPage() {
  const { t } = useTranslation("admin-users");
  const [q, setQ] = useState("");
  const [debouncedQ] = useDebouncedValue(q, 300);
  const [status, setStatus] = useState<UserStatus | "all">("all");
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<UserAction | null>(null);
  const [creditsUser, setCreditsUser] = useState<AdminUser | null>(null);
  const users = useAdminUsers({ q: debouncedQ, status: status === "all" ? null : status, page, pageSize: PAGE_SIZE });

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="md">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t("search")}
            placeholder={t("searchPlaceholder")}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={q}
            onChange={(event) => {
              setQ(event.currentTarget.value);
              setPage(1);
            }}
            w={320}
            data-testid="admin-users-search"
          />
          <SegmentedControl
            aria-label={t("statusFilter")}
            value={status}
            onChange={(value) => {
              setStatus(value as UserStatus | "all");
              setPage(1);
            }}
            data={[
              { value: "all", label: t("status.all") },
              ...USER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
            data-testid="admin-users-status"
          />
        </Group>
        {users.isPending ? (
          <Skeleton height={320} radius="md" />
        ) : users.isError ? (
          <QueryError error={users.error} onRetry={() => void users.refetch()} />
        ) : users.data.items.length === 0 ? (
          <Text c="dimmed" data-testid="admin-users-empty">
            {t("empty")}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t("total", { count: users.data.total })}
            </Text>
            <UsersTable users={users.data.items} onAction={setAction} onCredits={setCreditsUser} />
            {users.data.total > PAGE_SIZE ? (
              <Group justify="center">
                <Pagination total={Math.ceil(users.data.total / PAGE_SIZE)} value={page} onChange={setPage} />
              </Group>
            ) : null}
          </>
        )}
      </Stack>
      <ConfirmActionDialog action={action} onClose={() => setAction(null)} />
      <AdjustCreditsModal user={creditsUser} onClose={() => setCreditsUser(null)} />
    </>
  );
}
