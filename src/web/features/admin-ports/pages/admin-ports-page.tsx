import { Badge, Button, Group, Modal, Skeleton, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
import { useErrorMessage } from "../../../lib/api-error-message";
import { useDocumentTitle } from "../../../lib/document-title";
import { countryName } from "../../../lib/display-names";
import { currentLanguage } from "../../../lib/i18n";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useAdminPorts, useDeletePort, useSwapPorts, type AdminPort } from "../api/admin-ports";
import { PortModal } from "../components/port-modal";
import { MoveActions, RowAction } from "../../../components/row-actions";

/** Admin → Ports: destination ports in order, with their freight, insurance and transit; add, edit, move, delete. */
export function AdminPortsPage() {
  const { t } = useTranslation("admin-ports");
  useDocumentTitle(t("title"));
  const lang = currentLanguage();
  const message = useErrorMessage();
  const ports = useAdminPorts();
  const swap = useSwapPorts();
  const remove = useDeletePort();
  const [editing, setEditing] = useState<AdminPort | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminPort | null>(null);
  const usd = new Intl.NumberFormat(lang, { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" });
  const pct = new Intl.NumberFormat(lang, { maximumFractionDigits: 3 });
  const move = (list: AdminPort[], i: number, by: -1 | 1) =>
    swap.mutate({ a: list[i], b: list[i + by] }, { onError: (error) => notifyError(message(error)) });

  return (
    <Stack gap="md" data-testid="admin-ports">
      <PageHeader title={t("title")} description={t("description")} />
      <Group justify="flex-end">
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing("new")}
          data-testid="admin-port-add"
        >
          {t("add")}
        </Button>
      </Group>
      {ports.isPending ? (
        <Skeleton height={200} />
      ) : ports.isError ? (
        <QueryError error={ports.error} onRetry={() => void ports.refetch()} />
      ) : ports.data.length === 0 ? (
        <Text c="dimmed" data-testid="admin-ports-empty">
          {t("empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="xs" data-testid="admin-ports-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("columns.name")}</Table.Th>
                <Table.Th>{t("columns.country")}</Table.Th>
                <Table.Th>{t("columns.method")}</Table.Th>
                <Table.Th ta="right">{t("columns.freight")}</Table.Th>
                <Table.Th ta="right">{t("columns.insurance")}</Table.Th>
                <Table.Th ta="right">{t("columns.transit")}</Table.Th>
                <Table.Th>{t("columns.status")}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t("columns.actions")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ports.data.map((p, i, list) => (
                <Table.Tr key={p.id} data-testid={`admin-port-row-${p.id}`}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {p.name[lang]}
                    </Text>
                    {lang !== "en" ? (
                      <Text size="xs" c="dimmed">
                        {p.name.en}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{countryName(p.country, lang)}</Table.Td>
                  <Table.Td>{t(`method.${p.method}`)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                    {usd.format(p.freight_usd)}
                  </Table.Td>
                  <Table.Td ta="right">{pct.format(p.insurance_pct)} %</Table.Td>
                  <Table.Td ta="right">{t("days", { count: p.transit_days })}</Table.Td>
                  <Table.Td>
                    <Badge color={p.active ? "green" : "gray"} variant="light">
                      {p.active ? t("active") : t("inactive")}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={2} wrap="nowrap" justify="flex-end">
                      <MoveActions
                        index={i}
                        count={list.length}
                        onMove={(delta) => move(list, i, delta)}
                        busy={swap.isPending}
                        labels={{ up: t("moveUp"), down: t("moveDown") }}
                        testIds={{ up: "admin-port-up", down: "admin-port-down" }}
                      />
                      <RowAction
                        label={t("edit")}
                        icon={IconPencil}
                        onClick={() => setEditing(p)}
                        testId="admin-port-edit"
                      />
                      <RowAction
                        label={t("delete")}
                        icon={IconTrash}
                        danger
                        onClick={() => setDeleting(p)}
                        testId="admin-port-delete"
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <PortModal port={editing} onClose={() => setEditing(null)} />
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t("delete")} centered>
        <Stack data-testid="admin-port-delete-confirm">
          <Text size="sm">{t("deleteConfirm", { name: deleting?.name[lang] ?? "" })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t("cancel")}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              data-testid="admin-port-delete-yes"
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    notifySuccess(t("deleted"));
                    setDeleting(null);
                  },
                  onError: (error) => notifyError(message(error)),
                })
              }
            >
              {t("delete")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
