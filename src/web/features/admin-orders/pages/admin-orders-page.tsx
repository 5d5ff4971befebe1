import { Anchor, Button, SegmentedControl, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ORDER_STATUSES, type OrderStatus } from "../../../../shared/api/deals-statuses";
import { PageHeader } from "../../../components/page-header";
import { PagedList, useListPaging } from "../../../components/paged-list";
import { currentLanguage } from "../../../lib/i18n";
import { OrderStatusBadge } from "../../../components/order-status";
import { useAdminOrders, type AdminOrder } from "../api/admin-orders";
import { OrderEditDialog } from "../components/order-edit-dialog";

const PAGE_SIZE = 20;

/** /admin/orders: every order by status; move it forward and fill the shipping fields. */
export function AdminOrdersPage() {
  const { t } = useTranslation("admin-orders");
  const { t: to } = useTranslation("orders");
  const lang = currentLanguage();
  const [params] = useSearchParams();
  const initial = params.get("status");
  const [status, setStatus] = useState<OrderStatus | "all">(
    (ORDER_STATUSES as readonly string[]).includes(initial ?? "") ? (initial as OrderStatus) : "all",
  );
  const { page, setPage, resetting } = useListPaging();
  const [editing, setEditing] = useState<AdminOrder | null>(null);
  const list = useAdminOrders({ status: status === "all" ? null : status, page, pageSize: PAGE_SIZE });
  const date = new Intl.DateTimeFormat(lang, { dateStyle: "medium" });
  const usd = (n: number) => new Intl.NumberFormat(lang, { style: "currency", currency: "USD" }).format(n);
  const won = (n: number) =>
    new Intl.NumberFormat(lang, { style: "currency", currency: "KRW", maximumFractionDigits: 0 }).format(n);

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="md">
        <SegmentedControl
          aria-label={t("statusFilter")}
          value={status}
          onChange={resetting((v: string) => setStatus(v as OrderStatus | "all"))}
          data={[
            { value: "all", label: t("all") },
            ...ORDER_STATUSES.map((s) => ({ value: s, label: to(`status.${s}`) })),
          ]}
          w="fit-content"
          data-testid="admin-orders-status"
        />
        <PagedList
          query={list}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={setPage}
          empty={t("empty")}
          emptyTestId="admin-orders-empty"
          total={(n) => t("total", { count: n })}
          skeleton={{ height: 300 }}
        >
          {(data) => (
            <Table.ScrollContainer minWidth={1000}>
              <Table striped verticalSpacing="xs" data-testid="admin-orders-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>#</Table.Th>
                    <Table.Th>{t("columns.date")}</Table.Th>
                    <Table.Th>{t("columns.buyer")}</Table.Th>
                    <Table.Th>{t("columns.car")}</Table.Th>
                    <Table.Th ta="right">{t("columns.price")}</Table.Th>
                    <Table.Th>{t("columns.shipping")}</Table.Th>
                    <Table.Th>{t("columns.status")}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((o) => (
                    <Table.Tr key={o.id} data-testid={`admin-order-row-${o.id}`}>
                      <Table.Td>{o.id}</Table.Td>
                      <Table.Td>{date.format(new Date(o.created_at))}</Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {o.user_name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {o.email}
                        </Text>
                      </Table.Td>
                      <Table.Td maw={240}>
                        <Anchor component={Link} to={`/admin/cars/${o.car.id}`} size="sm" lang="ko">
                          {o.car.car_name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text size="sm">{won(o.price_krw)}</Text>
                        <Text size="xs" c="dimmed">
                          {o.price_usd === null ? "—" : usd(o.price_usd)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="xs">
                          {[o.destination_port, o.vessel, o.bl_number].filter(Boolean).join(" · ") || "—"}
                        </Text>
                        {o.etd || o.eta ? (
                          <Text size="xs" c="dimmed">
                            {o.etd ?? "?"} → {o.eta ?? "?"}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td miw={130}>
                        <OrderStatusBadge status={o.status} />
                        {o.status === "reserved" ? (
                          <Text size="xs" c="dimmed">
                            {t("until", { date: date.format(new Date(o.reserved_until)) })}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setEditing(o)}
                          data-testid={`admin-order-edit-${o.id}`}
                        >
                          {t("edit")}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </PagedList>
      </Stack>
      <OrderEditDialog order={editing} onClose={() => setEditing(null)} />
    </>
  );
}
