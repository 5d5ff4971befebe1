import { Skeleton, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
import { useAdminSettings } from "../api/get-admin-settings";
import { AdminSettingsForm } from "../components/admin-settings-form";

function SettingsSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" data-testid="admin-settings-loading">
      {[180, 90, 150, 260, 340].map((height, i) => (
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </Stack>
  );
}

/** The settings form; `after` is what the app shows below it (the upstream availability check). */
export function AdminSettingsPage({ after }: { after?: ReactNode }) {
  const { t } = useTranslation("common");
  const settings = useAdminSettings();

  return (
    <>
      <PageHeader title={t("admin.nav.settings")} description={t("settings.description")} />
      {settings.isPending ? (
        <SettingsSkeleton />
      ) : settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <AdminSettingsForm settings={settings.data} />
      )}
      {after}
    </>
  );
}
