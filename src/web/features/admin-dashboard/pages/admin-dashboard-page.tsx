import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
import { currentLanguage } from "../../../lib/i18n";
import { useDashboard } from "../api/get-dashboard";
import { paths } from "../../../config/paths";
import { numberFormat } from "../../../lib/format";

type Tile = { key: string; value: number; to: string; highlight?: boolean };

function CountTile({ tile }: { tile: Tile }) {
  const { t } = useTranslation("admin-dashboard");
  const number = numberFormat(currentLanguage());
  return (
    <Card
      component={Link}
      to={tile.to}
      withBorder
      radius="md"
      padding="md"
      data-testid={`dashboard-${tile.key}`}
      style={{ textDecoration: "none" }}
    >
      <Text size="sm" c="dimmed">
        {t(`counts.${tile.key}`)}
      </Text>
      <Text fz={28} fw={800} c={tile.highlight && tile.value > 0 ? "orange.7" : undefined}>
        {number.format(tile.value)}
      </Text>
    </Card>
  );
}

/** /admin: the size of every queue, each a link to it, plus users and visitors. */
export function AdminDashboardPage() {
  const { t } = useTranslation("admin-dashboard");
  const d = useDashboard();
  if (d.isError) return <QueryError error={d.error} onRetry={() => void d.refetch()} />;
  const groups: Array<{ title: string; tiles: Tile[] }> = d.data
    ? [
        {
          title: t("groups.queues"),
          tiles: [
            {
              key: "requests_pending",
              value: d.data.vehicle_requests.pending,
              to: paths.admin.vehicleRequests,
              highlight: true,
            },
            {
              key: "topups_pending",
              value: d.data.topups.pending,
              to: paths.adminWithStatus("topups", "pending"),
              highlight: true,
            },
            { key: "sns_pending", value: d.data.sns_shares.pending, to: paths.admin.sns, highlight: true },
            {
              key: "withdrawals_pending",
              value: d.data.withdrawals.pending,
              to: paths.admin.withdrawals,
              highlight: true,
            },
            {
              key: "questions_open",
              value: d.data.questions.open,
              to: paths.adminWithStatus("questions", "open"),
              highlight: true,
            },
            { key: "contact_7d", value: d.data.contact_messages.last_7d, to: paths.admin.contactMessages },
          ],
        },
        {
          title: t("groups.orders"),
          tiles: (["reserved", "invoiced", "paid", "shipped"] as const).map((s) => ({
            key: `orders_${s}`,
            value: d.data.orders[s],
            to: paths.adminWithStatus("orders", s),
            highlight: s === "reserved",
          })),
        },
        {
          title: t("groups.money"),
          tiles: [
            {
              key: "claims_open",
              value: d.data.claims.open,
              to: paths.adminWithStatus("claims", "open"),
              highlight: true,
            },
            // The orders list marks each order whose refund is due.
            { key: "refunds_due", value: d.data.refunds.due, to: paths.admin.orders, highlight: true },
          ],
        },
        {
          title: t("groups.people"),
          tiles: [
            { key: "users_total", value: d.data.users.total, to: paths.admin.users },
            { key: "users_new_7d", value: d.data.users.new_7d, to: paths.admin.users },
            { key: "visitors_today", value: d.data.visitors.today, to: paths.admin.visitors },
            { key: "visitors_active", value: d.data.visitors.active_now, to: paths.admin.visitors },
          ],
        },
      ]
    : [];
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {d.isPending ? (
        <Skeleton height={320} radius="md" />
      ) : (
        <Stack gap="xl" data-testid="admin-dashboard">
          {groups.map((g) => (
            <Stack gap="sm" key={g.title}>
              <Title order={2} size="h4">
                {g.title}
              </Title>
              <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
                {g.tiles.map((tile) => (
                  <CountTile key={tile.key} tile={tile} />
                ))}
              </SimpleGrid>
            </Stack>
          ))}
        </Stack>
      )}
    </>
  );
}
