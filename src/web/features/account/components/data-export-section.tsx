import { Button, Card, Group, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifyError } from "../../../lib/notify";
import { useExportMyData } from "../api/export-my-data";

/** "Download my data": a copy of everything kept about the buyer, as a JSON file. */
export function DataExportSection() {
  const { t } = useTranslation("account");
  const message = useErrorMessage();
  const download = useExportMyData();

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="center">
        <Text size="sm" maw={560}>
          {t("data.explain")}
        </Text>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={download.isPending}
          onClick={() =>
            download.mutate(undefined, { onError: (error) => notifyError(message(error), t("data.failed")) })
          }
          data-testid="data-export-button"
        >
          {t("data.button")}
        </Button>
      </Group>
    </Card>
  );
}
