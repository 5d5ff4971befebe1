import { Anchor, Container, Group, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { PageHeader } from "../../../components/page-header";
import { RequireAuth } from "../../../components/require-auth";
import { PasswordSection } from "../components/password-section";
import { SessionsSection } from "../components/sessions-section";
import { TwoFactorSection } from "../components/two-factor-section";
import { paths } from "../../../config/paths";
import { Section } from "../../../components/section";
import { BackLink } from "../../../components/back-link";

/**
 * /me/security: two-step sign-in (where the admin area sends an admin to enrol), the password, and
 * where the account is signed in.
 */
export function SecurityPage() {
  const { t } = useTranslation("account");
  return (
    <RequireAuth>
      {(user) => (
        <Container size="md" px={0}>
          <PageHeader title={t("securityPage.title")} description={t("securityPage.lead")} />
          <Stack gap="xl">
            <Section title={t("security.title")} testId="security-two-factor">
              <TwoFactorSection />
            </Section>
            <Section title={t("password.title")} testId="security-password">
              <PasswordSection email={user.email} />
            </Section>
            <Section title={t("sessions.title")} testId="security-sessions">
              <SessionsSection />
            </Section>
            <Group gap="lg">
              <BackLink to={paths.me.home} label={t("security.backToMyPage")} testId="security-back-me" />
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
