import { EmptyState, Group, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { IconCarOff } from "@tabler/icons-react";
import { memo, useCallback, useDeferredValue, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "../../../lib/lang-router";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
import { useCars } from "../../../lib/catalogue/list-cars";
import { PortPicker } from "../../../components/port-picker";
import { CarFiltersPanel } from "../components/car-filters";
import { CarResults, PAGE_SIZE } from "../components/car-results";
import { SaveSearchButton } from "../components/save-search-button";
import type { CarFilters } from "../types/car";
import { filtersFromParams, paramsFromFilters } from "../utils/filter-params";

/** The port and the saved search: drawn again only when the filters change (not for each answer). */
const ListTools = memo(function ListTools({ filters }: { filters: CarFilters }) {
  return (
    <Group justify="space-between" align="flex-end">
      <PortPicker w={{ base: "100%", xs: 300 }} />
      <SaveSearchButton filters={filters} />
    </Group>
  );
});

/**
 * The public catalogue: filters in the address, a grid of cards, paging.
 *
 * What a tap on a filter changes is drawn first: the address changes in a transition (React
 * Router's), the filters are memoised on the address, and the results are drawn from a deferred
 * copy of the answer, so neither the dimmed previous answer nor the new one renders the cards in
 * the tap's task or in the one that receives the answer (TanStack Query's update is synchronous).
 */
export function CarsPage() {
  const { t } = useTranslation("cars");
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const cars = useCars({ ...filters, page_size: PAGE_SIZE });
  const setFilters = useCallback((next: CarFilters) => setParams(paramsFromFilters(next)), [setParams]);
  const page = filters.page ?? 1;
  const onPage = useCallback(
    (p: number) => {
      setFilters({ ...filters, page: p });
      window.scrollTo({ top: 0 });
    },
    [filters, setFilters],
  );
  const shown = useDeferredValue(cars.data) ?? cars.data;

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="lg">
        <CarFiltersPanel filters={filters} onChange={setFilters} total={cars.data?.total} />
        <ListTools filters={filters} />
        {cars.isPending ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height={300} radius="md" />
            ))}
          </SimpleGrid>
        ) : cars.isError ? (
          <QueryError error={cars.error} onRetry={() => void cars.refetch()} />
        ) : shown!.items.length === 0 ? (
          <EmptyState
            data-testid="cars-empty"
            py="xl"
            variant="light"
            icon={<IconCarOff aria-hidden />}
            title={t("empty.title")}
            description={t("empty.description")}
          />
        ) : (
          <CarResults data={shown!} page={page} stale={cars.isPlaceholderData || shown !== cars.data} onPage={onPage} />
        )}
      </Stack>
    </>
  );
}
