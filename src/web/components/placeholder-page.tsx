import { EmptyState } from "@mantine/core";
import { IconHourglassEmpty } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "./page-header";

/** A translated title and an empty state, for sections whose feature is not built yet. */
export function PlaceholderPage({ title, description }: { title: string; description?: string }) {
  const { t } = useTranslation("common");
  return (
    <>
      <PageHeader title={title} description={description} />
      <EmptyState data-testid="empty-state" py="xl" variant="light" icon={<IconHourglassEmpty aria-hidden />}>
        <EmptyState.Title order={2}>{t("placeholder.title")}</EmptyState.Title>
        <EmptyState.Description>{t("placeholder.description")}</EmptyState.Description>
      </EmptyState>
    </>
  );
}
