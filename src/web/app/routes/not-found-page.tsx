import { IconMapQuestion } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { StatusPage } from "../../components/status-page";

export function NotFoundPage() {
  const { t } = useTranslation("common");
  return (
    <StatusPage
      testId="not-found"
      icon={<IconMapQuestion aria-hidden />}
      title={t("notFound.title")}
      description={t("notFound.description")}
      actionLabel={t("notFound.backHome")}
    />
  );
}
