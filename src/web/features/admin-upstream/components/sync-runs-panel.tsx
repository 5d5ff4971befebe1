import {
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Modal,
  Progress,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconPlayerPlay } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import type { SyncRun } from "../../../../shared/api/sync";
import { QueryError } from "../../../components/query-error";
import { isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { currentLanguage } from "../../../lib/i18n";
import { notifyError, notifyInfo } from "../../../lib/notify";
import { useStartSyncRun, useSyncRuns, useSyncSchedule } from "../api/sync-runs";
import { dateTimeFormat } from "../../../lib/format";
import { paths } from "../../../config/paths";

const STATUS_COLOR: Record<string, string> = { running: "blue", finished: "green", failed: "red", abandoned: "orange" };
const FIGURES = ["imported", "skipped", "failed", "price_changes"] as const;

function RunProgress({ run }: { run: SyncRun }) {
  const { t } = useTranslation("admin-upstream");
  const percent = run.progress_total > 0 ? Math.round((run.progress_done / run.progress_total) * 100) : 0;
  return (
    <Stack gap={4} data-testid="sync-run-progress" aria-live="polite">
      <Text size="sm">
        {t(`sync.runs.phase.${run.phase}`)} —{" "}
        {t("sync.runs.progress", { done: run.progress_done, total: run.progress_total })}
      </Text>
      <Progress value={percent} animated aria-label={t("sync.runs.progressLabel")} />
    </Stack>
  );
}

/** "Run now", the schedule, and the recent runs with their figures (polled while one is going on). */
export function SyncRunsPanel() {
  const { t } = useTranslation("admin-upstream");
  const errorMessage = useErrorMessage();
  const runs = useSyncRuns();
  const schedule = useSyncSchedule();
  const start = useStartSyncRun();
  const [showErrors, setShowErrors] = useState<SyncRun | null>(null);
  const when = dateTimeFormat(currentLanguage());
  const time = (iso: string | null) => (iso ? when.format(new Date(iso)) : "—");
  const running = runs.data?.items.find((r) => r.status === "running") ?? null;

  const runNow = () =>
    start.mutate(undefined, {
      onSuccess: () => notifyInfo(t("sync.runs.started")),
      onError: (error) =>
        notifyError(
          isApiError(error, 409) ? t("sync.runs.alreadyRunning") : errorMessage(error),
          t("sync.runs.startFailed"),
        ),
    });

  return (
    <Stack gap="sm" component="section" data-testid="sync-runs">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={0}>
          <Title order={2} size="h3">
            {t("sync.runs.title")}
          </Title>
          {schedule.data ? (
            <Text size="sm" c="dimmed" data-testid="sync-schedule">
              {schedule.data.enabled
                ? t("sync.runs.scheduleOn", { time: schedule.data.time, max: schedule.data.maxPerRun })
                : t("sync.runs.scheduleOff")}{" "}
              <Anchor component={Link} to={paths.admin.settings} size="sm">
                {t("sync.runs.changeSchedule")}
              </Anchor>
            </Text>
          ) : null}
        </Stack>
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          onClick={runNow}
          loading={start.isPending}
          disabled={running !== null}
          data-testid="sync-run-now"
        >
          {t("sync.runs.runNow")}
        </Button>
      </Group>

      {running ? <RunProgress run={running} /> : null}

      {runs.isPending ? (
        <Skeleton height={120} />
      ) : runs.isError ? (
        <QueryError error={runs.error} onRetry={() => void runs.refetch()} />
      ) : runs.data.items.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="sync-runs-empty">
          {t("sync.runs.none")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing={4} fz="sm" data-testid="sync-runs-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("sync.runs.columns.started")}</Table.Th>
                <Table.Th>{t("sync.runs.columns.trigger")}</Table.Th>
                <Table.Th>{t("sync.runs.columns.status")}</Table.Th>
                {FIGURES.map((key) => (
                  <Table.Th key={key} ta="right">
                    {t(`sync.runs.figures.${key}`)}
                  </Table.Th>
                ))}
                <Table.Th ta="right">{t("sync.runs.figures.errors")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runs.data.items.map((r) => (
                <Table.Tr key={r.id} data-testid={`sync-run-row-${r.id}`}>
                  <Table.Td>{time(r.started_at)}</Table.Td>
                  <Table.Td>{t(`sync.runs.trigger.${r.trigger}`)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[r.status] ?? "gray"} variant="light" data-testid="sync-run-status">
                      {t(`sync.runs.status.${r.status}`)}
                    </Badge>
                  </Table.Td>
                  {FIGURES.map((key) => (
                    <Table.Td key={key} ta="right" data-testid={`sync-run-${key}`}>
                      {r[key]}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right">
                    {r.errors.length > 0 ? (
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-sm"
                        onClick={() => setShowErrors(r)}
                        data-testid="sync-run-errors"
                      >
                        {t("sync.runs.showErrors", { count: r.errors.length })}
                      </Button>
                    ) : (
                      <Text size="sm" c="dimmed" component="span">
                        0
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <Modal
        opened={showErrors !== null}
        onClose={() => setShowErrors(null)}
        title={t("sync.runs.errorsTitle", { started: time(showErrors?.started_at ?? null) })}
        size="lg"
        centered
      >
        <List size="sm" spacing={4} data-testid="sync-run-error-list">
          {(showErrors?.errors ?? []).map((e, i) => (
            <List.Item key={i} style={{ overflowWrap: "anywhere" }}>
              {e}
            </List.Item>
          ))}
        </List>
      </Modal>
    </Stack>
  );
}
