import { Skeleton, Stack, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { QueryError } from "../../../components/query-error";
import { meQueryKey } from "../../../lib/session/get-session";
import { PromoPreferenceControl } from "../../../components/promo-preference-control";
import { useProfile } from "../api/get-profile";
import { CreditsHistory } from "./credits-history";
import { DataExportSection } from "./data-export-section";
import { DeleteAccountSection } from "./delete-account-section";
import { ProfileForm } from "./profile-form";
import { ReferralCard } from "./referral-card";
import { TwoFactorSection } from "./two-factor-section";

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" data-testid={testId}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

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
    if (profile.data) queryClient.setQueryData(meQueryKey, profile.data);
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
