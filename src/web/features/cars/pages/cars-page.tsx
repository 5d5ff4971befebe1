import { EmptyState, Group, Pagination, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconCarOff } from "@tabler/icons-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "../../../lib/lang-router";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
import { useCars } from "../../../lib/catalogue/list-cars";
import { formatNumber } from "../../../lib/price-format";
import { currentLanguage } from "../../../lib/i18n";
import { CarCard } from "../../../components/car-card";
import { PortPicker } from "../../../components/port-picker";
import { CarFiltersPanel } from "../components/car-filters";
import { SaveSearchButton } from "../components/save-search-button";
import type { CarFilters } from "../types/car";
import { filtersFromParams, paramsFromFilters } from "../utils/filter-params";
import { usePagerLabels } from "../../../components/pager-labels";
import { chunk } from "../../../../shared/chunk";

const PAGE_SIZE = 24;
// Cards are hydrated four at a time (a Suspense boundary each): a tap on a card while a slow phone
// is still hydrating makes React hydrate those four at once, not the grid of 24 (~260-300 ms of the
// tap's wait with the CPU 4× slower). One boundary per card made a filter's answer wait 2.5 s
// while React hydrated them one by one first; four per boundary does not.
const CARDS_PER_HYDRATION = 4;

/** The public catalogue: filters in the address, a grid of cards, paging. */
export function CarsPage() {
  const { t } = useTranslation("cars");
  const pagerLabels = usePagerLabels();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const cars = useCars({ ...filters, page_size: PAGE_SIZE });
  const setFilters = (next: CarFilters) => setParams(paramsFromFilters(next));
  const page = filters.page ?? 1;

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="lg">
        <CarFiltersPanel filters={filters} onChange={setFilters} total={cars.data?.total} />
        <Group justify="space-between" align="flex-end">
          <PortPicker w={{ base: "100%", xs: 300 }} />
          <SaveSearchButton filters={filters} />
        </Group>
        {cars.isPending ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height={300} radius="md" />
            ))}
          </SimpleGrid>
        ) : cars.isError ? (
          <QueryError error={cars.error} onRetry={() => void cars.refetch()} />
        ) : cars.data.items.length === 0 ? (
          <EmptyState
            data-testid="cars-empty"
            py="xl"
            variant="light"
            icon={<IconCarOff aria-hidden />}
            title={t("empty.title")}
            description={t("empty.description")}
          />
        ) : (
          // The results are a hydration unit of their own: a tap on a filter while a slow phone is
          // still hydrating makes React hydrate the filter's way at once, not the 24 cards too
          // (~550-850 ms of a tap's wait with the CPU 4× slower). Nothing in it suspends.
          <Suspense fallback={null}>
            <Text size="sm" c="dimmed" data-testid="cars-total" aria-live="polite">
              {t("resultsCount", {
                // A capped total is a floor: "10,000+" (the list counts no further).
                total: `${formatNumber(cars.data.total, currentLanguage())}${cars.data.total_capped ? "+" : ""}`,
              })}
            </Text>
            <SimpleGrid
              cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
              data-testid="cars-grid"
              style={{ opacity: cars.isPlaceholderData ? 0.6 : 1 }}
            >
              {/* The first cards are in the first view on a phone: their photos are not lazy. */}
              {chunk(cars.data.items, CARDS_PER_HYDRATION).map((cards, c) => (
                <Suspense key={c} fallback={null}>
                  {cards.map((car, i) => (
                    <CarCard key={car.id} car={car} priority={c === 0 && i < 2} />
                  ))}
                </Suspense>
              ))}
            </SimpleGrid>
            {cars.data.total > PAGE_SIZE ? (
              <Group justify="center">
                <Pagination
                  getControlProps={pagerLabels}
                  total={Math.ceil(cars.data.total / PAGE_SIZE)}
                  value={page}
                  onChange={(p) => {
                    setFilters({ ...filters, page: p });
                    window.scrollTo({ top: 0 });
                  }}
                  data-testid="cars-pagination"
                />
              </Group>
            ) : null}
          </Suspense>
        )}
      </Stack>
    </>
  );
}
