import { Container, Paper } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Navigate, useSearchParams } from "../../../lib/lang-router";
import { PageHeader } from "../../../components/page-header";
import { useMe } from "../../../lib/session/get-session";
import { LoginForm } from "../components/login-form";
import { LoginLinks } from "../components/login-links";
import { safeNextPath } from "../../../lib/session/login-path";
import { paths } from "../../../config/paths";

export function LoginPage() {
  const { t } = useTranslation("common");
  const [params] = useSearchParams();
  const me = useMe();

  // Also the way back after a successful login: the cached user appears. Without a page to
  // return to, an administrator lands in the admin area.
  if (me.data) {
    const next = params.get("next");
    const home = me.data.role === "admin" ? paths.admin.home : paths.home;
    return <Navigate to={next ? safeNextPath(next) : home} replace />;
  }

  return (
    <Container size={440} px={0}>
      <PageHeader title={t("auth.loginTitle")} description={t("auth.loginSubtitle")} />
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <LoginForm />
        <LoginLinks />
      </Paper>
    </Container>
  );
}
