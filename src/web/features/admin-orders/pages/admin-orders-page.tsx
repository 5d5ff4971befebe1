import { Anchor, Badge, Button, Stack, Text } from "@mantine/core";
import { IconFileInvoice } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { ORDER_STATUSES } from "../../../../shared/api/deals-statuses";
import { orderStatusLabel } from "../../../../shared/order-status-words";
import { BuyerCell } from "../../../components/admin-cells";
import { AdminListPage, useStatusList } from "../../../components/admin-list-page";
import type { AdminColumn } from "../../../components/admin-table";
import { currentLanguage } from "../../../lib/i18n";
import { OrderStatusBadge } from "../../../components/order-status";
import { useAdminOrders, type AdminOrder } from "../api/admin-orders";
import { OrderEditDialog } from "../components/order-edit-dialog";
import { dayFormat, formatWon, usdExact } from "../../../lib/format";
import { carTitle } from "../../../lib/car-format";
import { orderPortName } from "../../../lib/order-port-name";
import { paths } from "../../../config/paths";
import { ExportWarning } from "../components/export-warning";

/** /admin/orders: every order by status; move it forward and fill the shipping fields. */
export function AdminOrdersPage() {
  const { t } = useTranslation("admin-orders");
  const lang = currentLanguage();
  const { list } = useStatusList(
    ORDER_STATUSES,
    {
      fallback: "all",
      label: t("statusFilter"),
      allLabel: t("all"),
      statusLabel: (s) => orderStatusLabel(s, lang),
      allFirst: true,
      testId: "admin-orders-status",
    },
    useAdminOrders,
  );
  const [editing, setEditing] = useState<AdminOrder | null>(null);
  // The dialog follows the list's newer answer of its order (a payment's balance and protection).
  const editingNow = editing ? (list.query.data?.items.find((o) => o.id === editing.id) ?? editing) : null;
  const date = dayFormat(lang);
  // The port in the admin's language (the order keeps its name in the buyer's, for the documents).
  const portName = (o: AdminOrder) => orderPortName(o, lang);
  const usd = (n: number) => usdExact(n, lang);
  const won = (n: number) => formatWon(n, lang);

  const columns: AdminColumn<AdminOrder>[] = [
    { key: "id", header: "#", cell: (o) => o.id },
    { key: "date", header: t("columns.date"), nowrap: true, cell: (o) => date.format(new Date(o.created_at)) },
    {
      key: "buyer",
      header: t("columns.buyer"),
      cell: (o) => (
        <BuyerCell
          name={o.user_name}
          email={o.user_id === null ? null : o.email}
          deletedLabel={t("deletedAccount")}
          emailTestId={`admin-order-email-${o.id}`}
        />
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
          {o.paid_usd > 0 ? (
            <Text size="xs" c="teal.8" data-testid={`admin-order-paid-${o.id}`}>
              {t("paid", { amount: usd(o.paid_usd - o.refunded_usd) })}
            </Text>
          ) : null}
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
          <ExportWarning order={o} compact />
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
          {o.protection.status === "refund_due" ? (
            <Badge color="orange" variant="filled" size="sm" mt={4} data-testid={`admin-order-refund-due-${o.id}`}>
              {t("refundDue")}
            </Badge>
          ) : null}
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
    <AdminListPage
      {...list}
      t={t}
      columns={columns}
      rowProps={(o) => ({ "data-testid": `admin-order-row-${o.id}` })}
      testId="admin-orders"
      total={(n) => t("total", { count: n })}
    >
      <OrderEditDialog order={editingNow} onClose={() => setEditing(null)} />
    </AdminListPage>
  );
}
