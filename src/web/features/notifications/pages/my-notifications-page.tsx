import { FilterChoices } from "../../../components/filter-choices";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { RequireAuth } from "../../../components/require-auth";
import { NotificationList } from "../components/notification-list";

function MyNotifications() {
  const { t } = useTranslation("notifications");
  const [filter, setFilter] = useState<"all" | "unread">("all");
  return (
    <>
      <PageHeader title={t("page.title")} description={t("page.description")} />
      <FilterChoices
        mb="md"
        aria-label={t("page.filter")}
        value={filter}
        onChange={(v) => setFilter(v as "all" | "unread")}
        data={[
          { value: "all", label: t("page.all") },
          { value: "unread", label: t("page.unread") },
        ]}
        data-testid="notification-filter"
      />
      {/* A new list per filter, so each starts on its first page. */}
      <NotificationList key={filter} pageSize={20} unreadOnly={filter === "unread"} />
    </>
  );
}

/** /me/notifications: every notification of the logged-in user. */
export function MyNotificationsPage() {
  return <RequireAuth>{() => <MyNotifications />}</RequireAuth>;
}
