import { Card, Divider, Group, Pagination, Rating, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { translateTerm } from "../../../../shared/vehicle-terms";
import { QueryError } from "../../../components/query-error";
import { currentLanguage } from "../../../lib/i18n";
import { CarCard } from "../../../components/car-card";
import { formatMileage } from "../../../lib/car-format";
import { useMyRequests } from "../api/list-my-requests";
import type { MyVehicleRequest } from "../types/vehicle-request";
import { RequestStatusBadge } from "../../../components/request-status-badge";
import { ReviewForm } from "./review-form";
import { dayFormat } from "../../../lib/format";
import { useMoney } from "../../../lib/money";

const PAGE_SIZE = 10;

function RequestCard({ request: r }: { request: MyVehicleRequest }) {
  const { t } = useTranslation("inquiry");
  const lang = currentLanguage();
  const date = dayFormat(lang);
  const money = useMoney();
  const wanted = [
    [translateTerm("maker", r.maker, lang), r.model ? translateTerm("model", r.model, lang) : null, r.grade]
      .filter(Boolean)
      .join(" "),
    r.year ? String(r.year) : null,
    r.fuel ? translateTerm("fuel", r.fuel, lang) : null,
    r.mileage !== null ? t("upTo", { value: formatMileage(r.mileage, lang) }) : null,
    r.budget_krw !== null ? t("budget", { value: money.format(r.budget_krw) }) : null,
  ].filter(Boolean);

  return (
    <Card withBorder radius="md" padding="lg" data-testid="my-request" data-request-id={r.id} data-status={r.status}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text fw={700}>{t("requestNumber", { id: r.id })}</Text>
            <Text size="sm">{wanted.join(" · ")}</Text>
            <Text size="xs" c="dimmed">
              {t("sentOn", { date: date.format(new Date(r.created_at)) })}
            </Text>
          </Stack>
          <RequestStatusBadge status={r.status} />
        </Group>
        {r.note ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: "pre-wrap" }}>
            {r.note}
          </Text>
        ) : null}
        {r.admin_note ? (
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            <b>{t("adminNote")}:</b> {r.admin_note}
          </Text>
        ) : null}
        {r.recommended_cars.length > 0 ? (
          <>
            <Divider label={t("recommendedCars")} labelPosition="left" />
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" data-testid="recommended-cars">
              {r.recommended_cars.map((car) => (
                <CarCard key={car.id} car={car} />
              ))}
            </SimpleGrid>
          </>
        ) : null}
        {r.review ? (
          <Group gap="xs" data-testid="my-review">
            <Text size="sm">{t("review.yours")}</Text>
            <Rating value={r.review.rating} readOnly size="sm" />
          </Group>
        ) : null}
        {r.can_review ? (
          <>
            <Divider />
            <ReviewForm requestId={r.id} />
          </>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The user's own vehicle requests with their status, recommended cars and review. */
export function MyRequests() {
  const { t } = useTranslation("inquiry");
  const [page, setPage] = useState(1);
  const requests = useMyRequests(page);

  if (requests.isPending) return <Skeleton height={160} radius="md" />;
  if (requests.isError) return <QueryError error={requests.error} onRetry={() => void requests.refetch()} />;
  if (requests.data.items.length === 0) {
    return (
      <Text c="dimmed" data-testid="my-requests-empty">
        {t("noRequests")}
      </Text>
    );
  }
  return (
    <Stack gap="md" data-testid="my-requests">
      {requests.data.items.map((r) => (
        <RequestCard key={r.id} request={r} />
      ))}
      {requests.data.total > PAGE_SIZE ? (
        <Group justify="center">
          <Pagination total={Math.ceil(requests.data.total / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      ) : null}
    </Stack>
  );
}
