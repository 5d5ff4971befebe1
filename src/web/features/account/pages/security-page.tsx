import { Anchor, Container, Group, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { PageHeader } from "../../../components/page-header";
import { RequireAuth } from "../../../components/require-auth";
import { TwoFactorSection } from "../components/two-factor-section";
import { paths } from "../../../config/paths";

/** /me/security: two-step sign-in on its own page (where the admin area sends an admin to enrol). */
export function SecurityPage() {
  const { t } = useTranslation("account");
  return (
    <RequireAuth>
      {(user) => (
        <Container size="md" px={0}>
          <PageHeader title={t("security.title")} description={t("security.lead")} />
          <Stack gap="lg">
            <TwoFactorSection />
            <Group gap="lg">
              <Anchor component={Link} to={paths.me.home} size="sm" data-testid="security-back-me">
                <Group gap={4} wrap="nowrap" component="span">
                  <IconArrowLeft size={14} aria-hidden />
                  {t("security.backToMyPage")}
                </Group>
              </Anchor>
              {user.role === "admin" ? (
                <Anchor component={Link} to={paths.admin.home} size="sm" data-testid="security-back-admin">
                  {t("security.toAdmin")}
                </Anchor>
              ) : null}
            </Group>
          </Stack>
        </Container>
      )}
    </RequireAuth>
  );
}
