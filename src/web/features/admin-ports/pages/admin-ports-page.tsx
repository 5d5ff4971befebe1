import { Badge, Group, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NameCell } from "../../../components/admin-cells";
import { AddButton } from "../../../components/add-button";
import type { AdminColumn } from "../../../components/admin-table";
import { useConfirmedDelete } from "../../../components/confirm-dialog";
import { PageHeader } from "../../../components/page-header";
import { QueryTable } from "../../../components/query-table";
import { EditDeleteActions, MoveActions } from "../../../components/row-actions";
import { useErrorMessage } from "../../../lib/api-error-message";
import { countryName } from "../../../lib/display-names";
import { formatDecimal, usdExact } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";
import { useAdminPorts, useDeletePort, useSwapPorts, type AdminPort } from "../api/admin-ports";
import { PortModal } from "../components/port-modal";

/** Admin → Ports: destination ports in order, with their freight, insurance and transit; add, edit, move, delete. */
export function AdminPortsPage() {
  const { t } = useTranslation("admin-ports");
  const lang = currentLanguage();
  const message = useErrorMessage();
  const ports = useAdminPorts();
  const swap = useSwapPorts();
  const remove = useDeletePort();
  const confirmDelete = useConfirmedDelete<AdminPort>({
    remove,
    title: t("delete"),
    message: (p) => t("deleteConfirm", { name: p.name[lang] }),
    cancelLabel: t("cancel"),
    confirmLabel: t("delete"),
    done: t("deleted"),
    testId: "admin-port-delete-confirm",
    confirmTestId: "admin-port-delete-yes",
  });
  const [editing, setEditing] = useState<AdminPort | "new" | null>(null);
  const list = ports.data ?? [];
  const move = (i: number, by: -1 | 1) =>
    swap.mutate({ a: list[i], b: list[i + by] }, { onError: (error) => notifyError(message(error)) });

  const columns: AdminColumn<AdminPort>[] = [
    {
      key: "name",
      header: t("columns.name"),
      cell: (p) => <NameCell name={p.name[lang]} detail={lang !== "en" ? p.name.en : null} />,
    },
    { key: "country", header: t("columns.country"), cell: (p) => countryName(p.country, lang) },
    { key: "method", header: t("columns.method"), cell: (p) => t(`method.${p.method}`) },
    {
      key: "freight",
      header: t("columns.freight"),
      align: "right",
      nowrap: true,
      cell: (p) => usdExact(p.freight_usd, lang),
    },
    {
      key: "insurance",
      header: t("columns.insurance"),
      align: "right",
      cell: (p) => `${formatDecimal(p.insurance_pct, lang)} %`,
    },
    { key: "transit", header: t("columns.transit"), align: "right", cell: (p) => t("days", { count: p.transit_days }) },
    {
      key: "status",
      header: t("columns.status"),
      cell: (p) => (
        <Badge color={p.active ? "green" : "gray"} variant="light">
          {p.active ? t("active") : t("inactive")}
        </Badge>
      ),
    },
    {
      key: "actions",
      header: t("columns.actions"),
      actions: true,
      cell: (p) => {
        const i = list.indexOf(p);
        return (
          <EditDeleteActions
            editLabel={t("edit")}
            deleteLabel={t("delete")}
            onEdit={() => setEditing(p)}
            onDelete={() => confirmDelete.ask(p)}
            testIds={{ edit: "admin-port-edit", delete: "admin-port-delete" }}
          >
            <MoveActions
              index={i}
              count={list.length}
              onMove={(delta) => move(i, delta)}
              busy={swap.isPending}
              labels={{ up: t("moveUp"), down: t("moveDown") }}
              testIds={{ up: "admin-port-up", down: "admin-port-down" }}
            />
          </EditDeleteActions>
        );
      },
    },
  ];

  return (
    <Stack gap="md" data-testid="admin-ports">
      <PageHeader title={t("title")} description={t("description")} />
      <Group justify="flex-end">
        <AddButton label={t("add")} onClick={() => setEditing("new")} testId="admin-port-add" />
      </Group>
      <QueryTable
        query={ports}
        columns={columns}
        rowProps={(p) => ({ "data-testid": `admin-port-row-${p.id}` })}
        testId="admin-ports-table"
        empty={t("empty")}
        emptyTestId="admin-ports-empty"
        skeletonHeight={200}
        minWidth={760}
      />
      <PortModal port={editing} onClose={() => setEditing(null)} />
      {confirmDelete.dialog}
    </Stack>
  );
}
