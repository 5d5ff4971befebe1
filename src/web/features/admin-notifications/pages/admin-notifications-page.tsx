import { Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { BroadcastsTable } from "../components/broadcasts-table";
import { SendNotificationForm } from "../components/send-notification-form";

/** /admin/notifications: send a notification to one user or to all users. */
export function AdminNotificationsPage() {
  const { t } = useTranslation("admin-notifications");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="xl">
        <SendNotificationForm />
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t("history.heading")}
          </Title>
          <BroadcastsTable />
        </Stack>
      </Stack>
    </>
  );
}
