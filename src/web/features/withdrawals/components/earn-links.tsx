import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconShare, IconWallet } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { paths } from "../../../config/paths";

/** My page's way to the SNS campaign and to withdrawals of withdrawable CC. */
export function EarnLinks() {
  const { t } = useTranslation("withdrawals");
  return (
    <Card withBorder radius="md" padding="lg" mt="xl" data-testid="earn-links">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t("earn.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("earn.description")}
        </Text>
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.me.sns}
            variant="light"
            leftSection={<IconShare size={16} aria-hidden />}
            data-testid="earn-sns-link"
          >
            {t("earn.sns")}
          </Button>
          <Button
            component={Link}
            to={paths.me.withdrawals}
            variant="light"
            leftSection={<IconWallet size={16} aria-hidden />}
            data-testid="earn-withdrawals-link"
          >
            {t("earn.withdrawals")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
