import { Anchor, Button, EmptyState, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCarGarage, IconFileTypePdf } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { QueryError } from "../../../components/query-error";
import { formatCc, dayFormat } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { CarCard } from "../../../components/car-card";
import type { CarListItem } from "../../../../shared/api/cars";
import { useMyVehicles } from "../api/get-my-vehicles";
import { paths } from "../../../config/paths";

function VehicleTile({ car, children }: { car: CarListItem; children: ReactNode }) {
  const { t } = useTranslation("credits");
  const lang = currentLanguage();
  return (
    <Stack gap={6} data-testid="my-vehicle" data-car-id={car.id}>
      <CarCard car={car} />
      {children}
      <Button
        component="a"
        href={`/api/cars/${car.id}/pdf?lang=${lang}`}
        target="_blank"
        rel="noopener"
        variant="subtle"
        size="compact-sm"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
      >
        {t("pdf")}
      </Button>
    </Stack>
  );
}

/** The user's recommended and directly purchased cars (my page and /me/vehicles). */
export function MyVehiclesSection({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  const { t } = useTranslation("credits");
  const lang = currentLanguage();
  const vehicles = useMyVehicles();
  const date = dayFormat(lang);

  if (vehicles.isPending) return <Skeleton height={200} radius="md" />;
  if (vehicles.isError) return <QueryError error={vehicles.error} onRetry={() => void vehicles.refetch()} />;
  const { recommended, purchased } = vehicles.data;

  // No car at all is one fact: one empty state (with the way to a request), not one per section.
  if (recommended.length === 0 && purchased.length === 0) {
    return (
      <EmptyState
        py="md"
        icon={<IconCarGarage aria-hidden />}
        title={t("myVehicles.emptyTitle")}
        description={t("myVehicles.emptyDescription")}
        data-testid="my-vehicles-empty"
      >
        <Anchor component={Link} to={paths.inquiry} size="sm">
          {t("myVehicles.askForCar")}
        </Anchor>
      </EmptyState>
    );
  }

  return (
    <Stack gap="lg" data-testid="my-vehicles">
      <Stack gap="sm" component="section" data-testid="my-vehicles-recommended">
        <Title order={headingOrder} size="h3">
          {t("myVehicles.recommended")}
        </Title>
        {recommended.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t("myVehicles.noRecommended")}{" "}
            <Anchor component={Link} to={paths.inquiry}>
              {t("myVehicles.askForCar")}
            </Anchor>
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {recommended.map((r) => (
              <VehicleTile key={`${r.vehicle_request_id}-${r.car.id}`} car={r.car}>
                <Text size="xs" c="dimmed">
                  {t("myVehicles.recommendedFor", {
                    id: r.vehicle_request_id,
                    date: date.format(new Date(r.recommended_at)),
                  })}
                </Text>
              </VehicleTile>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Stack gap="sm" component="section" data-testid="my-vehicles-purchased">
        <Title order={headingOrder} size="h3">
          {t("myVehicles.purchased")}
        </Title>
        {purchased.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t("myVehicles.noPurchased")}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {purchased.map((p) => (
              <VehicleTile key={p.car_id} car={p.car}>
                <Text size="xs" c="dimmed">
                  {t("myVehicles.purchasedOn", {
                    date: date.format(new Date(p.purchased_at)),
                    amount: formatCc(p.price_cc, lang),
                  })}
                </Text>
              </VehicleTile>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
