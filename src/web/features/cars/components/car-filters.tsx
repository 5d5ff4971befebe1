import { Badge, Button, Grid, Select, Stack, Switch, TextInput } from "@mantine/core";
import { NoAccidentFilter } from "./no-accident-filter";
import { useDebouncedCallback, useDisclosure } from "@mantine/hooks";
import { IconAdjustmentsHorizontal, IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { translateTerm } from "../../../../shared/vehicle-terms";
import { currentLanguage } from "../../../lib/i18n";
import { useMakers, useModels } from "../api/get-makers";
import { CAR_SORTS, type CarFilters } from "../types/car";
import { formatMileage } from "../../../lib/car-format";
import { formatNumber } from "../../../lib/price-format";
import { useIsDesktop } from "../../../hooks/use-is-desktop";
import { useMoney } from "../../../lib/money";
import { FUEL_VALUES, TRANSMISSION_VALUES, yearOptions } from "../../../lib/vehicle-options";
import { countActiveFilters, MILEAGE_STEPS, PRICE_STEPS_BY_CURRENCY } from "../utils/filter-params";

interface Props {
  filters: CarFilters;
  onChange: (next: CarFilters) => void;
  /** How many cars the current filters find (the phone's "Show N cars"); undefined while counting. */
  total?: number;
}

const num = (value: string | null) => (value ? Number(value) : undefined);

/**
 * Maker → model drill-down, fuel, gearbox, year, price, mileage, text and sort; labels in the page
 * language, prices in the visitor's currency. On a phone only the text search shows; the other
 * fields open from a filter button that counts the active ones.
 */
export function CarFiltersPanel({ filters, onChange, total }: Props) {
  const { t } = useTranslation("cars");
  const lang = currentLanguage();
  const makers = useMakers();
  const models = useModels(filters.maker);
  const [q, setQ] = useState(filters.q ?? "");
  useEffect(() => setQ(filters.q ?? ""), [filters.q]);
  const pushQ = useDebouncedCallback((value: string) => set({ q: value.trim() || undefined }), 400);
  const isDesktop = useIsDesktop();
  const [opened, { toggle, close }] = useDisclosure(false);
  const money = useMoney();
  const priceSteps = PRICE_STEPS_BY_CURRENCY[money.currency];
  const priceData = priceSteps.map((p) => ({ value: String(money.toKrw(p)), label: money.format(money.toKrw(p)) }));
  if (filters.price_max && !priceData.some((p) => p.value === String(filters.price_max))) {
    // A limit from a shared link or another currency: shown as it converts.
    priceData.unshift({ value: String(filters.price_max), label: money.format(filters.price_max) });
  }

  // Any change but the page starts again from page 1.
  function set(patch: Partial<CarFilters>) {
    onChange({ ...filters, ...patch, page: undefined });
  }

  const years = yearOptions().map((y) => ({ value: String(y), label: String(y) }));
  const makerData = (makers.data ?? []).map((m) => ({
    value: m.maker,
    label: `${translateTerm("maker", m.maker, lang)} (${m.count})`,
  }));
  if (filters.maker && !makerData.some((m) => m.value === filters.maker)) {
    makerData.unshift({ value: filters.maker, label: translateTerm("maker", filters.maker, lang) });
  }
  const modelData = (models.data ?? []).map((m) => ({
    value: m.model,
    label: `${translateTerm("model", m.model, lang)} (${m.count})`,
  }));
  if (filters.model && !modelData.some((m) => m.value === filters.model)) {
    modelData.unshift({ value: filters.model, label: translateTerm("model", filters.model, lang) });
  }

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
    <>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <Select
          label={t("filters.maker")}
          placeholder={t("filters.any")}
          data={makerData}
          value={filters.maker ?? null}
          onChange={(value) => set({ maker: value ?? undefined, model: undefined })}
          searchable
          clearable
          data-testid="filter-maker"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <Select
          label={t("filters.model")}
          placeholder={t("filters.any")}
          data={modelData}
          value={filters.model ?? null}
          onChange={(value) => set({ model: value ?? undefined })}
          disabled={!filters.maker}
          searchable
          clearable
          data-testid="filter-model"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4, md: 2 }}>
        <Select
          label={t("filters.fuel")}
          placeholder={t("filters.any")}
          data={FUEL_VALUES.map((v) => ({ value: v, label: translateTerm("fuel", v, lang) }))}
          value={filters.fuel ?? null}
          onChange={(value) => set({ fuel: value ?? undefined })}
          clearable
          data-testid="filter-fuel"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4, md: 2 }}>
        <Select
          label={t("filters.transmission")}
          placeholder={t("filters.any")}
          data={TRANSMISSION_VALUES.map((v) => ({ value: v, label: translateTerm("transmission", v, lang) }))}
          value={filters.transmission ?? null}
          onChange={(value) => set({ transmission: value ?? undefined })}
          clearable
          data-testid="filter-transmission"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4, md: 1.5 }}>
        <Select
          label={t("filters.yearFrom")}
          placeholder={t("filters.any")}
          data={years}
          value={filters.year_min ? String(filters.year_min) : null}
          onChange={(value) => set({ year_min: num(value) })}
          clearable
          data-testid="filter-year-min"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4, md: 1.5 }}>
        <Select
          label={t("filters.yearTo")}
          placeholder={t("filters.any")}
          data={years}
          value={filters.year_max ? String(filters.year_max) : null}
          onChange={(value) => set({ year_max: num(value) })}
          clearable
          data-testid="filter-year-max"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4, md: 2.5 }}>
        <Select
          label={t("filters.priceMax")}
          placeholder={t("filters.any")}
          data={priceData}
          value={filters.price_max ? String(filters.price_max) : null}
          onChange={(value) => set({ price_max: num(value) })}
          data-currency={money.currency}
          clearable
          data-testid="filter-price-max"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4, md: 2.5 }}>
        <Select
          label={t("filters.mileageMax")}
          placeholder={t("filters.any")}
          data={MILEAGE_STEPS.map((m) => ({ value: String(m), label: formatMileage(m, lang) }))}
          value={filters.mileage_max ? String(filters.mileage_max) : null}
          onChange={(value) => set({ mileage_max: num(value) })}
          clearable
          data-testid="filter-mileage-max"
        />
      </Grid.Col>
      {/* Wide enough for the longest sort name ("Сначала новые объявления"); a row of its own on a phone. */}
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <Select
          label={t("filters.sort")}
          data={CAR_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
          value={filters.sort ?? "newest"}
          onChange={(value) => set({ sort: value && value !== "newest" ? (value as CarFilters["sort"]) : undefined })}
          allowDeselect={false}
          data-testid="filter-sort"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: "content" }}>
        <Switch
          label={t("filters.includeSoldOut")}
          checked={filters.include_soldout === true}
          onChange={(event) => set({ include_soldout: event.currentTarget.checked || undefined })}
          mb={8}
          data-testid="filter-include-soldout"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: "content" }}>
        <NoAccidentFilter
          checked={filters.no_accident === true}
          onChange={(on) => set({ no_accident: on || undefined })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: "content" }}>
        <Button variant="subtle" onClick={() => onChange({})} data-testid="filter-reset">
          {t("filters.reset")}
        </Button>
      </Grid.Col>
    </>
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
}
