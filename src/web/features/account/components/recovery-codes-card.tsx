import { Alert, Button, Card, Checkbox, CopyButton, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconCopy, IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { saveDownload } from "../../../lib/save-download";
import { useSiteName } from "../../../lib/use-site-name";

/** The recovery codes, shown once right after two-step sign-in was turned on. */
export function RecoveryCodesCard({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation("account");
  const siteName = useSiteName();
  const [saved, setSaved] = useState(false);
  const text = `${t("security.recovery.fileHeading", { site: siteName })}\n\n${codes.join("\n")}\n`;
  const filename = `${siteName.replace(/[^\p{L}\p{N}]+/gu, "-").toLowerCase()}-recovery-codes.txt`;

  return (
    <Card withBorder radius="md" padding="lg" data-testid="totp-recovery">
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconCheck aria-hidden />} title={t("security.recovery.enabled")}>
          {t("security.recovery.enabledHint")}
        </Alert>
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={t("security.recovery.title")}
        >
          {t("security.recovery.warning")}
        </Alert>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" maw={420}>
          {codes.map((code) => (
            <Text key={code} ff="monospace" size="md" fw={600} data-testid="totp-recovery-code">
              {code}
            </Text>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <CopyButton value={codes.join("\n")} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                onClick={copy}
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                data-testid="totp-recovery-copy"
              >
                {copied ? t("security.copied") : t("security.recovery.copy")}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="default"
            onClick={() => saveDownload({ blob: new Blob([text], { type: "text/plain;charset=utf-8" }), filename })}
            leftSection={<IconDownload size={16} aria-hidden />}
            data-testid="totp-recovery-download"
          >
            {t("security.recovery.download")}
          </Button>
        </Group>
        <Checkbox
          label={t("security.recovery.savedCheck")}
          checked={saved}
          onChange={(event) => setSaved(event.currentTarget.checked)}
          data-testid="totp-recovery-saved"
        />
        <Group>
          <Button disabled={!saved} onClick={onDone} data-testid="totp-recovery-done">
            {t("security.recovery.done")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
