import { Alert, Badge, Group, List, Paper, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconPlayerSkipForward } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { translateCarName } from "../../../../shared/vehicle-terms";
import { currentLanguage } from "../../../lib/i18n";
import type { ImportProgress } from "../hooks/use-chunked-import";
import { ImportConditionNote } from "./import-condition-note";
import { paths } from "../../../config/paths";

/** Progress of a running import and its three result lists: imported, skipped (reason), failed (error). */
export function ImportResults({ progress }: { progress: ImportProgress }) {
  const { t } = useTranslation("admin-upstream");
  const lang = currentLanguage();
  const { result } = progress;
  const percent = progress.total ? Math.round((progress.done / progress.total) * 100) : 0;

  return (
    <Paper withBorder p="md" radius="md" data-testid="upstream-import-results" aria-live="polite">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {progress.running ? t("import.running") : t("import.finished")}
          </Title>
          <Text size="sm" c="dimmed" data-testid="upstream-import-progress-text">
            {t("import.progress", { done: progress.done, total: progress.total })}
          </Text>
        </Group>
        <Progress
          value={percent}
          animated={progress.running}
          aria-label={t("import.progressLabel")}
          data-testid="upstream-import-progress"
        />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <Stack gap={4} data-testid="upstream-imported-list">
            <Group gap={6}>
              <IconCircleCheck size={18} color="var(--mantine-color-green-6)" aria-hidden />
              <Text fw={600}>{t("import.imported")}</Text>
              <Badge color="green" variant="light">
                {result.imported.length}
              </Badge>
            </Group>
            <List size="sm" spacing={2}>
              {result.imported.map((i) => (
                <List.Item key={i.car_key}>
                  <Link to={paths.car(i.car_id)}>{translateCarName(i.car_name, lang)}</Link>{" "}
                  <Text span c="dimmed" size="xs">
                    #{i.car_key} → {t("import.carId", { id: i.car_id })}
                  </Text>
                  <ImportConditionNote unreadable={i.unreadable} skipped={i.skipped_panels} />
                </List.Item>
              ))}
            </List>
          </Stack>
          <Stack gap={4} data-testid="upstream-skipped-list">
            <Group gap={6}>
              <IconPlayerSkipForward size={18} color="var(--mantine-color-yellow-7)" aria-hidden />
              <Text fw={600}>{t("import.skipped")}</Text>
              <Badge color="yellow" variant="light">
                {result.skipped.length}
              </Badge>
            </Group>
            <List size="sm" spacing={2}>
              {result.skipped.map((s) => (
                <List.Item key={s.car_key}>
                  {translateCarName(s.car_name, lang)}{" "}
                  <Text span c="dimmed" size="xs">
                    #{s.car_key}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t("import.reason", { reason: s.reason })}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
          <Stack gap={4} data-testid="upstream-failed-list">
            <Group gap={6}>
              <IconAlertTriangle size={18} color="var(--mantine-color-red-6)" aria-hidden />
              <Text fw={600}>{t("import.failed")}</Text>
              <Badge color="red" variant="light">
                {result.failed.length}
              </Badge>
            </Group>
            <List size="sm" spacing={2}>
              {result.failed.map((f) => (
                <List.Item key={f.car_key}>
                  #{f.car_key}
                  <Text size="xs" c="red.7">
                    {t("import.error", { error: f.error })}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        </SimpleGrid>
        {!progress.running && result.failed.length > 0 ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {t("import.retryHint")}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
