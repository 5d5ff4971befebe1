import { ActionIcon, Card, CopyButton, Group, Stack, Text, Textarea, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { User } from "../../../lib/session/user";

/** The own referral code and link, with a copy button. */
export function ReferralCard({ user }: { user: User }) {
  const { t } = useTranslation("account");
  const link = user.referral_link ?? `${window.location.origin}/register?ref=${user.referral_code ?? ""}`;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="referral-card">
      <Stack gap="sm">
        <Text size="sm">{t("referral.explain", { amount: 10 })}</Text>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {t("referral.code")}
          </Text>
          <Text size="sm" ff="monospace" data-testid="referral-code">
            {user.referral_code}
          </Text>
        </Group>
        {/* A text area, not a one-line input: a phone shows the whole link, wrapped, instead of its start. */}
        <Textarea
          label={t("referral.link")}
          value={link}
          readOnly
          autosize
          minRows={1}
          styles={{ input: { overflowWrap: "anywhere" } }}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="referral-link"
          rightSection={
            <CopyButton value={link} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t("referral.copied") : t("referral.copy")} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color={copied ? "green" : "gray"}
                    onClick={copy}
                    aria-label={copied ? t("referral.copied") : t("referral.copy")}
                    data-testid="referral-copy"
                  >
                    {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          }
        />
      </Stack>
    </Card>
  );
}
