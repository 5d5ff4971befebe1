import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCoins, IconInfoCircle, IconUserPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { CC_AMOUNTS, milliToCc } from "../../../../shared/cc";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
import { formatCc } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { useMe } from "../../../lib/session/get-session";
import { LoginToContinue } from "../../../components/login-to-continue";
import { MyRequests } from "../components/my-requests";
import { RequestForm } from "../components/request-form";
import { paths } from "../../../config/paths";

const FEE = milliToCc(CC_AMOUNTS.vehicleRequestRecommendation);
const REWARD = milliToCc(CC_AMOUNTS.reviewReward);

/** Inquiry: ask us to find a vehicle (1 CC when we recommend one), follow my requests, review them. */
export function InquiryPage() {
  const { t } = useTranslation("inquiry");
  const lang = currentLanguage();
  const me = useMe();
  const cc = (n: number) => formatCc(n, lang);

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="xl">
        <Alert
          color="brand"
          variant="light"
          icon={<IconInfoCircle aria-hidden />}
          title={t("howItWorks.title")}
          data-testid="inquiry-rules"
        >
          <Stack gap={4}>
            <Text size="sm">{t("howItWorks.fee", { amount: cc(FEE) })}</Text>
            <Text size="sm">{t("howItWorks.minimum", { amount: cc(FEE) })}</Text>
            <Text size="sm">{t("howItWorks.reward", { amount: cc(REWARD) })}</Text>
            <Anchor component={Link} to={paths.reviews} size="sm">
              {t("readReviews")}
            </Anchor>
          </Stack>
        </Alert>
        {me.isPending ? (
          <Skeleton height={240} radius="md" />
        ) : me.isError ? (
          <QueryError error={me.error} onRetry={() => void me.refetch()} />
        ) : !me.data ? (
          <Card withBorder radius="md" padding="lg" data-testid="inquiry-login-prompt">
            <Stack gap="sm" align="flex-start">
              <Title order={2} size="h4">
                {t("loginPrompt.title")}
              </Title>
              <Text size="sm">{t("loginPrompt.text")}</Text>
              <Group>
                <LoginToContinue label={t("loginPrompt.login")} variant="filled" />
                <Button
                  component={Link}
                  to={paths.register}
                  variant="default"
                  leftSection={<IconUserPlus size={18} aria-hidden />}
                >
                  {t("loginPrompt.register")}
                </Button>
              </Group>
            </Stack>
          </Card>
        ) : (
          <>
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="request-form-title">
              <Stack gap="md">
                <Group justify="space-between">
                  <Title order={2} size="h3" id="request-form-title">
                    {t("form.title")}
                  </Title>
                  <Text size="sm" c="dimmed" data-testid="inquiry-balance">
                    <IconCoins size={14} aria-hidden style={{ verticalAlign: "-2px", marginRight: 4 }} />
                    {t("balance", { amount: cc(me.data.cc_balance) })}
                  </Text>
                </Group>
                {me.data.cc_balance < FEE ? (
                  <Alert color="orange" data-testid="inquiry-need-cc">
                    {t("needCc")}
                  </Alert>
                ) : null}
                <RequestForm canRequest={me.data.cc_balance >= FEE} />
              </Stack>
            </Card>
            <Stack gap="sm" component="section" aria-labelledby="my-requests-title">
              <Title order={2} size="h3" id="my-requests-title">
                {t("myRequests")}
              </Title>
              <MyRequests />
            </Stack>
          </>
        )}
      </Stack>
    </>
  );
}
