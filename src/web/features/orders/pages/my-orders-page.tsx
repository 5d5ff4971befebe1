import { Group, Pagination, Skeleton, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
import { RequireAuth } from "../../../components/require-auth";
import { useMyOrders } from "../api/orders";
import { OrderCard } from "../components/order-card";

const PAGE_SIZE = 10;

function Orders() {
  const { t } = useTranslation("orders");
  const [page, setPage] = useState(1);
  const list = useMyOrders(page, PAGE_SIZE);
  if (list.isPending) return <Skeleton height={200} radius="md" />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.total === 0)
    return (
      <Text c="dimmed" data-testid="orders-empty">
        {t("empty")}
      </Text>
    );
  return (
    <Stack gap="md">
      {list.data.items.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
      {list.data.total > PAGE_SIZE ? (
        <Group justify="center">
          <Pagination total={Math.ceil(list.data.total / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      ) : null}
    </Stack>
  );
}

/** /me/orders: every direct purchase from reservation to delivery. */
export function MyOrdersPage() {
  const { t } = useTranslation("orders");
  return (
    <RequireAuth>
      {() => (
        <>
          <PageHeader title={t("title")} description={t("description")} />
          <Orders />
        </>
      )}
    </RequireAuth>
  );
}
