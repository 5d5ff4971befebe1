import { IconShieldLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../../../components/page-loader";
import { QueryError } from "../../../components/query-error";
import { StatusPage } from "../../../components/status-page";
import { useTotpStatus } from "../api/get-totp-status";
import { paths } from "../../../config/paths";

/**
 * The admin area's pages, or (an administrator under ADMIN_TOTP=required without a second
 * factor, whom every admin route answers 403 totp_enrollment_required) a page that sends them
 * to the set-up. It opens by itself once the set-up is done (the status query is refreshed).
 */
export function TotpEnrollmentGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation("account");
  const status = useTotpStatus();
  if (status.isPending) return <PageLoader />;
  if (status.isError) return <QueryError error={status.error} onRetry={() => void status.refetch()} />;
  if (status.data.required && !status.data.enabled) {
    return (
      <StatusPage
        testId="totp-enrollment-required"
        icon={<IconShieldLock aria-hidden />}
        title={t("security.enrol.title")}
        description={t("security.enrol.description")}
        actionLabel={t("security.enrol.action")}
        actionTo={paths.me.security}
      />
    );
  }
  return <>{children}</>;
}
