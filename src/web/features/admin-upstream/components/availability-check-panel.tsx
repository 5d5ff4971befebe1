import { Alert, Badge, Button, Fieldset, Group, SimpleGrid, Skeleton, Stack, Table, Text } from "@mantine/core";
import { IconAlertTriangle, IconPlayerPlay } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { QueryError } from "../../../components/query-error";
import { isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { currentLanguage } from "../../../lib/i18n";
import { notifyError, notifyInfo } from "../../../lib/notify";
import { useAvailabilityCheck } from "../api/get-availability-check";
import { useRunAvailabilityCheck } from "../api/run-availability-check";
import type { CheckRun } from "../types/upstream";
import { dateTimeFormat } from "../../../lib/format";

const STATUS_COLOR: Record<string, string> = { running: "blue", finished: "green", failed: "red", abandoned: "orange" };
const STATS = ["checked", "still_available", "marked_soldout", "unknown", "errors"] as const;

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** Availability check section of the admin settings: state, "Run now", last runs and their statistics. */
export function AvailabilityCheckPanel() {
  const { t } = useTranslation("admin-upstream");
  const errorMessage = useErrorMessage();
  const status = useAvailabilityCheck();
  const run = useRunAvailabilityCheck();
  const lang = currentLanguage();
  const when = dateTimeFormat(lang);
  const time = (iso: string | null) => (iso ? when.format(new Date(iso)) : "—");
  const label = (r: CheckRun) => t(`check.trigger.${r.trigger}`, { defaultValue: r.trigger });

  const runNow = () =>
    run.mutate(undefined, {
      onSuccess: () => notifyInfo(t("check.started")),
      onError: (error) =>
        notifyError(isApiError(error, 409) ? t("check.alreadyRunning") : errorMessage(error), t("check.runFailed")),
    });

  return (
    <Fieldset
      legend={t("check.title")}
      variant="default"
      radius="md"
      bg="white"
      mt="lg"
      data-testid="availability-check-panel"
    >
      {status.isPending ? (
        <Skeleton height={160} radius="md" />
      ) : status.isError ? (
        <QueryError error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Stack gap={2}>
              <Group gap="xs">
                <Badge
                  color={status.data.running ? "blue" : "gray"}
                  variant="light"
                  data-testid="availability-check-state"
                >
                  {status.data.running ? t("check.running") : t("check.idle")}
                </Badge>
                <Text size="sm">
                  {status.data.enabled
                    ? t("check.scheduleOn", { time: status.data.time, tz: status.data.time_zone })
                    : t("check.scheduleOff")}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {t("check.nightly", { tz: status.data.time_zone })}
              </Text>
            </Stack>
            <Button
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              onClick={runNow}
              loading={run.isPending}
              disabled={status.data.running}
              data-testid="availability-check-run"
            >
              {t("check.runNow")}
            </Button>
          </Group>

          {status.data.current_run ? (
            <Text size="sm" data-testid="availability-check-current">
              {t("check.progress", {
                checked: status.data.current_run.checked,
                started: time(status.data.current_run.started_at),
              })}
            </Text>
          ) : null}

          {status.data.last_run ? (
            <Stack gap="xs" data-testid="availability-check-last">
              <Text size="sm" fw={600}>
                {t("check.lastRun", {
                  trigger: label(status.data.last_run),
                  finished: time(status.data.last_run.finished_at),
                })}
              </Text>
              <SimpleGrid cols={{ base: 2, sm: 5 }}>
                {STATS.map((key) => (
                  <Stat
                    key={key}
                    label={t(`check.stats.${key}`)}
                    value={status.data.last_run![key]}
                    testId={`availability-check-${key}`}
                  />
                ))}
              </SimpleGrid>
              {status.data.last_run.error_message ? (
                <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
                  {status.data.last_run.error_message}
                </Alert>
              ) : null}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t("check.never")}
            </Text>
          )}

          {status.data.recent_runs.length > 0 ? (
            <Table.ScrollContainer minWidth={700}>
              <Table striped verticalSpacing={4} fz="sm" data-testid="availability-check-runs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("check.columns.started")}</Table.Th>
                    <Table.Th>{t("check.columns.trigger")}</Table.Th>
                    <Table.Th>{t("check.columns.status")}</Table.Th>
                    {STATS.map((key) => (
                      <Table.Th key={key} ta="right">
                        {t(`check.stats.${key}`)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {status.data.recent_runs.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>{time(r.started_at)}</Table.Td>
                      <Table.Td>{label(r)}</Table.Td>
                      <Table.Td>
                        <Badge
                          color={STATUS_COLOR[r.status] ?? "gray"}
                          variant="light"
                          title={r.error_message ?? undefined}
                        >
                          {t(`check.status.${r.status}`, { defaultValue: r.status })}
                        </Badge>
                      </Table.Td>
                      {STATS.map((key) => (
                        <Table.Td key={key} ta="right">
                          {r[key]}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : null}
        </Stack>
      )}
    </Fieldset>
  );
}
