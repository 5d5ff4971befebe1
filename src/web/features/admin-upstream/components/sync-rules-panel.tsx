import { Switch } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { SyncRule } from "../../../../shared/api/sync";
import { AddButton } from "../../../components/add-button";
import type { AdminColumn } from "../../../components/admin-table";
import { useConfirmedDelete } from "../../../components/confirm-dialog";
import { QueryTable } from "../../../components/query-table";
import { EditDeleteActions } from "../../../components/row-actions";
import { Section } from "../../../components/section";
import { useErrorMessage } from "../../../lib/api-error-message";
import { formatKrw } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";
import { useUpstreamComplexes } from "../api/get-complexes";
import { useDeleteSyncRule, useSyncRules, useUpdateSyncRule } from "../api/sync-rules";
import { useVehicleChoices } from "../hooks/use-vehicle-choices";
import { SyncRuleModal } from "./sync-rule-modal";

/** The sync rules: what the sync agent imports on its own; add, edit, switch on or off, delete. */
export function SyncRulesPanel() {
  const { t } = useTranslation("admin-upstream");
  const errorMessage = useErrorMessage();
  const lang = currentLanguage();
  const rules = useSyncRules();
  const complexes = useUpstreamComplexes();
  const update = useUpdateSyncRule();
  const remove = useDeleteSyncRule();
  const complexName = (code: string) => complexes.data?.find((c) => c.code === code)?.name ?? code;
  const confirmDelete = useConfirmedDelete<SyncRule>({
    remove,
    title: t("sync.rules.delete"),
    message: (rule) => t("sync.rules.deleteConfirm", { complex: complexName(rule.complex_code) }),
    cancelLabel: t("sync.cancel"),
    confirmLabel: t("sync.rules.delete"),
    done: t("sync.rules.deleted"),
    testId: "sync-rule-delete-confirm",
    confirmTestId: "sync-rule-delete-button",
  });
  const { label } = useVehicleChoices(null);
  const [editing, setEditing] = useState<SyncRule | "new" | null>(null);

  const toggle = (rule: SyncRule, enabled: boolean) =>
    update.mutate(
      { id: rule.id, patch: { enabled } },
      { onError: (error) => notifyError(errorMessage(error), t("sync.rules.saveFailed")) },
    );

  const columns: AdminColumn<SyncRule>[] = [
    { key: "complex", header: t("sync.rules.complex"), cell: (rule) => complexName(rule.complex_code) },
    {
      key: "maker",
      header: t("sync.rules.maker"),
      cell: (rule) => (rule.maker ? label("maker", rule.maker) : t("sync.rules.anyMaker")),
    },
    {
      key: "model",
      header: t("sync.rules.model"),
      cell: (rule) => (rule.model ? label("model", rule.model) : t("sync.rules.anyModel")),
    },
    {
      key: "maxPrice",
      header: t("sync.rules.maxPrice"),
      align: "right",
      cell: (rule) => (rule.max_price_krw !== null ? formatKrw(rule.max_price_krw, lang) : t("sync.rules.noLimit")),
    },
    {
      key: "enabled",
      header: t("sync.rules.enabled"),
      cell: (rule) => (
        <Switch
          checked={rule.enabled}
          onChange={(e) => toggle(rule, e.currentTarget.checked)}
          aria-label={t("sync.rules.enabled")}
          data-testid={`sync-rule-toggle-${rule.id}`}
        />
      ),
    },
    {
      key: "actions",
      header: t("sync.rules.actions"),
      actions: true,
      cell: (rule) => (
        <EditDeleteActions
          editLabel={t("sync.rules.edit")}
          deleteLabel={t("sync.rules.delete")}
          onEdit={() => setEditing(rule)}
          onDelete={() => confirmDelete.ask(rule)}
          testIds={{ edit: `sync-rule-edit-${rule.id}`, delete: `sync-rule-delete-${rule.id}` }}
        />
      ),
    },
  ];

  return (
    <Section
      title={t("sync.rules.title")}
      description={t("sync.rules.description")}
      testId="sync-rules"
      action={
        <AddButton size="sm" label={t("sync.rules.add")} onClick={() => setEditing("new")} testId="sync-rule-add" />
      }
    >
      <QueryTable
        query={rules}
        columns={columns}
        rowProps={(rule) => ({ "data-testid": `sync-rule-row-${rule.id}` })}
        testId="sync-rules-table"
        empty={t("sync.rules.empty")}
        emptyTestId="sync-rules-empty"
        emptySize="sm"
        skeletonHeight={120}
        minWidth={700}
      />
      <SyncRuleModal rule={editing} onClose={() => setEditing(null)} />
      {confirmDelete.dialog}
    </Section>
  );
}
