import { Button, Group, Modal, Skeleton, Stack, Switch, Table, Text, Title } from "@mantine/core";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { SyncRule } from "../../../../shared/api/sync";
import { QueryError } from "../../../components/query-error";
import { useErrorMessage } from "../../../lib/api-error-message";
import { formatKrw } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useUpstreamComplexes } from "../api/get-complexes";
import { useDeleteSyncRule, useSyncRules, useUpdateSyncRule } from "../api/sync-rules";
import { useVehicleChoices } from "../hooks/use-vehicle-choices";
import { SyncRuleModal } from "./sync-rule-modal";
import { RowAction } from "../../../components/row-actions";

/** The sync rules: what the sync agent imports on its own; add, edit, switch on or off, delete. */
export function SyncRulesPanel() {
  const { t } = useTranslation("admin-upstream");
  const errorMessage = useErrorMessage();
  const lang = currentLanguage();
  const rules = useSyncRules();
  const complexes = useUpstreamComplexes();
  const update = useUpdateSyncRule();
  const remove = useDeleteSyncRule();
  const { label } = useVehicleChoices(null);
  const [editing, setEditing] = useState<SyncRule | "new" | null>(null);
  const [deleting, setDeleting] = useState<SyncRule | null>(null);
  const complexName = (code: string) => complexes.data?.find((c) => c.code === code)?.name ?? code;

  const toggle = (rule: SyncRule, enabled: boolean) =>
    update.mutate(
      { id: rule.id, patch: { enabled } },
      { onError: (error) => notifyError(errorMessage(error), t("sync.rules.saveFailed")) },
    );

  return (
    <Stack gap="sm" component="section" data-testid="sync-rules">
      <Group justify="space-between">
        <Stack gap={0}>
          <Title order={2} size="h3">
            {t("sync.rules.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("sync.rules.description")}
          </Text>
        </Stack>
        <Button
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing("new")}
          data-testid="sync-rule-add"
        >
          {t("sync.rules.add")}
        </Button>
      </Group>
      {rules.isPending ? (
        <Skeleton height={120} />
      ) : rules.isError ? (
        <QueryError error={rules.error} onRetry={() => void rules.refetch()} />
      ) : rules.data.items.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="sync-rules-empty">
          {t("sync.rules.empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={700}>
          <Table striped verticalSpacing="xs" data-testid="sync-rules-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("sync.rules.complex")}</Table.Th>
                <Table.Th>{t("sync.rules.maker")}</Table.Th>
                <Table.Th>{t("sync.rules.model")}</Table.Th>
                <Table.Th ta="right">{t("sync.rules.maxPrice")}</Table.Th>
                <Table.Th>{t("sync.rules.enabled")}</Table.Th>
                <Table.Th w={90} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rules.data.items.map((rule) => (
                <Table.Tr key={rule.id} data-testid={`sync-rule-row-${rule.id}`}>
                  <Table.Td>{complexName(rule.complex_code)}</Table.Td>
                  <Table.Td>{rule.maker ? label("maker", rule.maker) : t("sync.rules.anyMaker")}</Table.Td>
                  <Table.Td>{rule.model ? label("model", rule.model) : t("sync.rules.anyModel")}</Table.Td>
                  <Table.Td ta="right">
                    {rule.max_price_krw !== null ? formatKrw(rule.max_price_krw, lang) : t("sync.rules.noLimit")}
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      checked={rule.enabled}
                      onChange={(e) => toggle(rule, e.currentTarget.checked)}
                      aria-label={t("sync.rules.enabled")}
                      data-testid={`sync-rule-toggle-${rule.id}`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <RowAction
                        label={t("sync.rules.edit")}
                        icon={IconPencil}
                        onClick={() => setEditing(rule)}
                        testId={`sync-rule-edit-${rule.id}`}
                      />
                      <RowAction
                        label={t("sync.rules.delete")}
                        icon={IconTrash}
                        danger
                        onClick={() => setDeleting(rule)}
                        testId={`sync-rule-delete-${rule.id}`}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <SyncRuleModal rule={editing} onClose={() => setEditing(null)} />
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t("sync.rules.delete")} centered>
        <Stack data-testid="sync-rule-delete-confirm">
          <Text size="sm">
            {t("sync.rules.deleteConfirm", { complex: deleting ? complexName(deleting.complex_code) : "" })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t("sync.cancel")}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              data-testid="sync-rule-delete-button"
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    notifySuccess(t("sync.rules.deleted"));
                    setDeleting(null);
                  },
                  onError: (error) => notifyError(errorMessage(error)),
                })
              }
            >
              {t("sync.rules.delete")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
