import { Button, Container, EmptyState, Group, SimpleGrid, Skeleton, Title } from "@mantine/core";
import { IconCarGarage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { QueryError } from "../../../components/query-error";
import { useCars } from "../../../lib/catalogue/list-cars";
import { CarCard } from "../../../components/car-card";
import { paths } from "../../../config/paths";

/** The newest available cars, with a way to the whole catalogue. */
export function LatestCars() {
  const { t } = useTranslation("home");
  const { t: tc } = useTranslation("common");
  const cars = useCars({ page_size: 8 });
  return (
    <Container size="xl" py="xl" component="section" aria-labelledby="home-latest-title">
      <Group justify="space-between" mb="md">
        <Title id="home-latest-title" order={2}>
          {t("latestTitle")}
        </Title>
        <Button component={Link} to={paths.cars} variant="subtle">
          {t("viewAll")}
        </Button>
      </Group>
      {cars.isPending ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={300} radius="md" />
          ))}
        </SimpleGrid>
      ) : cars.isError ? (
        <QueryError error={cars.error} onRetry={() => void cars.refetch()} />
      ) : cars.data.items.length === 0 ? (
        <EmptyState
          data-testid="empty-state"
          py="xl"
          variant="light"
          icon={<IconCarGarage aria-hidden />}
          title={tc("home.emptyTitle")}
          description={tc("home.emptyDescription")}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} data-testid="latest-cars">
          {cars.data.items.map((car) => (
            <CarCard key={car.id} car={car} />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
