import { Badge, Button, Grid, Skeleton, Stack, TextInput } from "@mantine/core";
import { useDebouncedCallback, useDisclosure } from "@mantine/hooks";
import { IconAdjustmentsHorizontal, IconSearch } from "@tabler/icons-react";
import { memo, Suspense, useCallback, useEffect, useState } from "react";
import { lazyPage } from "../../../lib/lazy-page";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../lib/i18n";
import type { CarFilters } from "../types/car";
import { formatNumber } from "../../../lib/format";
import { useIsDesktop } from "../../../hooks/use-is-desktop";
import { countActiveFilters } from "../utils/filter-params";

interface Props {
  filters: CarFilters;
  onChange: (next: CarFilters) => void;
  /** How many cars the current filters find (the phone's "Show N cars"); undefined while counting. */
  total?: number;
}

// Once its code is here the fields draw at once (no suspending): a wide screen's route loads it
// with the page (router.tsx), so hydration finds it and a click on a filter is never lost.
const LazyFilterFields = lazyPage(() => import("./car-filter-fields"), "CarFilterFields");
// Drawn again only when the filters change: not when the answer's count or the search text does.
const CarFilterFields = memo(LazyFilterFields);
/** Fetches the fields' code ahead: with a wide screen's page, or when a finger reaches for Filters. */
export const preloadFilterFields = () => LazyFilterFields.preload();
const preloadFields = () => void preloadFilterFields();

/** The fields' height while their code arrives on a phone (a tap on "Filters"): no jump after. */
function FieldsPlaceholder() {
  return (
    <Grid.Col span={12}>
      <Skeleton height={320} radius="md" data-testid="filter-fields-loading" />
    </Grid.Col>
  );
}

/**
 * Maker → model drill-down, fuel, gearbox, year, price, mileage, text and sort; labels in the page
 * language, prices in the visitor's currency. On a phone only the text search shows; the other
 * fields open from a filter button that counts the active ones.
 */
export const CarFiltersPanel = memo(function CarFiltersPanel({ filters, onChange, total }: Props) {
  const { t } = useTranslation("cars");
  const lang = currentLanguage();
  const [q, setQ] = useState(filters.q ?? "");
  useEffect(() => setQ(filters.q ?? ""), [filters.q]);
  const pushQ = useDebouncedCallback((value: string) => set({ q: value.trim() || undefined }), 400);
  const isDesktop = useIsDesktop();
  const [opened, { toggle, close }] = useDisclosure(false);

  // Any change but the page starts again from page 1.
  const set = useCallback(
    (patch: Partial<CarFilters>) => onChange({ ...filters, ...patch, page: undefined }),
    [filters, onChange],
  );
  const reset = useCallback(() => onChange({}), [onChange]);

  const searchField = (
    <Grid.Col span={{ base: 12, md: 6 }}>
      <TextInput
        label={t("filters.search")}
        placeholder={t("filters.searchPlaceholder")}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={q}
        onChange={(event) => {
          setQ(event.currentTarget.value);
          pushQ(event.currentTarget.value);
        }}
        data-testid="filter-q"
      />
    </Grid.Col>
  );
  const fields = (
    <Suspense fallback={<FieldsPlaceholder />}>
      <CarFilterFields filters={filters} set={set} reset={reset} />
    </Suspense>
  );

  if (isDesktop) {
    return (
      <Grid gap="sm" align="flex-end" data-testid="car-filters">
        {searchField}
        {fields}
      </Grid>
    );
  }
  const active = countActiveFilters(filters);
  return (
    <Stack gap="sm" data-testid="car-filters">
      <Grid gap="sm" align="flex-end">
        {searchField}
      </Grid>
      <Button
        variant="default"
        onClick={toggle}
        onPointerDown={preloadFields}
        onFocus={preloadFields}
        aria-expanded={opened}
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        rightSection={
          active > 0 ? (
            <Badge size="sm" circle data-testid="filters-active-count">
              {active}
            </Badge>
          ) : null
        }
        data-testid="filters-toggle"
      >
        {t("filters.button")}
      </Button>
      {/* The fields exist only while open: nine Selects with their popovers are the most of what a
          phone would otherwise hydrate before it can scroll. Drawn at once, not animated: an
          animated box measured its height before the fields had loaded and then clipped the
          "Show N cars" button under the cars. */}
      {opened ? (
        <>
          <Grid gap="sm" align="flex-end">
            {fields}
          </Grid>
          {/* The filters fill the phone's screen: this closes them onto the cars they found. Never
              disabled: while the count loads, a tap still closes the filters ("Show … cars"). */}
          <Button fullWidth onClick={close} data-testid="filters-show">
            {t("filters.show", { count: total ?? 2, total: total === undefined ? "…" : formatNumber(total, lang) })}
          </Button>
        </>
      ) : null}
    </Stack>
  );
});
