import { Anchor, Button, Stack, Text } from "@mantine/core";
import { IconFileInvoice } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { ORDER_STATUSES } from "../../../../shared/api/deals-statuses";
import { AdminList } from "../../../components/admin-list";
import type { AdminColumn } from "../../../components/admin-table";
import { PageHeader } from "../../../components/page-header";
import { useStatusFilter } from "../../../components/use-status-filter";
import { useListPaging } from "../../../components/paged-list";
import { currentLanguage } from "../../../lib/i18n";
import { OrderStatusBadge } from "../../../components/order-status";
import { useAdminOrders, type AdminOrder } from "../api/admin-orders";
import { OrderEditDialog } from "../components/order-edit-dialog";
import { dayFormat } from "../../../lib/date-format";
import { carTitle } from "../../../lib/car-format";
import { usePorts } from "../../../lib/ports/ports";
import { paths } from "../../../config/paths";

const PAGE_SIZE = 20;

/** /admin/orders: every order by status; move it forward and fill the shipping fields. */
export function AdminOrdersPage() {
  const { t } = useTranslation("admin-orders");
  const { t: to } = useTranslation("orders");
  const lang = currentLanguage();
  const { statusParam, filter } = useStatusFilter(ORDER_STATUSES, {
    fallback: "all",
    label: t("statusFilter"),
    allLabel: t("all"),
    statusLabel: (s) => to(`status.${s}`),
    allFirst: true,
    testId: "admin-orders-status",
  });
  const paging = useListPaging();
  const [editing, setEditing] = useState<AdminOrder | null>(null);
  const list = useAdminOrders({ status: statusParam, page: paging.page, pageSize: PAGE_SIZE });
  const date = dayFormat(lang);
  // The port in the admin's language (the order keeps its name in the buyer's, for the buyer).
  const ports = usePorts();
  const portName = (o: AdminOrder) =>
    ports.data?.find((p) => p.id === o.quote?.port_id)?.name[lang] ?? o.destination_port;
  const usd = (n: number) => new Intl.NumberFormat(lang, { style: "currency", currency: "USD" }).format(n);
  const won = (n: number) =>
    new Intl.NumberFormat(lang, { style: "currency", currency: "KRW", maximumFractionDigits: 0 }).format(n);

  const columns: AdminColumn<AdminOrder>[] = [
    { key: "id", header: "#", cell: (o) => o.id },
    { key: "date", header: t("columns.date"), nowrap: true, cell: (o) => date.format(new Date(o.created_at)) },
    {
      key: "buyer",
      header: t("columns.buyer"),
      cell: (o) => (
        <>
          <Text size="sm" fw={600}>
            {o.user_name}
          </Text>
          <Text size="xs" c="dimmed" maw={200} style={{ overflowWrap: "anywhere" }}>
            {o.user_id === null ? t("deletedAccount") : o.email}
          </Text>
        </>
      ),
    },
    {
      key: "car",
      header: t("columns.car"),
      maxWidth: 200,
      cell: (o) => (
        <>
          {/* The name in the admin's language; the Korean listing name under it, as dealers quote it. */}
          <Anchor component={Link} to={paths.admin.car(o.car.id)} size="sm" data-testid={`admin-order-car-${o.id}`}>
            {carTitle(o.car, lang)}
          </Anchor>
          {lang !== "ko" ? (
            <Text size="xs" c="dimmed" lang="ko">
              {o.car.car_name}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: "price",
      header: t("columns.price"),
      align: "right",
      nowrap: true,
      cell: (o) => (
        <>
          <Text size="sm">{won(o.price_krw)}</Text>
          {/* The amount due, as the invoice totals it (CIF at the port when the order has one). */}
          <Text size="xs" c="dimmed" data-testid="admin-order-due">
            {o.amount_due_usd === null ? "—" : usd(o.amount_due_usd)}
          </Text>
        </>
      ),
    },
    {
      key: "shipping",
      header: t("columns.shipping"),
      // Port, vessel and B/L wrap in their column (as the buyer's email does): the row's buttons
      // stay in sight.
      cell: (o) => (
        <>
          <Text size="xs" maw={180} style={{ overflowWrap: "anywhere" }} data-testid={`admin-order-shipping-${o.id}`}>
            {[portName(o), o.vessel, o.bl_number].filter(Boolean).join(" · ") || "—"}
          </Text>
          {o.etd || o.eta ? (
            <Text size="xs" c="dimmed">
              {o.etd ? date.format(o.etd) : "?"} → {o.eta ? date.format(o.eta) : "?"}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: "status",
      header: t("columns.status"),
      nowrap: true,
      cell: (o) => (
        <>
          <OrderStatusBadge status={o.status} />
          {o.status === "reserved" ? (
            <Text size="xs" c="dimmed">
              {t("until", { date: date.format(new Date(o.reserved_until)) })}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: "actions",
      header: t("columns.actions"),
      actions: true,
      cell: (o) => (
        // One above the other: side by side they pushed the Invoice button out of the table's view.
        <Stack gap={4} align="stretch">
          <Button size="xs" variant="light" onClick={() => setEditing(o)} data-testid={`admin-order-edit-${o.id}`}>
            {t("edit")}
          </Button>
          {o.has_invoice ? (
            <Button
              component="a"
              href={`/api/admin/orders/${o.id}/invoice?lang=${lang}`}
              target="_blank"
              rel="noopener"
              size="xs"
              variant="default"
              leftSection={<IconFileInvoice size={14} aria-hidden />}
              data-testid={`admin-order-invoice-${o.id}`}
            >
              {t("invoice")}
            </Button>
          ) : null}
        </Stack>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <AdminList
        query={list}
        paging={paging}
        pageSize={PAGE_SIZE}
        filter={filter}
        columns={columns}
        rowKey={(o) => o.id}
        rowProps={(o) => ({ "data-testid": `admin-order-row-${o.id}` })}
        testId="admin-orders"
        empty={t("empty")}
        total={(n) => t("total", { count: n })}
      />
      <OrderEditDialog order={editing} onClose={() => setEditing(null)} />
    </>
  );
}
