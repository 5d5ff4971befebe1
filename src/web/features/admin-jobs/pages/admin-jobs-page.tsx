import { Badge, Button, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "../../../lib/lang-router";
import type { AdminListFilter } from "../../../components/admin-list";
import { ADMIN_PAGE_SIZE, AdminListPage } from "../../../components/admin-list-page";
import type { AdminColumn } from "../../../components/admin-table";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useListPaging } from "../../../components/paged-list";
import { dateTimeFormat } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { useOutcome } from "../../../lib/use-outcome";
import { JOB_LIST_STATES, type JobListState } from "../../../../shared/api/constants";
import { useAdminJobs, useRetryJob, type AdminJob } from "../api/admin-jobs";

const STATE_COLOR: Record<JobListState, string> = { failed: "red", retry: "orange", active: "blue", created: "gray" };

/** The app's queues (server job names, which hold dots) and the key of their plain name. */
const QUEUE_LABELS: Record<string, string> = {
  "mail-send": "mail",
  "notification-broadcast": "broadcast",
  "promo-alerts": "promoAlerts",
  "alerts.scan": "alertScan",
  "accounts.reconcile-ledger": "reconcileLedger",
  "orders.expire-reservations": "expireReservations",
  "orders.check-payments": "checkPayments",
  "upstream.availability-check": "availabilityCheck",
  "upstream.nightly-soldout-check": "nightlySoldout",
  "upstream.sync-run": "syncRun",
  "upstream.expire-thumbnails": "expireThumbnails",
  "comment-translations.translate": "commentTranslation",
  "comment-translations.sweep": "commentTranslationSweep",
};

/**
 * /admin/jobs: the background jobs (emails, imports, scans) by state, failed first; a failed job
 * can be run again. `?state=retry` opens another state.
 */
export function AdminJobsPage() {
  const { t } = useTranslation("admin-jobs");
  const lang = currentLanguage();
  const outcome = useOutcome();
  const [params] = useSearchParams();
  const linked = params.get("state");
  const [state, setState] = useState<JobListState>(
    (JOB_LIST_STATES as readonly string[]).includes(linked ?? "") ? (linked as JobListState) : "failed",
  );
  const paging = useListPaging();
  const query = useAdminJobs({ state, page: paging.page, pageSize: ADMIN_PAGE_SIZE });
  const retry = useRetryJob();
  const [confirming, setConfirming] = useState<AdminJob | null>(null);
  const date = dateTimeFormat(lang);
  const when = (value: string | null) => (value ? date.format(new Date(value)) : "—");
  const queueName = (queue: string) => (QUEUE_LABELS[queue] ? t(`queues.${QUEUE_LABELS[queue]}`) : queue);

  const filter: AdminListFilter<JobListState> = {
    label: t("stateFilter"),
    value: state,
    onChange: setState,
    options: JOB_LIST_STATES.map((s) => ({ value: s, label: t(`state.${s}`) })),
    testId: "admin-jobs-state",
  };

  const columns: AdminColumn<AdminJob>[] = [
    { key: "created", header: t("columns.created"), nowrap: true, cell: (r) => when(r.created_at) },
    {
      key: "queue",
      header: t("columns.queue"),
      cell: (r) => (
        <>
          <Text size="sm" fw={600}>
            {queueName(r.queue)}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {r.queue}
          </Text>
        </>
      ),
    },
    {
      key: "state",
      header: t("columns.state"),
      cell: (r) => (
        <Badge color={STATE_COLOR[r.state]} variant="light" maw="none">
          {t(`state.${r.state}`)}
        </Badge>
      ),
    },
    { key: "attempts", header: t("columns.attempts"), align: "right", cell: (r) => r.retry_count + 1 },
    {
      key: "times",
      header: t("columns.times"),
      nowrap: true,
      cell: (r) => (
        <Text size="xs">
          {t("started", { time: when(r.started_at) })}
          <br />
          {t("ended", { time: when(r.completed_at) })}
        </Text>
      ),
    },
    {
      key: "error",
      header: t("columns.error"),
      maxWidth: 320,
      cell: (r) =>
        r.error ? (
          <Text size="sm" c="red.8" style={{ overflowWrap: "anywhere" }} lineClamp={4} title={r.error}>
            {r.error}
          </Text>
        ) : (
          "—"
        ),
    },
    {
      key: "actions",
      header: t("columns.actions"),
      actions: true,
      cell: (r) =>
        r.state === "failed" ? (
          <Button size="xs" variant="light" onClick={() => setConfirming(r)} data-testid={`admin-job-retry-${r.id}`}>
            {t("retry.button")}
          </Button>
        ) : null,
    },
  ];

  return (
    <AdminListPage
      query={query}
      paging={paging}
      filter={filter}
      t={t}
      columns={columns}
      rowProps={(r) => ({ "data-testid": `admin-job-row-${r.id}` })}
      testId="admin-jobs"
      empty={t(`empty.${state}`)}
      minWidth={960}
    >
      <ConfirmDialog
        opened={confirming !== null}
        title={t("retry.title")}
        message={t("retry.confirm", { queue: confirming ? queueName(confirming.queue) : "" })}
        cancelLabel={t("cancel")}
        confirmLabel={t("retry.button")}
        pending={retry.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() =>
          confirming &&
          retry.mutate(
            confirming.id,
            outcome(t("retry.done"), () => setConfirming(null)),
          )
        }
        testId="admin-job-retry-dialog"
        confirmTestId="admin-job-retry-confirm"
      />
    </AdminListPage>
  );
}
