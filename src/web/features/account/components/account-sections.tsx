import { Anchor, Group, Skeleton, Stack } from "@mantine/core";
import { IconDevices } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { QueryError } from "../../../components/query-error";
import { paths } from "../../../config/paths";
import { Link } from "../../../lib/lang-router";
import { PromoPreferenceControl } from "../../../components/promo-preference-control";
import { useProfile } from "../api/get-profile";
import { CreditsHistory } from "./credits-history";
import { DataExportSection } from "./data-export-section";
import { DeleteAccountSection } from "./delete-account-section";
import { ProfileForm } from "./profile-form";
import { ReferralCard } from "./referral-card";
import { TwoFactorSection } from "./two-factor-section";
import { Section } from "../../../components/section";
import { queryKeys } from "../../../lib/query-keys";

/**
 * My page's account parts: profile, CC history, referral, promo alerts, two-step sign-in, the
 * data download, deletion.
 */
export function AccountSections() {
  const { t } = useTranslation("account");
  const profile = useProfile();
  const queryClient = useQueryClient();
  // The fresh profile also refreshes the balances shown above it (they come from /auth/me).
  useEffect(() => {
    if (profile.data) queryClient.setQueryData(queryKeys.me, profile.data);
  }, [profile.data, queryClient]);
  if (profile.isPending) return <Skeleton height={240} radius="md" mt="xl" />;
  if (profile.isError) return <QueryError error={profile.error} onRetry={() => void profile.refetch()} />;
  const user = profile.data;

  return (
    <Stack gap="xl" mt="xl">
      <Section title={t("profile.title")} testId="account-profile">
        <ProfileForm user={user} />
      </Section>
      <Section title={t("credits.title")} testId="account-credits">
        <CreditsHistory />
      </Section>
      <Section title={t("referral.title")} testId="account-referral">
        <ReferralCard user={user} />
      </Section>
      <Section title={t("promo.title")} testId="account-promo">
        <PromoPreferenceControl />
      </Section>
      <Section title={t("security.title")} testId="account-security">
        <TwoFactorSection />
        <Anchor component={Link} to={paths.me.security} size="sm" fw={600} data-testid="account-security-more">
          <Group gap={4} wrap="nowrap" component="span">
            <IconDevices size={16} aria-hidden />
            {t("securityPage.more")}
          </Group>
        </Anchor>
      </Section>
      <Section title={t("data.title")} testId="account-data">
        <DataExportSection />
      </Section>
      <Section title={t("delete.title")} testId="account-delete">
        <DeleteAccountSection />
      </Section>
    </Stack>
  );
}
