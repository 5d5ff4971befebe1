import { Alert, Card, Group, List, Pagination, Progress, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
import { formatCc } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { RequireAuth } from "../../../components/require-auth";
import { useMySubmissions } from "../api/get-my-submissions";
import { MySubmissionsTable } from "../components/my-submissions-table";
import { SubmitShareForm } from "../components/submit-share-form";

const PAGE_SIZE = 20;

function MySns() {
  const { t } = useTranslation("sns");
  const lang = currentLanguage();
  const [page, setPage] = useState(1);
  const data = useMySubmissions(page, PAGE_SIZE);

  if (data.isPending) return <Skeleton height={360} radius="md" />;
  if (data.isError) return <QueryError error={data.error} onRetry={() => void data.refetch()} />;
  const { campaign, items, total } = data.data;
  const reward = t("ccAmount", { amount: formatCc(campaign.reward_cc, lang) });
  const full = campaign.approved_count >= campaign.max_per_user;

  return (
    <Stack gap="xl">
      <Card withBorder radius="md" padding="lg" data-testid="sns-rules">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t("rules.title")}
          </Title>
          <List spacing={4} size="sm">
            <List.Item>{t("rules.share")}</List.Item>
            <List.Item>{t("rules.submit")}</List.Item>
            <List.Item>{t("rules.reward", { reward })}</List.Item>
            <List.Item>{t("rules.limit", { count: campaign.max_per_user })}</List.Item>
            <List.Item>
              {t("rules.platforms", { platforms: campaign.platforms.map((p) => t(`platforms.${p}`)).join(", ") })}
            </List.Item>
          </List>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t("rules.progress", { approved: campaign.approved_count, max: campaign.max_per_user })}
            </Text>
          </Group>
          <Progress
            value={campaign.max_per_user > 0 ? (100 * campaign.approved_count) / campaign.max_per_user : 100}
            aria-label={t("rules.progressLabel")}
          />
        </Stack>
      </Card>
      <Stack gap="sm" component="section">
        <Title order={2} size="h3">
          {t("form.title")}
        </Title>
        {!campaign.enabled ? (
          <Alert color="gray" icon={<IconInfoCircle aria-hidden />} data-testid="sns-campaign-off">
            {t("campaignOff")}
          </Alert>
        ) : full ? (
          <Alert color="blue" icon={<IconInfoCircle aria-hidden />} data-testid="sns-limit-reached">
            {t("errors.limit_reached")}
          </Alert>
        ) : (
          <SubmitShareForm platforms={campaign.platforms} />
        )}
      </Stack>
      <Stack gap="sm" component="section">
        <Title order={2} size="h3">
          {t("mine")}
        </Title>
        {total === 0 ? (
          <Text c="dimmed" size="sm" data-testid="sns-my-empty">
            {t("empty")}
          </Text>
        ) : (
          <>
            <MySubmissionsTable items={items} />
            {total > PAGE_SIZE ? (
              <Group justify="center">
                <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
              </Group>
            ) : null}
          </>
        )}
      </Stack>
    </Stack>
  );
}

/** /me/sns: the campaign's rules, the submission form and the user's submissions. */
export function MySnsPage() {
  const { t } = useTranslation("sns");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <RequireAuth>{() => <MySns />}</RequireAuth>
    </>
  );
}
