import { Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCoins, IconMail, IconUser, IconWallet } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/page-header";
import { formatCc } from "../../lib/format";
import { currentLanguage } from "../../lib/i18n";
import { AccountSections } from "../../features/account/components/account-sections";
import { NotificationList } from "../../features/notifications/components/notification-list";
import { MyVehiclesLink } from "../../features/credits/components/my-vehicles-link";
import { DealLinks } from "./deal-links";
import { RecentlyViewedStrip } from "../../components/recently-viewed-strip";
import { MyQuestionsLink } from "../../features/questions/components/my-questions-link";
import { EarnLinks } from "../../features/withdrawals/components/earn-links";
import { RequireAuth } from "../../components/require-auth";
import { BuyerSections } from "../../features/buyers/components/buyer-sections";
import type { User } from "../../lib/session/user";

/** `long`: a value that may be one long word (an email): smaller, broken anywhere, whole in its title. */
function InfoCard(props: { icon: ReactNode; label: string; value: string; testId: string; long?: boolean }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap={6}>
        <Text size="sm" c="gray.7" fw={600} style={{ display: "flex", gap: 6, alignItems: "center" }}>
          {props.icon}
          {props.label}
        </Text>
        <Text
          fz={props.long ? "md" : "xl"}
          fw={700}
          data-testid={props.testId}
          title={props.long ? props.value : undefined}
          style={{ overflowWrap: "anywhere", minWidth: 0 }}
        >
          {props.value}
        </Text>
      </Stack>
    </Card>
  );
}

function MyPageContent({ user }: { user: User }) {
  const { t } = useTranslation("common");
  const lang = currentLanguage();
  const cc = (amount: number) => t("me.ccAmount", { amount: formatCc(amount, lang) });

  return (
    <>
      <PageHeader title={t("me.title")} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <InfoCard icon={<IconUser size={16} aria-hidden />} label={t("me.name")} value={user.name} testId="me-name" />
        <InfoCard
          icon={<IconMail size={16} aria-hidden />}
          label={t("me.email")}
          value={user.email}
          testId="me-email"
          long
        />
        <InfoCard
          icon={<IconCoins size={16} aria-hidden />}
          label={t("me.ccBalance")}
          value={cc(user.cc_balance)}
          testId="me-cc-balance"
        />
        <InfoCard
          icon={<IconWallet size={16} aria-hidden />}
          label={t("me.cashCcBalance")}
          value={cc(user.cash_cc_balance)}
          testId="me-cash-cc-balance"
        />
      </SimpleGrid>
      <DealLinks />
      <MyQuestionsLink />
      <MyVehiclesLink />
      <EarnLinks />
      <Title order={2} size="h3" mt="xl" mb="sm">
        {t("me.activityTitle")}
      </Title>
      <NotificationList pageSize={5} />
      <RecentlyViewedStrip />
      <BuyerSections />
      <AccountSections />
    </>
  );
}

export function MyPage() {
  return <RequireAuth>{(user) => <MyPageContent user={user} />}</RequireAuth>;
}
